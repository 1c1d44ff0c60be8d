import { z } from 'zod';
import { StaffRole } from './roles';
import { StaffNewPassword } from './staff';

/** Staff administration (role admin): accounts, roles, passwords, sessions and one-time codes. */

const id = z.number().int().positive().max(2_147_483_647).meta({ description: 'The staff id', example: 7 });
const version = z
  .number()
  .int()
  .min(1)
  .max(2_147_483_647)
  .meta({ description: 'The version read; a different current version answers 409', example: 1 });
const roles = z
  .array(StaffRole)
  .min(1, 'validation.staffRolesRequired')
  .max(5)
  .refine((list) => new Set(list).size === list.length, 'validation.staffRolesRepeated')
  .meta({ description: 'The roles held (one or more, each once)', example: ['merchandiser'] });
const displayName = z
  .string()
  .trim()
  .min(1, 'validation.staffNameRequired')
  .max(120)
  .meta({ description: 'The name shown in the console and the audit log', example: 'Mina Tesfaye' });
const password = StaffNewPassword.meta({
  description:
    'A password of at least 12 characters, not breached, repeated or sequential; left out, the API makes one up and answers it once',
});

export const OpsStaffAccount = z
  .object({
    id: z.number().int().meta({ description: 'The staff id', example: 7 }),
    username: z.string().meta({ description: 'The account name used to sign in', example: 'mina.t' }),
    displayName: z.string().meta({ description: 'The name shown in the console', example: 'Mina Tesfaye' }),
    roles: z.array(StaffRole).meta({ description: 'The roles held' }),
    active: z
      .boolean()
      .meta({ description: 'False: the account cannot sign in and its tokens stop working' }),
    totpEnrolled: z.boolean().meta({ description: 'Whether a one-time code secret is set up' }),
    liveSessions: z
      .number()
      .int()
      .meta({ description: 'Sessions not signed out, revoked or expired', example: 1 }),
    version: z.number().int().meta({ description: 'Send it back with an edit', example: 1 }),
    createdAt: z
      .string()
      .meta({ description: 'When the account was made (ISO 8601)', example: '2026-11-23T09:00:00.000Z' }),
  })
  .meta({ description: 'A staff account as an admin sees it (never its password or secret)' });
export type OpsStaffAccount = z.infer<typeof OpsStaffAccount>;

export const OpsStaffList = z
  .object({ items: z.array(OpsStaffAccount).meta({ description: 'Every staff account, by username' }) })
  .meta({ description: 'The staff accounts' });
export type OpsStaffList = z.infer<typeof OpsStaffList>;

export const OpsStaffCreateRequest = z
  .object({
    username: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9][a-z0-9._-]{2,63}$/, 'validation.staffUsername')
      .meta({ description: 'Letters, digits, dot, dash or underscore; 3–64 characters', example: 'mina.t' }),
    displayName,
    roles,
    password: password.optional(),
  })
  .meta({ description: 'A new staff account' });
export type OpsStaffCreateRequest = z.input<typeof OpsStaffCreateRequest>;

export const OpsStaffUpdateRequest = z
  .object({ id, version, displayName, roles })
  .meta({ description: 'A staff account’s name and roles' });
export type OpsStaffUpdateRequest = z.infer<typeof OpsStaffUpdateRequest>;

export const OpsStaffSetActiveRequest = z
  .object({
    id,
    version,
    active: z.boolean().meta({ description: 'False deactivates (sessions end at once), true reactivates' }),
  })
  .meta({ description: 'Deactivate or reactivate a staff account' });
export type OpsStaffSetActiveRequest = z.infer<typeof OpsStaffSetActiveRequest>;

export const OpsStaffResetPasswordRequest = z
  .object({ id, version, password: password.optional() })
  .meta({ description: 'A new password for a staff account (its sessions end)' });
export type OpsStaffResetPasswordRequest = z.input<typeof OpsStaffResetPasswordRequest>;

