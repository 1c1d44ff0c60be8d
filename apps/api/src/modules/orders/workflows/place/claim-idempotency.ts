import type { CreatePreOrderResponse } from '@dfs/contract/preorders';
import { Conflict } from '../../../../errors';
import type { OrderContext } from '../../order-context';
import { answer } from '../step';
import type { PlacingStep } from './placing';

/**
 * Claims the Idempotency-Key: a concurrent request with the same key waits until this transaction
 * ends; a replay answers the first reply, and the same key with another body is a 409.
 */
export const claimIdempotency = (
  ctx: OrderContext,
): PlacingStep<'tx' | 'idempotencyKey' | 'scope' | 'requestHash', never, CreatePreOrderResponse> => ({
  name: 'claim idempotency key',
  async run({ tx, idempotencyKey, scope, requestHash }) {
    if (!idempotencyKey) return {};
    const claim = await ctx.repository.claimIdempotencyKey(tx, scope, idempotencyKey, requestHash);
    if (claim.claimed) return {};
    if (claim.existing?.requestHash !== requestHash || !claim.existing.responseBody) {
      throw new Conflict('api.orders.idempotencyMismatch');
    }
    return answer(claim.existing.responseBody as CreatePreOrderResponse);
  },
});
