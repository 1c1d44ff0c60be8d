import { STAFF_PASSWORD_MAX_LENGTH, staffPasswordProblem } from '@dfs/domain/password-policy';
import { z } from 'zod';
import { StaffRole } from './roles';

/** A new staff password: 12 characters or more, not on the breached list, not repeated or sequential. */
export const StaffNewPassword = z
  .string()
  .max(STAFF_PASSWORD_MAX_LENGTH, 'validation.password_tooLong')
  .superRefine((value, ctx) => {
    const problem = staffPasswordProblem(value);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem === 'tooShort' ? 'validation.staffPasswordLength' : `validation.password_${problem}`,
      });
  })
  .meta({ description: 'A new staff password (at least 12 characters, not a breached or repeated one)' });

export const StaffSignInRequest = z
  .object({
    username: z.string().trim().min(1, 'validation.usernameRequired').max(64).meta({
      description: 'The staff account name (not a customer login)',
      example: 'merchandiser',
    }),
    password: z.string().min(1, 'validation.passwordFieldRequired').max(512).meta({
      description: 'The staff password',
      example: 'correct horse battery staple',
    }),
    otp: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'validation.otpFormat')
      .optional()
      .meta({
        description:
          'The six-digit time-based one-time code (RFC 6238) from the authenticator app; required for admin and for staff who set one up',
        example: '492039',
      }),
  })
  .meta({ description: 'Staff sign-in to the operations console' });
export type StaffSignInRequest = z.infer<typeof StaffSignInRequest>;

export const StaffMember = z
  .object({
    id: z.number().int().meta({ description: 'The staff id', example: 3 }),
    username: z.string().meta({ description: 'The account name', example: 'merchandiser' }),
    displayName: z
      .string()
      .meta({ description: 'The name shown in the console and the audit log', example: 'Mina Tesfaye' }),
    roles: z.array(StaffRole).meta({ description: 'What this staff member may do' }),
  })
  .meta({ description: 'A staff member of the operations console' });
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffSignInResponse = z
  .object({
    token: z.string().meta({ description: 'The staff bearer token (audience: operations console only)' }),
    tokenExpiresAt: z
      .string()
      .meta({ description: 'When the token expires (ISO 8601)', example: '2026-11-23T22:00:00.000Z' }),
    staff: StaffMember,
  })
  .meta({ description: 'A signed-in staff session' });
export type StaffSignInResponse = z.infer<typeof StaffSignInResponse>;

export const StaffSignOutResponse = z
  .object({ message: z.string().meta({ description: 'Confirmation', example: 'Signed out.' }) })
  .meta({ description: 'The session is closed; its token no longer works' });

export const StaffChangePasswordRequest = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'validation.currentPasswordRequired')
      .max(512)
      .meta({ description: 'The password signed in with' }),
    newPassword: StaffNewPassword,
  })
  .refine((r) => r.newPassword !== r.currentPassword, {
    path: ['newPassword'],
    message: 'validation.staffPasswordSame',
  })
  .meta({ description: 'A staff member changes their own password' });
export type StaffChangePasswordRequest = z.infer<typeof StaffChangePasswordRequest>;

export const StaffPasswordChanged = z
  .object({
    message: z.string().meta({ description: 'Confirmation', example: 'Your password is changed.' }),
    sessionsRevoked: z
      .number()
      .int()
      .meta({ description: 'How many of your other sessions were ended', example: 1 }),
  })
  .meta({ description: 'The new password works from now on; every other session has ended' });
export type StaffPasswordChanged = z.infer<typeof StaffPasswordChanged>;
