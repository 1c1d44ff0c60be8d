import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { customers, loginAttempts, passwordResets, sessions } from './customers.schema';

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
export type ProfileChanges = Partial<
  Pick<
    NewCustomer,
    'email' | 'title' | 'firstName' | 'middleName' | 'lastName' | 'nationality' | 'mobileNumber' | 'locale'
  >
>;

/** PostgreSQL's unique_violation: another request took the same username or e-mail first. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } })?.cause;
  return (error as { code?: unknown })?.code === '23505' || cause?.code === '23505';
}

export function createCustomersRepository(db: Db) {
  const first = <T>(rows: T[]) => rows[0];
  return {
    db,
    transaction: <T>(work: (tx: Db) => Promise<T>) => inTransaction(db, work),

    /** The customer whose username or e-mail is `login` (case-insensitive). */
    customerByLogin(login: string) {
      return db
        .select()
        .from(customers)
        .where(
          sql`lower(${customers.username}) = lower(${login}) OR lower(${customers.email}) = lower(${login})`,
        )
        .limit(1)
        .then(first);
    },

    customerById(id: number, tx: Db = db) {
      return tx.select().from(customers).where(eq(customers.id, id)).then(first);
    },

    /** Ids of the customers with an e-mail address (case-insensitive). */
    customerIdsByEmail(email: string) {
      return db
        .select({ id: customers.id })
        .from(customers)
        .where(sql`lower(${customers.email}) = lower(${email})`)
        .then((rows) => rows.map((r) => r.id));
    },

    customerByLoyaltyMember(memberId: number) {
      return db.select().from(customers).where(eq(customers.loyaltyMemberId, memberId)).then(first);
    },

    /** Which of a username and an e-mail are already taken (by anyone but `exceptId`). */
    async taken(tx: Db, { username, email }: { username?: string; email?: string }, exceptId?: number) {
      const rows = await tx
        .select({ username: customers.username, email: customers.email })
        .from(customers)
        .where(
          and(
            sql`(lower(${customers.username}) = lower(${username ?? ''}) OR lower(${customers.email}) = lower(${email ?? ''}))`,
            exceptId === undefined ? undefined : ne(customers.id, exceptId),
          ),
        );
      return {
        username:
          username !== undefined && rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
        email: email !== undefined && rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
      };
    },

    async insertCustomer(tx: Db, values: NewCustomer) {
      const [row] = await tx.insert(customers).values(values).returning();
      return row!;
    },

    async updateProfile(tx: Db, id: number, changes: ProfileChanges, at: Date) {
      const [row] = await tx
        .update(customers)
        .set({ ...changes, updatedAt: at })
        .where(eq(customers.id, id))
        .returning();
      return row;
    },

    async setPasswordHash(tx: Db, id: number, passwordHash: string, at: Date) {
      await tx.update(customers).set({ passwordHash, updatedAt: at }).where(eq(customers.id, id));
    },

    // Sessions ------------------------------------------------------------------------------------

    async createSession(
      tx: Db = db,
      values: {
        id: string;
        customerId: number;
        expiresAt: Date;
        refreshTokenHash: string;
        signedInWith: string;
        partnerId: number | null;
        at: Date;
      },
    ) {
      const [row] = await tx
        .insert(sessions)
        .values({
          id: values.id,
          customerId: values.customerId,
          expiresAt: values.expiresAt,
          refreshTokenHash: values.refreshTokenHash,
          signedInWith: values.signedInWith,
          partnerId: values.partnerId,
          createdAt: values.at,
        })
        .returning({ id: sessions.id });
      return row?.id;
    },

    async isSessionActive(id: number | string, customerId: number, at: Date): Promise<boolean> {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, String(id)),
            eq(sessions.customerId, customerId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, at),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    sessionById(id: string) {
      return db.select().from(sessions).where(eq(sessions.id, id)).then(first);
    },

    /** Swaps the refresh token only if `currentHash` is still the current one (atomic rotation). */
    async rotateRefreshToken(id: string, currentHash: string, nextHash: string, at: Date, tx: Db = db) {
      const rows = await tx
        .update(sessions)
        .set({ refreshTokenHash: nextHash })
        .where(
          and(
            eq(sessions.id, id),
            eq(sessions.refreshTokenHash, currentHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, at),
          ),
        )
        .returning({ customerId: sessions.customerId, partnerId: sessions.partnerId });
      return rows[0];
    },

    async revokeSession(id: string, at: Date, tx: Db = db) {
      await tx
        .update(sessions)
        .set({ revokedAt: at, refreshTokenHash: null })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** Ends every open session of a customer, except `keepId` when given. */
    async revokeSessionsOf(tx: Db, customerId: number, at: Date, keepId?: string) {
      await tx
        .update(sessions)
        .set({ revokedAt: at, refreshTokenHash: null })
        .where(
          and(
            eq(sessions.customerId, customerId),
            isNull(sessions.revokedAt),
            keepId === undefined ? undefined : ne(sessions.id, keepId),
          ),
        );
    },

    /** Sign-in attempts, counted by the auth module's throttle. */
    loginAttempts: {
      table: loginAttempts,
      id: loginAttempts.id,
      key: loginAttempts.key,
      attemptedAt: loginAttempts.attemptedAt,
    },

    // Password resets -----------------------------------------------------------------------------

    /** Voids every unused reset token of a customer (a newer request replaces them). */
    async voidResets(tx: Db, customerId: number, at: Date) {
      await tx
        .update(passwordResets)
        .set({ usedAt: at })
        .where(and(eq(passwordResets.customerId, customerId), isNull(passwordResets.usedAt)));
    },

    async insertReset(tx: Db, values: { customerId: number; tokenHash: string; expiresAt: Date; at: Date }) {
      await tx.insert(passwordResets).values({
        customerId: values.customerId,
        tokenHash: values.tokenHash,
        expiresAt: values.expiresAt,
        createdAt: values.at,
      });
    },

    /** Uses a reset token up in one statement: two concurrent resets cannot both succeed. */
    async consumeReset(tx: Db, tokenHash: string, at: Date) {
      const rows = await tx
        .update(passwordResets)
        .set({ usedAt: at })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, at),
          ),
        )
        .returning({ customerId: passwordResets.customerId });
      return rows[0]?.customerId;
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
