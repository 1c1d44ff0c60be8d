import { PaymentOption as O, PaymentStatus as P, OrderRequestStatus as S } from '@dfs/domain/order-status';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { orderItems, orders } from './orders.schema';

/** The sales reports' range: orders placed from `from` (inclusive) until `until` (exclusive). */
export interface ReportRange {
  from: Date;
  until: Date;
}

interface AmountRow {
  currency_id: number;
  orders: number;
  gross_minor: number;
  refunded_minor: number;
}

/** Codes by their names, written into the SQL as literals (no parameters: one plan for every range). */
const codes = (...named: readonly number[]) => sql.raw(named.join(', '));

/**
 * A sale: an order whose money was taken (or given back since), or that awaits collection to be paid
 * in cash; awaiting card payment, failed and cancelled-unpaid orders are none, and no replacement
 * (it is free) counts. Orders paid in miles count as orders and miles, not as money.
 */
const isSale = sql`(${orders.paymentStatus} IN (${codes(P.Paid, P.Refunded)})
  OR ${orders.orderRequestStatus} IN (${codes(S.Confirmed, S.HandedOver, S.MovedToAnotherFlight)}))
  AND ${orders.replacesOrderId} IS NULL`;
const money = sql`CASE WHEN ${orders.paymentOption} = ${codes(O.Mile)} THEN 0 ELSE ${orders.totalMinor} END`;
const amounts = sql`${orders.currencyId} AS currency_id, count(*)::int AS orders,
  coalesce(sum(${money}), 0)::bigint AS gross_minor,
  coalesce(sum(CASE WHEN ${orders.paymentStatus} = ${codes(P.Refunded)} THEN ${money} ELSE 0 END), 0)::bigint AS refunded_minor`;
const utcDay = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** Sales reports in SQL (decision record 032): each one grouped query over the placed-at index range. */
export function createOrderReportsRepository(db: Db) {
  const inRange = (r: ReportRange) =>
    sql`${orders.createdAt} >= ${r.from.toISOString()} AND ${orders.createdAt} < ${r.until.toISOString()} AND ${isSale}`;
  const grouped = <T>(r: ReportRange, keys: SQL, groupBy: SQL, extra: SQL = sql``) =>
    queryRows<T & AmountRow>(
      db,
      sql`SELECT ${keys}, ${amounts}${extra} FROM ${orders} WHERE ${inRange(r)}
          GROUP BY ${groupBy}, ${orders.currencyId} ORDER BY 1, 2`,
    );

  return {
    byDay: (r: ReportRange) =>
      grouped<{ day: string }>(r, sql`${utcDay(sql`${orders.createdAt}`)} AS day`, sql`1`),
    byFlight: (r: ReportRange) =>
      grouped<{ flight_number: string; departure_day: string }>(
        r,
        sql`coalesce(${orders.flightNumber}, '') AS flight_number,
          coalesce(${utcDay(sql`${orders.departureDate}`)}, '') AS departure_day`,
        sql`1, 2`,
      ),
    byRoute: (r: ReportRange) =>
      grouped<{ origin: string; destination: string }>(
        r,
        sql`coalesce(${orders.origin}, '') AS origin, coalesce(${orders.destination}, '') AS destination`,
        sql`1, 2`,
      ),
    byCurrency: (r: ReportRange) =>
      grouped<{ currency: number; miles: number }>(
        r,
        sql`${orders.currencyId} AS currency`,
        sql`1`,
        sql`, coalesce(sum(CASE WHEN ${orders.paymentOption} = ${codes(O.Mile)} THEN ${orders.totalMiles} ELSE 0 END), 0)::float AS miles`,
      ),

    /** The items sold most (units), with how many orders held them. */
    topItems: (r: ReportRange, limit: number) =>
      queryRows<{ item_id: number; quantity: number; orders: number }>(
        db,
        sql`SELECT ${orderItems.itemId} AS item_id, sum(${orderItems.quantity})::int AS quantity,
              count(DISTINCT ${orders.id})::int AS orders
            FROM ${orders} JOIN ${orderItems} ON ${orderItems.orderId} = ${orders.id}
            WHERE ${inRange(r)}
            GROUP BY ${orderItems.itemId} ORDER BY quantity DESC, item_id LIMIT ${limit}`,
      ),

    /** Each promotion code's orders and the discount it gave, per currency. */
    promotions: (r: ReportRange) =>
      queryRows<{ promo_code: string; currency_id: number; orders: number; discount_minor: number }>(
        db,
        sql`SELECT ${orders.promoCode} AS promo_code, ${orders.currencyId} AS currency_id,
              count(*)::int AS orders, coalesce(sum(${orders.discountMinor}), 0)::bigint AS discount_minor
            FROM ${orders} WHERE ${inRange(r)} AND ${orders.promoCode} IS NOT NULL
            GROUP BY 1, 2 ORDER BY orders DESC, 1`,
      ),

    /**
     * Orders whose flight departed in the range (and before `now`) that were to be collected, and of
     * them those handed over (later replaced or refunded by staff included).
     */
    async handOver(r: ReportRange, now: Date) {
      const toCollect = codes(
        S.Confirmed,
        S.HandedOver,
        S.NotCollected,
        S.Replaced,
        S.RefundedByStaff,
        S.MovedToAnotherFlight,
      );
      const [row] = await queryRows<{ due: number; handed_over: number }>(
        db,
        sql`SELECT count(*)::int AS due,
              count(*) FILTER (WHERE ${orders.orderRequestStatus} IN (${codes(S.HandedOver, S.Replaced, S.RefundedByStaff)}))::int AS handed_over
            FROM ${orders}
            WHERE ${orders.departureDate} >= ${r.from.toISOString()} AND ${orders.departureDate} < ${r.until.toISOString()}
              AND ${orders.departureDate} < ${now.toISOString()}
              AND ${orders.orderRequestStatus} IN (${toCollect})
              AND ${orders.replacesOrderId} IS NULL`,
      );
      return { due: row?.due ?? 0, handedOver: row?.handed_over ?? 0 };
    },
  };
}

export type OrderReportsRepository = ReturnType<typeof createOrderReportsRepository>;
