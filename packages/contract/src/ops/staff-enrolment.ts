import { z } from 'zod';
import { StaffNewPassword } from './staff';

/** First admin enrolment (`npm run ops:create-admin` prints a one-time link to the console's page). */

const token = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'validation.enrolmentToken')
  .meta({ description: 'The token of the one-time enrolment link (32 random bytes, base64url)' });

export const OpsEnrolmentRequest = z
  .object({ token })
  .strict()
  .meta({ description: 'The enrolment link to open' });
export type OpsEnrolmentRequest = z.infer<typeof OpsEnrolmentRequest>;

export const OpsEnrolment = z
  .object({
    username: z.string().meta({ description: 'The account being enrolled', example: 'ops.admin' }),
    displayName: z.string().meta({ description: 'Its display name', example: 'Operations admin' }),
    totpSecret: z.string().meta({
      description: 'The one-time code secret (base32, RFC 6238) to add to an authenticator app',
      example: 'JBSWY3DPEHPK3PXP',
    }),
    totpUri: z.string().meta({ description: 'The same secret as an otpauth:// URI' }),
    totpQr: z.string().meta({ description: 'The URI as a QR code: an SVG data URL' }),
    expiresAt: z.string().meta({ description: 'When the link stops working (ISO 8601)' }),
  })
  .meta({ description: 'An open enrolment: the secret to set up before choosing a password' });
export type OpsEnrolment = z.infer<typeof OpsEnrolment>;

export const OpsEnrolmentCompleteRequest = z
  .object({
    token,
    password: StaffNewPassword,
    otp: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'validation.otpFormat')
      .meta({
        description: 'The current code from the authenticator app, proving it is set up',
        example: '492039',
      }),
  })
  .strict()
  .meta({ description: 'Sets the password of an enrolling account; the link then stops working' });
export type OpsEnrolmentCompleteRequest = z.infer<typeof OpsEnrolmentCompleteRequest>;

export const OpsEnrolmentCompleted = z
  .object({
    username: z.string().meta({ description: 'The account to sign in with', example: 'ops.admin' }),
    message: z.string().meta({ description: 'What to do next, in the caller’s language' }),
  })
  .meta({ description: 'The enrolment is done: sign in with the password and a code' });
export type OpsEnrolmentCompleted = z.infer<typeof OpsEnrolmentCompleted>;
