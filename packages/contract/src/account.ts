import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@dfs/domain/password-policy';
import { z } from 'zod';
import { EmailAddress } from './engagement';
import { PaymentOptionCode } from './order-codes';

/**
 * Accounts and identity (spec §3, §7). Messages are keys of the `validation` catalogue section, so
 * the storefront's forms and the API's 400 answers say the same words.
 */

/** Titles, sent as integers (spec §5). */
export const titles = [
  { id: 1, key: 'mr' },
  { id: 2, key: 'mrs' },
  { id: 3, key: 'ms' },
  { id: 4, key: 'dr' },
] as const;
export const Title = z.coerce
  .number({ message: 'validation.titleRequired' })
  .int('validation.titleRequired')
  .min(1, 'validation.titleRequired')
  .max(titles.length, 'validation.titleRequired')
  .describe('Title: 1 Mr, 2 Mrs, 3 Ms, 4 Dr.');

/** A new password: at least 8 characters, passphrases up to 128, not a common password. */
export const NewPassword = z
  .string()
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `validation.password_${problem}` });
  })
  .meta({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: `A new password: ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not a commonly used password.`,
  });

/** A password being checked (sign-in, current password): only required and bounded. */
const GivenPassword = (requiredKey: string) =>
  z
    .string()
    .min(1, requiredKey)
    .max(PASSWORD_MAX_LENGTH * 4, requiredKey)
    .describe('The password.');

/**
 * A name part: letters of any script with spaces, hyphens, apostrophes and full stops. Each refusal
 * says what is wrong: digits get their own message; anything else (`<b>`, `@`, emoji) the other.
 */
const nameText = z
  .string()
  .trim()
  .max(80, 'validation.nameTooLong')
  .regex(/^\P{Nd}*$/u, 'validation.nameNoDigits')
  .regex(/^[\p{L}\p{M}\p{Nd}\s.'’-]*$/u, 'validation.nameCharacters');

/** A required name part (`requiredKey` when empty): letters of any script, no digits, no markup. */
export const personName = (requiredKey: string) =>
  z
    .string()
    .trim()
    .min(1, requiredKey)
    .pipe(nameText)
    .describe('A name: letters of any script, spaces, hyphens, apostrophes and full stops; no digits.');

/** Plus sign, country code and number (E.164), e.g. +251911234567. */
export const MobileNumber = z
  .string()
  .trim()
  .min(1, 'validation.mobileRequired')
  .max(32, 'validation.mobileInvalid')
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'validation.mobileInvalid'))
  .describe(
    'Mobile number with its country code, E.164 (+251911234567); spaces, dashes and brackets are removed first.',
  );

export const Username = z
  .string()
  .trim()
  .min(1, 'validation.usernameRequired')
  .max(64, 'validation.usernameInvalid')
  // Empty passes the pattern so an empty field reports only "required".
  .regex(/^(?:[A-Za-z0-9._-]{3,64})?$/, 'validation.usernameInvalid')
  .describe('3–64 letters, digits, `.`, `_` or `-`.');

export const MembershipNumber = z
  .string()
  .trim()
  .min(1, 'validation.membershipNumberRequired')
  .max(20, 'validation.membershipNumberInvalid')
  .regex(/^[A-Za-z0-9]*$/, 'validation.membershipNumberInvalid')
  .describe('A miles programme membership number (letters and digits, at most 20), e.g. ET100200300.');

const profileFields = {
  email: EmailAddress,
  title: Title,
  firstName: personName('validation.firstNameRequired'),
  middleName: nameText.optional().describe('Middle name, if any.'),
  lastName: personName('validation.lastNameRequired'),
  nationality: z
    .string()
    .trim()
    .min(1, 'validation.nationalityRequired')
    .max(80, 'validation.nameTooLong')
    .describe('Nationality, in words (Ethiopian).'),
  mobileNumber: MobileNumber,
};

/** Who a guest checkout is for (the `guest` of a pre-order when nobody is signed in). */
export const GuestDetails = z
  .object({
    firstName: profileFields.firstName,
    lastName: profileFields.lastName,
    email: EmailAddress,
    mobileNumber: MobileNumber,
  })
  .strict();
export type GuestDetails = z.infer<typeof GuestDetails>;

/** CustomerProfile/Create (spec §3 Registration). */
export const RegistrationRequest = z
  .object({
    ...profileFields,
    username: Username,
    password: NewPassword,
    /** Links a miles membership; accepted only with `shebamilesToken` from that member's sign-in. */
    ShabamilesMembershipNumber: MembershipNumber.optional(),
    /** The `token` of a ShebamilesSignIn answer for an unregistered member: proof of the membership. */
    shebamilesToken: z
      .string()
      .max(2048)
      .optional()
      .describe(
        'The `token` of a ShebamilesSignIn answer for an unregistered member: proof of the membership.',
      ),
  })
  .strict();
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;

