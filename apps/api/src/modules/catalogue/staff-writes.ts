import type {
  OpsItem,
  OpsItemFields,
  OpsItemsPage,
  OpsItemsQuery,
  OpsItemUpdateRequest,
} from '@dfs/contract/ops/items';
import { fromMinor, toMinor } from '@dfs/domain/money';
import type { Db } from '../../db/client';
import { BadRequest, Conflict, NotFound } from '../../errors';
import type { StaffItemRow, StaffItemValues } from './catalogue.repository';
import type { CatalogueContext } from './catalogue-context';

/**
 * Staff reads and edits of existing items (new items and images: catalogue-ops.service.ts). A
 * committed edit clears every process's read caches and rebuilds the item's search documents.
 */
export function staffWrites(ctx: CatalogueContext) {
  const { repository, search, staffChanged } = ctx;
  return {
    /** A page of items as staff edit them (active or not), filtered on the server. */
    async staffItems(query: OpsItemsQuery): Promise<OpsItemsPage> {
      const term = query.search?.trim() || undefined;
      const { rows, total } = await repository.staffPage(
        term,
        query.pageSize,
        (query.page - 1) * query.pageSize,
        query.id,
      );
      return { rows: rows.map(toOpsItem), total, page: query.page, pageSize: query.pageSize };
    },

    /**
     * Writes an item's basic fields if nobody changed it since `version` was read (else 409, nothing
     * written). `record` (the audit step) runs in the same transaction with the changed fields. The
     * read cache is cleared and the item's search documents are rebuilt once it has committed.
     */
    async updateStaffItem(
      change: OpsItemUpdateRequest,
      record: (tx: Db, before: Record<string, unknown>, after: Record<string, unknown>) => Promise<void>,
    ): Promise<OpsItem> {
      const updated = await repository.transaction(async (tx) => {
        const current = await repository.staffItemForUpdate(tx, change.id);
        if (!current) throw new NotFound('api.staff.itemNotFound');
        if (current.version !== change.version) throw new Conflict('api.staff.staleItem');
        const before = toOpsItem(current);
        const { id: _id, version: _version, ...fields } = change;
        const next: OpsItem = { ...before, ...fields };
        const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter(
          (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
        );
        if (changed.length === 0) return before;
        if (changed.includes('brandId') || changed.includes('categoryId')) {
          const known = await repository.placementKnown(tx, next.brandId, next.categoryId);
          throwUnlessPlaced(known);
        }
        next.version = await repository.updateStaffItem(tx, change.id, staffItemValues(next));
        if (changed.includes('zh')) await repository.setItemTranslation(tx, change.id, 'zh', next.zh);
        if (changed.includes('ar')) await repository.setItemTranslation(tx, change.id, 'ar', next.ar);
        await record(
          tx,
          Object.fromEntries(changed.map((key) => [key, before[key]])),
          Object.fromEntries(changed.map((key) => [key, next[key]])),
        );
        return next;
      });
      staffChanged();
      await search?.rebuild?.([change.id]);
      return updated;
    },
  };
}

/** The columns of an item's staff-editable fields. */
export function staffItemValues(fields: OpsItemFields): StaffItemValues {
  return {
    name: fields.name,
    description: fields.description,
    basePriceMinor: toMinor(fields.price),
    quantity: fields.quantity,
    orderQuantity: fields.orderQuantity,
    active: fields.active,
    brandId: fields.brandId,
    categoryId: fields.categoryId,
    milesForRedeem: fields.milesForRedeem,
    milesForAccrual: fields.milesForAccrual,
    isTravelExclusive: fields.isTravelExclusive,
    youtubeUrl: fields.youtubeUrl,
  };
}

/** 400 with the field at fault when the brand is unknown or the category is not a child category. */
export function throwUnlessPlaced(known: { brand: boolean; category: boolean }) {
  if (known.brand && known.category) return;
  throw new BadRequest('api.staff.invalidItem', {
    ...(known.brand ? {} : { BrandId: ['api.staff.brandUnknown'] }),
    ...(known.category ? {} : { CategoryId: ['api.staff.categoryNotChild'] }),
  });
}

export function toOpsItem(row: StaffItemRow): OpsItem {
  const text = (name: string | null, description: string | null) =>
    name === null ? null : { name, description: description ?? '' };
  return {
    id: row.id,
    itemCode: row.itemCode,
    name: row.name,
    description: row.description,
    zh: text(row.zhName, row.zhDescription),
    ar: text(row.arName, row.arDescription),
    price: fromMinor(row.basePriceMinor),
    quantity: row.quantity,
    orderQuantity: row.orderQuantity,
    active: row.active,
    brandId: row.brandId,
    categoryId: row.categoryId,
    milesForRedeem: row.milesForRedeem,
    milesForAccrual: row.milesForAccrual,
    isTravelExclusive: row.isTravelExclusive,
    youtubeUrl: row.youtubeUrl,
    version: row.version,
    images: row.images.map(({ id, url, isDefault }) => ({ id, url, isDefault })),
  };
}
