import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loyaltyMembers } from './loyalty.schema';
import { loyaltyLedger } from './loyalty-ledger.schema';

export type LedgerKind = 'earn' | 'spend' | 'refund';

export function createLoyaltyRepository(db: Db) {
  return {
    memberByNumber(membershipNumber: string) {
      return db
        .select()
        .from(loyaltyMembers)
        .where(eq(loyaltyMembers.membershipNumber, membershipNumber.toUpperCase()))
        .then((rows) => rows[0]);
    },

    memberById(id: number) {
      return db
        .select()
        .from(loyaltyMembers)
        .where(eq(loyaltyMembers.id, id))
        .then((rows) => rows[0]);
    },

    /** Locks the member's row for the rest of the caller's transaction; undefined when unknown. */
    lockMember(tx: Db, memberId: number) {
      return tx
        .select({ id: loyaltyMembers.id, balance: loyaltyMembers.balance })
        .from(loyaltyMembers)
        .where(eq(loyaltyMembers.id, memberId))
        .for('update')
        .then((rows) => rows[0]);
    },

    /** Whether the order already has a ledger row of this kind (each kind moves once per order). */
    async hasOrderMove(tx: Db, memberId: number, orderId: number, kind: LedgerKind): Promise<boolean> {
      const rows = await tx
        .select({ id: loyaltyLedger.id })
        .from(loyaltyLedger)
        .where(
          and(
            eq(loyaltyLedger.memberId, memberId),
            eq(loyaltyLedger.orderId, orderId),
            eq(loyaltyLedger.kind, kind),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Adds `delta` (signed) to the balance unless that would make it negative, and writes the ledger
     * row in the same transaction. Returns the new balance, or undefined when the balance is too low.
     */
    async move(
      tx: Db,
      move: { memberId: number; kind: LedgerKind; delta: number; orderId?: number; note?: string },
    ): Promise<number | undefined> {
      const [row] = await tx
        .update(loyaltyMembers)
        .set({ balance: sql`${loyaltyMembers.balance} + ${move.delta}` })
        .where(and(eq(loyaltyMembers.id, move.memberId), sql`${loyaltyMembers.balance} + ${move.delta} >= 0`))
        .returning({ balance: loyaltyMembers.balance });
      if (!row) return undefined;
      await tx.insert(loyaltyLedger).values({
        memberId: move.memberId,
        kind: move.kind,
        miles: move.delta,
        orderId: move.orderId ?? null,
        note: move.note ?? null,
      });
      return row.balance;
    },

    /** The sum of a member's ledger rows (always equal to the balance). */
    ledgerSum(memberId: number) {
      return db
        .select({ sum: sql<string>`coalesce(sum(${loyaltyLedger.miles}), 0)` })
        .from(loyaltyLedger)
        .where(eq(loyaltyLedger.memberId, memberId))
        .then((rows) => Number(rows[0]?.sum ?? 0));
    },
  };
}

export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