/** CustomerProfile/Update: the same profile fields, title as an integer. */
export const ProfileUpdateRequest = z
  .object({
    ...profileFields,
    /** Needed when `email` changes: whoever holds a signed-in tab cannot take the account over. */
    currentPassword: z
      .string()
      .max(PASSWORD_MAX_LENGTH * 4)
      .optional()
      .describe('The account’s current password; required when the e-mail address changes.'),
  })
  .strict();
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequest>;

export const PassengerProfileQuery = z.object({
  UserId: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .describe('The signed-in customer’s `userId`.'),
});

export const PassengerProfile = z.object({
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  title: z.number().int().nullable(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  nationality: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  ShabamilesMembershipNumber: z.string().nullable(),
  isShebamilesUser: z.boolean(),
  /** The linked membership's miles balance (null without one), so the traveller sees what miles paid. */
  milesBalance: z.number().nullable(),
});
export type PassengerProfile = z.infer<typeof PassengerProfile>;

/** Site login (spec §3 Login model; the storefront labels the field "Username"). */
export const SignInRequest = z
  .object({
    username: z
      .string()
      .trim()
      .min(1, 'validation.usernameFieldRequired')
      .max(254, 'validation.usernameInvalid')
      .describe('The username or the e-mail address of the account.'),
    password: GivenPassword('validation.passwordFieldRequired'),
  })
  .strict();
export type SignInRequest = z.infer<typeof SignInRequest>;

/** The tokens of a signed-in session: a short-lived access token and a rotating refresh token. */
export const SessionTokens = z.object({
  /** The signed-in user's access token (DESIGN.md §4: the field is named `token`). */
  token: z.string(),
  refreshToken: z.string(),
  tokenExpiresAt: z.string().describe('When `token` expires (ISO 8601); refresh it before then or on a 401.'),
});
export type SessionTokens = z.infer<typeof SessionTokens>;

/** User info (spec §3) with the customer's e-mail and payment options. */
export const SignedInCustomer = z.object({
  userId: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isShebamilesUser: z.boolean(),
  paymentOptions: z.array(PaymentOptionCode),
});

export const SignInData = SignedInCustomer.extend(SessionTokens.shape);
export type SignInData = z.infer<typeof SignInData>;

/** Site login response: `data` holds the customer info and payment options (spec §7). */
export const SignInResponse = z.object({ data: SignInData });
export type SignInResponse = z.infer<typeof SignInResponse>;

/** Miles login request (spec §3). */
export const MilesSignInRequest = z
  .object({
    MemberID: MembershipNumber,
    Password: GivenPassword('validation.milesPasswordRequired'),
  })
  .strict();
export type MilesSignInRequest = z.infer<typeof MilesSignInRequest>;

/**
 * Miles login response (spec §3). For a registered member `token` is the signed-in user's access
 * token and the session fields are set; otherwise `token` proves the membership to registration.
 */
export const MilesSignInResponse = z.object({
  paymentOptions: z.array(PaymentOptionCode),
  customerAlreadyRegistered: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  customerId: z.number().int().nullable(),
  email: z.string(),
  token: z.string(),
  membershipNumber: z.string(),
  username: z.string().nullable(),
  refreshToken: z.string().nullable(),
  tokenExpiresAt: z.string(),
});
export type MilesSignInResponse = z.infer<typeof MilesSignInResponse>;

export const RegistrationResponse = z.object({ message: z.string(), data: SignInData });
export type RegistrationResponse = z.infer<typeof RegistrationResponse>;

export const RefreshTokenRequest = z
  .object({
    refreshToken: z
      .string()
      .min(1)
      .max(512)
      .describe('The `refreshToken` of the last sign-in or refresh (single use).'),
  })
  .strict();
export const RefreshTokenResponse = SessionTokens;
export type RefreshTokenResponse = z.infer<typeof RefreshTokenResponse>;

/** ForgotPassword (spec §7): `username` holds the e-mail address the storefront asks for. */
export const ForgotPasswordRequest = z
  .object({
    username: EmailAddress.describe('The e-mail address of the account.'),
    EmailTemplateClientType: z
      .literal(1)
      .default(1)
      .describe('The e-mail template: 1 the web shop (the only one).'),
  })
  .strict();
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>;

/** Reset password model (spec §3); the storefront checks confirmPassword before sending. */
export const ResetPasswordRequest = z
  .object({
    verification_token: z.string().trim().min(1).max(256).describe('The token of the reset link.'),
    password: NewPassword,
  })
  .strict();
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ChangePasswordRequest = z
  .object({
    username: z
      .string()
      .trim()
      .min(1, 'validation.usernameFieldRequired')
      .max(254)
      .describe('The signed-in customer’s username or e-mail address.'),
    oldPassword: GivenPassword('validation.currentPasswordRequired'),
    newPassword: NewPassword,
  })
  .strict();
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/**
 * The message of ResetForgotPassword that the storefront reacts to (spec §8).
 * They are wire values, not translations, so they stay English in every language.
 */
export const accountWireMessages = {
  resetFailed: 'operation ended with errors',
} as const;
