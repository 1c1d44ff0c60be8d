import type {
  OpsOffer,
  OpsOfferCreateRequest,
  OpsOfferPreview,
  OpsOfferPreviewRequest,
  OpsOfferUpdateRequest,
} from '@dfs/contract/ops/offers';
import { fromMinor, toMinor } from '@dfs/domain/money';
import { PriceListKind } from '@dfs/domain/price-lists';
import type { Db } from '../../db/client';
import { BadRequest, Conflict, NotFound } from '../../errors';
import type { AuditChange } from '../audit/audit.service';
import { bestOffer, type OfferRow } from '../catalogue/catalogue.service';
import type { OffersOpsRepository } from './offers-ops.repository';

type AuditRecord = (tx: Db, change: AuditChange) => Promise<void>;
type Row = NonNullable<Awaited<ReturnType<OffersOpsRepository['one']>>>;

const toOffer = (r: Row): OpsOffer => ({
  id: r.id,
  version: r.version,
  name: r.name,
  kind: r.kind as 2 | 3,
  validFrom: r.validFrom.toISOString(),
  validTo: r.validTo?.toISOString() ?? null,
  salesRate: r.salesRate,
  isPercentage: r.isPercentage,
  active: r.active,
  items: r.items.map((m) => ({
    itemId: m.itemId,
    price: m.amountMinor === null ? null : fromMinor(m.amountMinor),
  })),
});

/** Offer price lists (unit and percentage) made and changed by staff, with a preview of their effect. */
export function createOffersOpsService(deps: {
  repository: OffersOpsRepository;
  /** The open offers of these items now (the catalogue's own reading). */
  offers: (itemIds: readonly number[], now: Date) => Promise<OfferRow[]>;
  invalidate: () => void;
  now: () => Date;
}) {
  const { repository, offers, invalidate, now } = deps;

  /** The storefront USD price of each item with `proposal` in place of the list's current rows. */
  async function preview(tx: Db, request: OpsOfferPreviewRequest): Promise<OpsOfferPreview> {
    const current = request.id === undefined ? undefined : await repository.one(tx, request.id);
    const ids = [
      ...new Set([...request.items.map((i) => i.itemId), ...(current?.items.map((i) => i.itemId) ?? [])]),
    ];
    const known = await repository.itemsByIds(tx, ids);
    if (known.length !== ids.length)
      throw new BadRequest('api.staff.invalidItem', { Items: ['api.staff.itemsUnknown'] });
    const at = now();
    const open = await offers(ids, at);
    const proposedOpen =
      request.active &&
      new Date(request.validFrom) <= at &&
      (!request.validTo || at < new Date(request.validTo));
    const listId = request.id ?? 0;
    const rows = known
      .sort((a, b) => a.id - b.id)
      .map((item) => {
        const others = open.filter((o) => o.itemId === item.id && o.priceListId !== listId);
        const mine = open.filter((o) => o.itemId === item.id && o.priceListId === listId);
        const member = request.items.find((i) => i.itemId === item.id);
        const proposed: OfferRow[] =
          proposedOpen && member
            ? [
                {
                  itemId: item.id,
                  priceListId: listId,
                  kind: request.kind,
                  salesRate: request.kind === PriceListKind.Percentage ? request.salesRate : null,
                  isPercentage: request.isPercentage,
                  amountMinor: member.price === null ? null : toMinor(member.price),
                },
              ]
            : [];
        const price = (list: OfferRow[]) =>
          fromMinor(bestOffer(item.basePriceMinor, list)?.priceMinor ?? item.basePriceMinor);
        return {
          itemId: item.id,
          itemCode: item.itemCode,
          name: item.name,
          before: price([...others, ...mine]),
          after: price([...others, ...proposed]),
        };
      });
    return { rows };
  }

  async function save(
    request: OpsOfferCreateRequest & { id?: number; version?: number },
    record: AuditRecord,
  ): Promise<OpsOffer> {
    const saved = await repository.transaction(async (tx) => {
      let before: OpsOffer | undefined;
      if (request.id !== undefined) {
        const version = await repository.lock(tx, request.id);
        const row = version === undefined ? undefined : await repository.one(tx, request.id);
        if (!row) throw new NotFound('api.staff.notFound');
        if (version !== request.version) throw new Conflict('api.staff.staleRow');
        before = toOffer(row);
      }
      const ids = request.items.map((i) => i.itemId);
      if ((await repository.itemsByIds(tx, ids)).length !== ids.length)
        throw new BadRequest('api.staff.invalidItem', { Items: ['api.staff.itemsUnknown'] });
      const id = await repository.write(
        tx,
        before?.id,
        {
          name: request.name,
          kind: request.kind,
          validFrom: new Date(request.validFrom),
          validTo: request.validTo ? new Date(request.validTo) : null,
          salesRate: request.kind === PriceListKind.Percentage ? request.salesRate : null,
          isPercentage: request.kind === PriceListKind.Percentage && request.isPercentage,
          active: request.active,
        },
        request.items.map((i) => ({
          itemId: i.itemId,
          amountMinor: request.kind === PriceListKind.Unit && i.price !== null ? toMinor(i.price) : null,
        })),
      );
      const after = toOffer((await repository.one(tx, id))!);
      const { id: _a, version: _b, ...afterFields } = after;
      const beforeFields = before ? (({ id: _c, version: _d, ...rest }) => rest)(before) : null;
      await record(tx, {
        action: before ? 'update' : 'create',
        entity: 'offer',
        entityId: id,
        before: beforeFields,
        after: afterFields,
      });
      return after;
    });
    invalidate();
    return saved;
  }

  return {
    async list() {
      return { rows: (await repository.all()).map(toOffer) };
    },
    preview: (request: OpsOfferPreviewRequest) => repository.read((db) => preview(db, request)),
    create: (request: OpsOfferCreateRequest, record: AuditRecord) => save(request, record),
    update: (request: OpsOfferUpdateRequest, record: AuditRecord) => save(request, record),
  };
}

export type OffersOpsService = ReturnType<typeof createOffersOpsService>;
