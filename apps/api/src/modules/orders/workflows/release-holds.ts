import type { Db } from '../../../db/client';
import type { OrderContext } from '../order-context';
import type { OrderRow } from '../orders.repository';
import { releasePromotion } from './place/apply-promotion';
import { releaseStock } from './place/reserve-stock';

/**
 * Undoes what placing took and still holds: the goods and the promotion's use. Called once, on the
 * lifecycle's move out of a stock-holding state (its `release` stock effect).
 */
export async function releaseHolds(ctx: OrderContext, tx: Db, order: OrderRow) {
  await releaseStock(ctx, tx, order);
  await releasePromotion(ctx, tx, order);
}
