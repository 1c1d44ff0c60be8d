import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
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
