import type {
  OpsCurrency,
  OpsCurrencyPreview,
  OpsCurrencyPreviewRequest,
  OpsCurrencyUpdateRequest,
} from '@dfs/contract/ops/currencies';
import { convertMinor, fromMinor } from '@dfs/domain/money';
import { BadRequest, Conflict, NotFound } from '../../errors';
import type { CurrenciesOpsRepository } from './currencies-ops.repository';
import { type AuditRecord, changedFields } from './master-data-ops.service';

/** The currency every price is kept in; it is never switched off. */
export const DEFAULT_CURRENCY = 'USD';

type Row = NonNullable<Awaited<ReturnType<CurrenciesOpsRepository['one']>>>;
const toCurrency = (r: Row): OpsCurrency => ({ ...r, isDefault: r.code === DEFAULT_CURRENCY });

/** A storefront price in USD minor units, as the catalogue shows it (offers applied). */
export interface ShownPrice {
  itemId: number;
  itemCode: string;
  name: string;
  usdMinor: number;
}

/**
 * Staff edits of currencies: the rate to USD and whether travellers may choose the currency. Each
 * write checks the version read (409), commits with its audit entry, then clears the read caches.
 */
export function createCurrenciesOpsService(deps: {
  repository: CurrenciesOpsRepository;
  /** The shown USD price of the item named, else of a few items (a sample). */
  shownPrices: (usdId: number, itemId?: number) => Promise<ShownPrice[]>;
  invalidate: () => void;
}) {
  const { repository, shownPrices, invalidate } = deps;
  return {
    async list() {
      return { rows: (await repository.all()).map(toCurrency) };
    },

    async preview(request: OpsCurrencyPreviewRequest): Promise<OpsCurrencyPreview> {
      const current = await repository.one(request.id);
      if (!current) throw new NotFound('api.staff.notFound');
      const usdId = await repository.usdId();
      if (usdId === undefined) throw new NotFound('api.staff.notFound');
      if (current.code === DEFAULT_CURRENCY && request.rateToUsd !== 1)
        throw new BadRequest('api.staff.invalidItem', { RateToUsd: ['api.staff.defaultCurrencyFixed'] });
      const prices = await shownPrices(usdId, request.itemId);
      if (request.itemId !== undefined && prices.length === 0)
        throw new BadRequest('api.staff.invalidItem', { ItemId: ['api.staff.itemsUnknown'] });
      return {
        currency: current.code,
        rows: prices.map((p) => ({
          itemId: p.itemId,
          itemCode: p.itemCode,
          name: p.name,
          usd: fromMinor(p.usdMinor),
          before: fromMinor(convertMinor(p.usdMinor, 1, current.rateToUsd)),
          after: fromMinor(convertMinor(p.usdMinor, 1, request.rateToUsd)),
        })),
      };
    },

    async update(request: OpsCurrencyUpdateRequest, record: AuditRecord): Promise<OpsCurrency> {
      const saved = await repository.transaction(async (tx) => {
        const version = await repository.lock(tx, request.id);
        if (version === undefined) throw new NotFound('api.staff.notFound');
        if (version !== request.version) throw new Conflict('api.staff.staleRow');
        const before = toCurrency((await repository.one(request.id, tx))!);
        if (before.isDefault && (request.rateToUsd !== 1 || !request.active))
          throw new BadRequest('api.staff.invalidItem', {
            [request.active ? 'RateToUsd' : 'Active']: ['api.staff.defaultCurrencyFixed'],
          });
        await repository.write(tx, request.id, { rateToUsd: request.rateToUsd, active: request.active });
        const after = toCurrency((await repository.one(request.id, tx))!);
        const diff = changedFields(before, after);
        if (diff.changed)
          await record(tx, {
            action: 'update',
            entity: 'currency',
            entityId: request.id,
            before: diff.before,
            after: diff.after,
          });
        return after;
      });
      invalidate();
      return saved;
    },
  };
}

export type CurrenciesOpsService = ReturnType<typeof createCurrenciesOpsService>;
