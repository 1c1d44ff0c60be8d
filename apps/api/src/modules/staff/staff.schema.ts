import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Operations staff (DESIGN.md §11): not customers; own sign-in, roles and sessions. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    displayName: text('display_name').notNull(),
    /** argon2id, as customers' passwords. */
    passwordHash: text('password_hash').notNull(),
    /** Any of admin, merchandiser, station, crew, care. */
    roles: text('roles').array().notNull(),
    /** Base32 RFC 6238 secret; required for admin, optional for others. */
    totpSecret: text('totp_secret'),
    /** The time step of the last one-time code accepted: a code works once (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    active: boolean('active').notNull().default(true),
    /** SHA-256 of the one-time enrolment link `npm run ops:create-admin` printed; cleared when used. */
    enrolmentTokenHash: text('enrolment_token_hash'),
    enrolmentExpiresAt: timestamp('enrolment_expires_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_username_idx').on(sql`lower(${t.username})`),
    check(
      'staff_roles_known',
      sql`${t.roles} <@ ARRAY['admin','merchandiser','station','crew','care']::text[]`,
    ),
    check('staff_admin_has_totp', sql`NOT ('admin' = ANY(${t.roles})) OR ${t.totpSecret} IS NOT NULL`),
  ],
);

/** A staff sign-in; sign-out (or an admin) revokes it and its tokens stop working. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Failed staff sign-ins, per key, for the same throttle as the store's sign-in. */
export const staffLoginAttempts = pgTable(
  'staff_login_attempts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_login_attempts_key_idx').on(t.key, t.attemptedAt)],
);

/**
 * A change to another admin's account (or a grant of admin) one admin asked for; it is applied only
 * when a different admin approves it, so no single admin can take over another's account.
 */
export const staffChangeRequests = pgTable(
  'staff_change_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    targetStaffId: integer('target_staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** The account's version the requester read: a change made since makes the approval a 409. */
    targetVersion: integer('target_version').notNull(),
    /** What changes (name, roles, active); never a password or a secret. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => staff.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    outcome: text('outcome'),
  },
  (t) => [
    check('staff_change_requests_kind', sql`${t.kind} IN ('update','setActive','resetPassword','resetTotp')`),
    check(
      'staff_change_requests_outcome',
      sql`${t.outcome} IS NULL OR ${t.outcome} IN ('approved','rejected')`,
    ),
    check('staff_change_requests_decided', sql`(${t.outcome} IS NULL) = (${t.decidedBy} IS NULL)`),
    index('staff_change_requests_pending_idx').on(t.requestedAt).where(sql`${t.outcome} IS NULL`),
  ],
);
