import type { Product } from '@dfs/contract/catalogue';
import type {
  OpsPriceRule,
  OpsPriceRuleCreateRequest,
  OpsPriceRulePreview,
  OpsPriceRulePreviewRequest,
  OpsPriceRuleUpdateRequest,
} from '@dfs/contract/ops/price-rules';
import { fromMinor, toMinor } from '@dfs/domain/money';
import { PriceListKind, unreachableTiers, windowsOverlap } from '@dfs/domain/price-lists';
import { type PricedItem, priceCart } from '@dfs/domain/pricing-engine';
import type { Db } from '../../db/client';
import { BadRequest, Conflict, NotFound, RuleViolation } from '../../errors';
import type { AuditChange } from '../audit/audit.service';
import type { PriceRulesOpsRepository } from './price-rules-ops.repository';
import { pricedItemOf } from './promo-rates';

type AuditRecord = (tx: Db, change: AuditChange) => Promise<void>;
type Row = NonNullable<Awaited<ReturnType<PriceRulesOpsRepository['one']>>>;
type Proposal = OpsPriceRuleCreateRequest;
type ItemLabel = { itemCode: string; name: string; orderQuantity: number | null };

const toRule = (r: Row): OpsPriceRule => ({
  id: r.id,
  version: r.version,
  name: r.name,
  kind: r.kind as 1 | 4,
  validFrom: r.validFrom.toISOString(),
  validTo: r.validTo?.toISOString() ?? null,
  active: r.active,
  tiers: r.tiers.map((t) => ({
    itemId: t.itemId,
    startQuantity: t.startQuantity,
    endQuantity: t.endQuantity,
    price: fromMinor(t.customPriceMinor),
  })),
  buyGet: r.buyGet.map((b) => ({
    itemId: b.itemId,
    buyQuantity: b.buyQuantity,
    getQuantity: b.getQuantity,
    getItemId: b.getItemId,
  })),
});

const openAt = (p: Proposal, at: Date) =>
  p.active && new Date(p.validFrom) <= at && (!p.validTo || at < new Date(p.validTo));
const itemsOf = (p: Proposal) => [
  ...new Set([...p.tiers.map((t) => t.itemId), ...p.buyGet.flatMap((b) => [b.itemId, b.getItemId])]),
];

/** The engine's item with this list's rows replaced by the proposal's (none when it is not open). */
function withProposal(item: PricedItem, listId: number, proposal: Proposal | null): PricedItem {
  const mine = (row: { priceListId?: number }) => row.priceListId === listId;
  return {
    ...item,
    volumeTiers: [
      ...(item.volumeTiers ?? []).filter((t) => !mine(t)),
      ...(proposal?.tiers ?? [])
        .filter((t) => t.itemId === item.itemId)
        .map((t) => ({ ...t, customPriceMinor: toMinor(t.price), priceListId: listId })),
    ].sort((a, b) => a.startQuantity - b.startQuantity),
    buyGet: [
      ...(item.buyGet ?? []).filter((b) => !mine(b)),
      ...(proposal?.buyGet ?? [])
        .filter((b) => b.itemId === item.itemId)
        .map((b) => ({ ...b, priceListId: listId })),
    ],
  };
}

/** 422 naming the item and its limit when a tier starts above the item's per-order limit (it would never apply). */
function refuseUnreachableTiers(tiers: Proposal['tiers'], items: ReadonlyMap<number, ItemLabel>) {
  const [first] = unreachableTiers(tiers, items);
  if (!first) return;
  const item = items.get(first.itemId)!;
  throw new RuleViolation('api.staff.tierAboveOrderLimit', {
    item: `${item.itemCode} ${item.name}`,
    limit: first.limit,
    from: first.startQuantity,
  });
}

