import type { CreatePreOrderResponse } from '@dfs/contract/preorders';
import { Conflict } from '../../../../errors';
import type { OrderContext } from '../../order-context';
import type { Step } from '../step';
import { need, type Placing } from './placing';

/**
 * Claims the Idempotency-Key: a concurrent request with the same key waits until this transaction
 * ends; a replay answers the first reply, and the same key with another body is a 409.
 */
export const claimIdempotency = (ctx: OrderContext): Step<Placing> => ({
  name: 'claim idempotency key',
  async run(p, tx) {
    if (!p.idempotencyKey) return;
    const hash = need(p.requestHash, 'request hash');
    const claim = await ctx.repository.claimIdempotencyKey(
      tx,
      need(p.scope, 'scope'),
      p.idempotencyKey,
      hash,
    );
    if (claim.claimed) return;
    if (claim.existing?.requestHash !== hash || !claim.existing.responseBody) {
      throw new Conflict('api.orders.idempotencyMismatch');
    }
    p.reply = claim.existing.responseBody as CreatePreOrderResponse;
    p.stop = true;
  },
});
