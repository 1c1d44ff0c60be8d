import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, inTransaction, queryRows } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { createLoyaltyRepository } from './loyalty.repository';
import { createLoyaltyService, type LoyaltyService } from './loyalty.service';

describe('loyalty members and their ledger', () => {
  let database: Database;
  let loyalty: LoyaltyService;
  let orderSeq = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    loyalty = createLoyaltyService({ repository: createLoyaltyRepository(database.db) });
  });
  afterAll(() => database?.close());

  /** A bare order row for ledger rows to point at. */
  async function newOrder(): Promise<number> {
    orderSeq += 1;
    const [row] = await queryRows<{ id: number }>(
      database.db,
      sql`INSERT INTO orders (order_code, kind, guest_email, currency_id, payment_option, payment_status,
            order_request_status, subtotal_minor, total_minor)
          VALUES (${`LOYTEST${orderSeq}`}, 'preorder', 'ledger@example.com', 2, 3, 1, 1, 0, 0) RETURNING id`,
    );
    return row!.id;
  }

  /** A member of our own with a known balance, so tests do not disturb each other. */
  async function newMember(balance: number): Promise<number> {
    const member = await loyalty.findMember('ET100200400');
    const [row] = await queryRows<{ id: number }>(
      database.db,
      sql`INSERT INTO loyalty_members (membership_number, password_hash, first_name, last_name, email, balance)
          SELECT ${`ET9${String(Date.now()).slice(-7)}${orderSeq++}`}, password_hash, 'Test', 'Member', 'm@example.com', 0
          FROM loyalty_members WHERE id = ${member!.id} RETURNING id`,
    );
    await inTx((tx) =>
      createLoyaltyRepository(database.db).move(tx, {
        memberId: row!.id,
        kind: 'earn',
        delta: balance,
      }),
    );
    return row!.id;
  }

  const inTx = <T>(work: (tx: Db) => Promise<T>) => inTransaction(database.db, work);
  const balanceOf = async (id: number) => (await loyalty.memberById(id))!.balance;

  it('signs a member in by number (any case) and password, and refuses anything else', async () => {
    const member = await loyalty.authenticate('et100200300', 'Miles#2026');
    expect(member).toMatchObject({ membershipNumber: 'ET100200300', firstName: 'Selam' });
    expect(member).not.toHaveProperty('passwordHash');
    expect(await loyalty.authenticate('ET100200300', 'wrong-password')).toBeUndefined();
    expect(await loyalty.authenticate('ET000000000', 'Miles#2026')).toBeUndefined();
  });

  it('the seeded ledgers sum to the balances', async () => {
    for (const number of ['ET100200300', 'ET100200400']) {
      const member = await loyalty.findMember(number);
      expect(await loyalty.ledgerSum(member!.id)).toBe(member!.balance);
    }
  });

  it('spends, refunds once and earns once per order, keeping ledger and balance equal', async () => {
    const memberId = await newMember(1_000);
    const orderId = await newOrder();
    const spent = await inTx((tx) => loyalty.spend(tx, memberId, 400.255, orderId));
    expect(spent).toEqual({ ok: true, balance: 599.74 });

    await inTx((tx) => loyalty.refund(tx, memberId, 400.26, orderId));
    await inTx((tx) => loyalty.refund(tx, memberId, 400.26, orderId));
    expect(await balanceOf(memberId)).toBe(1_000);

    await inTx((tx) => loyalty.earn(tx, memberId, 12.5, orderId));
    await inTx((tx) => loyalty.earn(tx, memberId, 12.5, orderId));
    expect(await balanceOf(memberId)).toBe(1_012.5);
    expect(await loyalty.ledgerSum(memberId)).toBe(1_012.5);
  });

  it('refuses to spend more than the balance and writes nothing', async () => {
    const memberId = await newMember(100);
    const orderId = await newOrder();
    const result = await inTx((tx) => loyalty.spend(tx, memberId, 100.01, orderId));
    expect(result).toEqual({ ok: false, reason: 'insufficientMiles' });
    expect(await balanceOf(memberId)).toBe(100);
    expect(await loyalty.ledgerSum(memberId)).toBe(100);
    await expect(inTx((tx) => loyalty.spend(tx, memberId, 0, orderId))).rejects.toThrow(RangeError);
  });

  it('concurrent spends of most of the balance: exactly one goes through, never below zero', async () => {
    const memberId = await newMember(1_000);
    const orders = await Promise.all(Array.from({ length: 10 }, () => newOrder()));
    const results = await Promise.all(
      orders.map((orderId) => inTx((tx) => loyalty.spend(tx, memberId, 600, orderId))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await balanceOf(memberId)).toBe(400);
    expect(await loyalty.ledgerSum(memberId)).toBe(400);
  });
});