/** Volume and buy-get price lists made and changed by staff, with a preview of the cart's prices. */
export function createPriceRulesOpsService(deps: {
  repository: PriceRulesOpsRepository;
  /** The products as the storefront shows them in USD (open lists applied). */
  products: (itemIds: readonly number[]) => Promise<Product[]>;
  /** Items' codes, names and per-order limits, active or not. */
  itemLabels: (itemIds: readonly number[], tx: Db) => Promise<Map<number, ItemLabel>>;
  invalidate: () => void;
  now: () => Date;
}) {
  const { repository, products, itemLabels, invalidate, now } = deps;

  async function preview(request: OpsPriceRulePreviewRequest): Promise<OpsPriceRulePreview> {
    const current = request.id === undefined ? undefined : await repository.one(request.id);
    if (request.id !== undefined && !current) throw new NotFound('api.staff.notFound');
    const ids = [...new Set([...itemsOf(request), ...(current ? itemsOf(toRule(current)) : [])])];
    const found = await products(ids);
    if (found.length !== ids.length)
      throw new BadRequest('api.staff.invalidItem', { Items: ['api.staff.itemsUnknown'] });
    refuseUnreachableTiers(request.tiers, new Map(found.map((p) => [p.id, p])));
    const listId = request.id ?? 0;
    const proposal = openAt(request, now()) ? request : null;
    const quantities = (p: Product) => [
      ...new Set(
        [
          ...[...request.tiers, ...(current ? toRule(current).tiers : [])]
            .filter((t) => t.itemId === p.id)
            .map((t) => t.startQuantity),
          ...[...request.buyGet, ...(current ? toRule(current).buyGet : [])]
            .filter((b) => b.itemId === p.id)
            .map((b) => b.buyQuantity),
        ].sort((a, b) => a - b),
      ),
    ];
    const rows: OpsPriceRulePreview['rows'] = [];
    for (const p of found.sort((a, b) => a.id - b.id)) {
      const item = pricedItemOf(p);
      const price = (priced: PricedItem, quantity: number) => {
        const cart = priceCart([{ itemId: p.id, quantity }], new Map([[p.id, priced]]));
        const free = cart.freeLines.reduce((sum, l) => sum + l.quantity, 0);
        return { unit: fromMinor(cart.lines[0]!.unitPriceMinor), free };
      };
      for (const quantity of quantities(p)) {
        const was = price(item, quantity);
        const will = price(withProposal(item, listId, proposal), quantity);
        rows.push({
          itemId: p.id,
          itemCode: p.itemCode,
          name: p.name,
          quantity,
          before: was.unit,
          after: will.unit,
          freeBefore: was.free,
          freeAfter: will.free,
        });
      }
    }
    return { rows };
  }

  async function save(request: Proposal & { id?: number; version?: number }, record: AuditRecord) {
    const saved = await repository.transaction(async (tx) => {
      let before: OpsPriceRule | undefined;
      if (request.id !== undefined) {
        const version = await repository.lock(tx, request.id);
        if (version === undefined) throw new NotFound('api.staff.notFound');
        if (version !== request.version) throw new Conflict('api.staff.staleRow');
        before = toRule((await repository.one(request.id, tx))!);
      }
      const ids = itemsOf(request);
      const items = await itemLabels(ids, tx);
      if (items.size !== ids.length)
        throw new BadRequest('api.staff.invalidItem', { Items: ['api.staff.itemsUnknown'] });
      refuseUnreachableTiers(request.tiers, items);
      const window = {
        from: new Date(request.validFrom),
        to: request.validTo ? new Date(request.validTo) : null,
      };
      const covered = request.kind === PriceListKind.Volume ? request.tiers : request.buyGet;
      const others = await repository.activeListsOn(
        tx,
        request.kind,
        covered.map((r) => r.itemId),
        before?.id,
      );
      if (request.active && others.some((o) => windowsOverlap(window, { from: o.validFrom, to: o.validTo })))
        throw new BadRequest('api.staff.invalidItem', { ValidFrom: ['api.staff.windowOverlap'] });
      const id = await repository.write(
        tx,
        before?.id,
        {
          name: request.name,
          kind: request.kind,
          validFrom: window.from,
          validTo: window.to,
          active: request.active,
        },
        request.tiers.map((t) => ({
          itemId: t.itemId,
          startQuantity: t.startQuantity,
          endQuantity: t.endQuantity,
          customPriceMinor: toMinor(t.price),
        })),
        request.buyGet,
      );
      const after = toRule((await repository.one(id, tx))!);
      const strip = ({ id: _i, version: _v, ...rest }: OpsPriceRule) => rest;
      await record(tx, {
        action: before ? 'update' : 'create',
        entity: 'priceRule',
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
      return { rows: (await repository.all()).map(toRule) };
    },
    preview,
    create: (request: OpsPriceRuleCreateRequest, record: AuditRecord) => save(request, record),
    update: (request: OpsPriceRuleUpdateRequest, record: AuditRecord) => save(request, record),
  };
}

export type PriceRulesOpsService = ReturnType<typeof createPriceRulesOpsService>;