export const OpsStaffTargetRequest = z
  .object({ id, version })
  .meta({ description: 'The staff account, at the version read' });
export type OpsStaffTargetRequest = z.infer<typeof OpsStaffTargetRequest>;

export const OpsStaffSecrets = z
  .object({
    staff: OpsStaffAccount,
    password: z
      .string()
      .nullable()
      .meta({ description: 'The password the API made up, shown this once; null when the admin set it' }),
    totpSecret: z.string().nullable().meta({
      description:
        'A new one-time code secret (base32, RFC 6238), shown this once: add it to an authenticator app. Null when none was made',
      example: 'JBSWY3DPEHPK3PXP',
    }),
    totpUri: z
      .string()
      .nullable()
      .meta({ description: 'The same secret as an otpauth:// URI for a QR code; null when none was made' }),
  })
  .meta({
    description:
      'The account after the change, with any secret made for it (shown once, never stored readable)',
  });
export type OpsStaffSecrets = z.infer<typeof OpsStaffSecrets>;

export const OpsStaffSessionsRevoked = z
  .object({
    staff: OpsStaffAccount,
    revoked: z.number().int().meta({ description: 'How many live sessions ended', example: 2 }),
  })
  .meta({ description: 'The account’s live sessions ended; its tokens no longer work' });
export type OpsStaffSessionsRevoked = z.infer<typeof OpsStaffSessionsRevoked>;

// Second-admin approval --------------------------------------------------------------------------

export const OpsStaffChangeKind = z
  .enum(['update', 'setActive', 'resetPassword', 'resetTotp'])
  .meta({ description: 'Which call was held: Update, SetActive, ResetPassword or ResetTotp' });

const someone = z.object({
  id: z.number().int().meta({ example: 3 }),
  username: z.string().meta({ example: 'amara' }),
  displayName: z.string().meta({ example: 'Amara Haile' }),
});

export const OpsStaffChangeRequest = z
  .object({
    id: z.number().int().meta({ description: 'The request id', example: 7 }),
    kind: OpsStaffChangeKind,
    target: someone.meta({ description: 'The account to change' }),
    changes: z
      .object({
        displayName: z.string().optional(),
        roles: z.array(StaffRole).optional(),
        active: z.boolean().optional(),
      })
      .meta({ description: 'What changes (never a password or a secret: those are made on approval)' }),
    requestedBy: someone.meta({ description: 'The admin who asked' }),
    requestedAt: z.string().meta({ description: 'When (ISO 8601)', example: '2026-11-23T09:00:00.000Z' }),
  })
  .meta({
    description:
      'A change to another admin’s account (or a grant of admin) waiting for a second admin: a different admin approves or rejects it',
  });
export type OpsStaffChangeRequest = z.infer<typeof OpsStaffChangeRequest>;

export const OpsStaffChangeRequestList = z
  .object({ items: z.array(OpsStaffChangeRequest).meta({ description: 'Pending requests, oldest first' }) })
  .meta({ description: 'Changes waiting for a second admin' });
export type OpsStaffChangeRequestList = z.infer<typeof OpsStaffChangeRequestList>;

export const OpsStaffChangeDecisionRequest = z
  .object({ id: id.meta({ description: 'The request id', example: 7 }) })
  .meta({ description: 'The pending request to approve or reject' });
export type OpsStaffChangeDecisionRequest = z.infer<typeof OpsStaffChangeDecisionRequest>;

export const OpsStaffChangeApproved = OpsStaffSecrets.extend({ request: OpsStaffChangeRequest }).meta({
  description:
    'The change is made, by the approving admin; a password or one-time code secret it made is shown this once, to them',
});
export type OpsStaffChangeApproved = z.infer<typeof OpsStaffChangeApproved>;

export const OpsStaffChangeRejected = z
  .object({ request: OpsStaffChangeRequest })
  .meta({ description: 'The request is closed; nothing changed' });
export type OpsStaffChangeRejected = z.infer<typeof OpsStaffChangeRejected>;
