import type {
  OpsPromoCode,
  OpsPromoCodeCreateRequest,
  OpsPromoCodePreview,
  OpsPromoCodePreviewRequest,
  OpsPromoCodeUpdateRequest,
} from '@dfs/contract/ops/promo-codes';
import { fromMinor, toMinor } from '@dfs/domain/money';
import { PriceListKind } from '@dfs/domain/price-lists';
import type { Db } from '../../db/client';
import { BadRequest, Conflict, FieldConflict, NotFound } from '../../errors';
import type { AuditChange } from '../audit/audit.service';
import type { PromoCodesOpsRepository } from './promo-codes-ops.repository';
import type { PromoDefinition, unitPricesWith } from './promo-rates';

type AuditRecord = (tx: Db, change: AuditChange) => Promise<void>;
type Row = NonNullable<Awaited<ReturnType<PromoCodesOpsRepository['one']>>>;
type Proposal = OpsPromoCodeCreateRequest & { id?: number | undefined };

const toPromoCode = (r: Row): OpsPromoCode => ({
  id: r.id,
  version: r.version,
  code: r.code,
  name: r.name,
  kind: r.kind as 2 | 3,
  salesRate: r.salesRate,
  isPercentage: r.isPercentage,
  validFrom: r.validFrom.toISOString(),
  validTo: r.validTo?.toISOString() ?? null,
  usageLimit: r.usageLimit,
  perCustomerLimit: r.perCustomerLimit,
  stacksWithOffers: r.stacksWithOffers,
  active: r.active,
  usedCount: r.usedCount,
  bundles: r.bundles,
  items: r.items.map((m) => ({
    itemId: m.itemId,
    price: m.amountMinor === null ? null : fromMinor(m.amountMinor),
  })),
});

const membersOf = (p: Proposal) =>
  p.items.map((i) => ({
    itemId: i.itemId,
    amountMinor: p.kind === PriceListKind.Unit && i.price !== null ? toMinor(i.price) : null,
  }));

/** Whether a code is open at `at` as the storefront reads it (switched on and in its window). */
const openAt = (p: { active: boolean; validFrom: string; validTo: string | null }, at: Date) =>
  p.active && new Date(p.validFrom) <= at && (!p.validTo || at < new Date(p.validTo));

/** The engine's view of a code (bundles aside: a one-item preview never fills one). */
const definitionOf = (p: Proposal, id: number): PromoDefinition => ({
  list: {
    id,
    kind: p.kind,
    salesRate: p.kind === PriceListKind.Percentage ? p.salesRate : null,
    isPercentage: p.kind === PriceListKind.Percentage && p.isPercentage,
    stacksWithOffers: p.stacksWithOffers,
  },
  members: membersOf(p),
  bundles: [],
});

/**
 * Promo codes made, changed and switched off by staff: validity, total and per-customer limits, the
 * stacking rule and what the code gives. Writes check the version read (409) and are audited.
 */
export function createPromoCodesOpsService(deps: {
  repository: PromoCodesOpsRepository;
  /** Cart unit prices in USD of items bought alone, with a code's definition or none. */
  unitPrices: (
    itemIds: readonly number[],
    definition: PromoDefinition | null,
  ) => ReturnType<typeof unitPricesWith>;
  /** The names of the items that exist (the catalogue's), read in the caller's transaction. */
  itemNames: (itemIds: readonly number[], tx: Db) => Promise<Map<number, string>>;
  invalidate: () => void;
  now: () => Date;
}) {
  const { repository, unitPrices, itemNames, invalidate, now } = deps;

  async function preview(request: OpsPromoCodePreviewRequest): Promise<OpsPromoCodePreview> {
    const current = request.id === undefined ? undefined : await repository.one(request.id);
    if (request.id !== undefined && !current) throw new NotFound('api.staff.notFound');
    const ids = [
      ...new Set([...request.items.map((i) => i.itemId), ...(current?.items.map((i) => i.itemId) ?? [])]),
    ];
    const at = now();
    const before = current ? toPromoCode(current) : undefined;
    const listId = request.id ?? 0;
    const [shown, was, will] = await Promise.all([
      unitPrices(ids, null),
      unitPrices(ids, before && openAt(before, at) ? definitionOf(before, listId) : null),
      unitPrices(ids, openAt(request, at) ? definitionOf(request, listId) : null),
    ]);
    if (shown.size !== ids.length)
      throw new BadRequest('api.staff.invalidItem', { Items: ['api.staff.itemsUnknown'] });
    return {
      rows: ids
        .sort((a, b) => a - b)
        .map((itemId) => {
          const { product, priceMinor } = shown.get(itemId)!;
          return {
            itemId,
            itemCode: product.itemCode,
            name: product.name,
            shown: fromMinor(priceMinor),
            before: fromMinor(was.get(itemId)!.priceMinor),
            after: fromMinor(will.get(itemId)!.priceMinor),
          };
        }),
    };
  }

  async function save(
    request: OpsPromoCodeCreateRequest & { id?: number; version?: number },
    record: AuditRecord,
  ): Promise<OpsPromoCode> {
    const saved = await repository.transaction(async (tx) => {
      let before: OpsPromoCode | undefined;
      if (request.id !== undefined) {
        const version = await repository.lock(tx, request.id);
        if (version === undefined) throw new NotFound('api.staff.notFound');
        if (version !== request.version) throw new Conflict('api.staff.staleRow');
        before = toPromoCode((await repository.one(request.id, tx))!);
      }
      if (await repository.codeTaken(tx, request.code, before?.id))
        throw new FieldConflict({ Code: ['api.staff.promoCodeTaken'] }, 'api.staff.promoCodeTaken');
      if (before && request.usageLimit !== null && request.usageLimit < before.usedCount)
        throw new BadRequest('api.staff.invalidItem', { UsageLimit: ['validation.limitPositive'] });
      const members = membersOf(request);
      if (
        (
          await itemNames(
            members.map((m) => m.itemId),
            tx,
          )
        ).size !== members.length
      )
        throw new BadRequest('api.staff.invalidItem', { Items: ['api.staff.itemsUnknown'] });
      const id = await repository.write(
        tx,
        before?.id,
        {
          name: request.name,
          promoCode: request.code,
          kind: request.kind,
          validFrom: new Date(request.validFrom),
          validTo: request.validTo ? new Date(request.validTo) : null,
          salesRate: request.kind === PriceListKind.Percentage ? request.salesRate : null,
          isPercentage: request.kind === PriceListKind.Percentage && request.isPercentage,
          usageLimit: request.usageLimit,
          perCustomerLimit: request.perCustomerLimit,
          stacksWithOffers: request.stacksWithOffers,
          active: request.active,
        },
        members,
      );
      const after = toPromoCode((await repository.one(id, tx))!);
      const strip = ({ id: _i, version: _v, usedCount: _u, ...rest }: OpsPromoCode) => rest;
      await record(tx, {
        action: before ? 'update' : 'create',
        entity: 'promoCode',
        entityId: id,
        before: before ? strip(before) : null,
        after: strip(after),
      });
      return after;
    });
    invalidate();
    return saved;
  }

  return {
    async list() {
      return { rows: (await repository.all()).map(toPromoCode) };
    },
    preview,
    create: (request: OpsPromoCodeCreateRequest, record: AuditRecord) => save(request, record),
    update: (request: OpsPromoCodeUpdateRequest, record: AuditRecord) => save(request, record),
  };
}

export type PromoCodesOpsService = ReturnType<typeof createPromoCodesOpsService>;
