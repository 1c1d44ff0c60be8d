import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { loyaltyMembers } from '../loyalty/loyalty.schema';
import { partnerClients } from '../partners/partners.schema';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    title: smallint('title'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    nationality: text('nationality'),
    /** Plus sign, country code and number, e.g. +251911234567. */
    mobileNumber: varchar('mobile_number', { length: 20 }),
    loyaltyMemberId: integer('loyalty_member_id')
      .unique()
      .references(() => loyaltyMembers.id, { onDelete: 'set null' }),
    locale: varchar('locale', { length: 8 }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('customers_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** Server-side sessions behind access tokens, so sign-out and password changes revoke them. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** SHA-256 of the current refresh token; it rotates on every refresh, so an old one is a reuse. */
    refreshTokenHash: text('refresh_token_hash'),
    /** How the session was opened: a site login, a miles login, or registration. */
    signedInWith: varchar('signed_in_with', { length: 16 }).notNull().default('site'),
    /** The partner whose client signed the customer in; its user tokens carry that channel. */
    partnerId: integer('partner_id').references(() => partnerClients.id),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Failed sign-in attempts per key (e.g. "login:<username>" or "ip:<address>") for throttling. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_key_idx').on(t.key, t.attemptedAt),
    index('login_attempts_attempted_idx').on(t.attemptedAt),
  ],
);

/** Single-use password reset tokens; only a hash of the token is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_customer_idx').on(t.customerId)],
);
