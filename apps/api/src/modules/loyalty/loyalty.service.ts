import { roundMiles } from '@dfs/domain/money';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../shared/passwords';
import type { LedgerKind, LoyaltyRepository } from './loyalty.repository';

export interface LoyaltyMember {
  id: number;
  membershipNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  balance: number;
}

export type SpendResult =
  | { ok: true; balance: number }
  | { ok: false; reason: 'insufficientMiles' | 'unknownMember' };

/** Compared against when a membership number is unknown, so a miss costs as long as a wrong password. */
const decoyHash = hashPassword('decoy-password-for-unknown-members');

function toMember(row: LoyaltyMember & { passwordHash?: string }): LoyaltyMember {
  const { id, membershipNumber, firstName, lastName, email, balance } = row;
  return { id, membershipNumber, firstName, lastName, email, balance };
}

function positiveMiles(miles: number): number {
  const rounded = roundMiles(miles);
  if (!Number.isFinite(rounded) || rounded <= 0) throw new RangeError(`miles must be positive: ${miles}`);
  return rounded;
}

/**
 * Frequent-flyer members and their miles. Every change of a balance writes a ledger row in the same
 * transaction, so the ledger of a member always sums to its balance and a balance never goes negative.
 */
export function createLoyaltyService(deps: { repository: LoyaltyRepository }) {
  const { repository } = deps;
  async function orderMove(
    tx: Db,
    memberId: number,
    kind: LedgerKind,
    delta: number,
    orderId: number,
    note?: string,
  ): Promise<number | undefined> {
    const member = await repository.lockMember(tx, memberId);
    if (!member) return undefined;
    // Each kind of move happens once per order: a retried refund or accrual changes nothing.
    if (await repository.hasOrderMove(tx, memberId, orderId, kind)) return member.balance;
    return repository.move(tx, { memberId, kind, delta, orderId, ...(note ? { note } : {}) });
  }

  return {
    async findMember(membershipNumber: string): Promise<LoyaltyMember | undefined> {
      const row = await repository.memberByNumber(membershipNumber.trim());
      return row ? toMember(row) : undefined;
    },

    async memberById(id: number): Promise<LoyaltyMember | undefined> {
      const row = await repository.memberById(id);
      return row ? toMember(row) : undefined;
    },

    /** The member when the number and password match; undefined otherwise (same cost either way). */
    async authenticate(membershipNumber: string, password: string): Promise<LoyaltyMember | undefined> {
      const row = await repository.memberByNumber(membershipNumber.trim());
      if (!row) {
        await verifyPassword(await decoyHash, password);
        return undefined;
      }
      return (await verifyPassword(row.passwordHash, password)) ? toMember(row) : undefined;
    },

    /** Debits miles for an order inside the caller's transaction; refuses rather than go negative. */
    async spend(tx: Db, memberId: number, miles: number, orderId: number): Promise<SpendResult> {
      const amount = positiveMiles(miles);
      const member = await repository.lockMember(tx, memberId);
      if (!member) return { ok: false, reason: 'unknownMember' };
      const balance = await repository.move(tx, { memberId, kind: 'spend', delta: -amount, orderId });
      return balance === undefined ? { ok: false, reason: 'insufficientMiles' } : { ok: true, balance };
    },

    /** Gives back the miles an order spent (once per order), inside the caller's transaction. */
    refund(tx: Db, memberId: number, miles: number, orderId: number) {
      return orderMove(tx, memberId, 'refund', positiveMiles(miles), orderId);
    },

    /** Credits the miles an order earns (once per order), inside the caller's transaction. */
    earn(tx: Db, memberId: number, miles: number, orderId: number) {
      return orderMove(tx, memberId, 'earn', positiveMiles(miles), orderId);
    },

    ledgerSum: (memberId: number) => repository.ledgerSum(memberId),
  };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
