import type {
  OpsItem,
  OpsItemCreateRequest,
  OpsItemImageRequest,
  OpsItemImageUploadQuery,
  OpsItemOptions,
} from '@dfs/contract/ops/items';
import type { Db } from '../../db/client';
import { Conflict, FieldConflict, NotFound } from '../../errors';
import type { AuditChange } from '../audit/audit.service';
import type { SearchService } from '../search/search.service';
import type { CatalogueService } from './catalogue.service';
import type { ItemImageStore } from './item-images';
import type { StaffItemsRepository } from './staff-items.repository';
import { staffItemValues, throwUnlessPlaced, toOpsItem } from './staff-writes';

/** The audit step of one staff member, bound to the write's transaction. */
export type AuditRecord = (tx: Db, change: AuditChange) => Promise<void>;

/**
 * Staff writes that make catalogue content: new items and their images. Each write and its audit
 * entry commit together; the storefront's caches are cleared and search documents rebuilt after.
 */
export function createCatalogueOpsService(deps: {
  repository: StaffItemsRepository;
  catalogue: Pick<CatalogueService, 'staffChanged'>;
  search?: Pick<SearchService, 'rebuild'>;
  images: ItemImageStore;
  now: () => Date;
}) {
  const { repository, catalogue, search, images, now } = deps;

  async function staffItem(tx: Db, id: number): Promise<OpsItem> {
    const row = await repository.staffItemForUpdate(tx, id);
    if (!row) throw new NotFound('api.staff.itemNotFound');
    return toOpsItem(row);
  }

  async function published(itemId: number) {
    catalogue.staffChanged();
    await search?.rebuild([itemId]);
  }

  /** Locks the item and checks the version read; 404 or 409 otherwise. */
  async function lockedAt(tx: Db, itemId: number, version: number) {
    const item = await staffItem(tx, itemId);
    if (item.version !== version) throw new Conflict('api.staff.staleItem');
    return item;
  }

  return {
    options(): Promise<OpsItemOptions> {
      return repository.staffOptions();
    },

    /** A new item with its Chinese and Arabic text; 409 (nothing written) when the code is taken. */
    async createItem(request: OpsItemCreateRequest, record: AuditRecord): Promise<OpsItem> {
      const created = await repository.transaction(async (tx) => {
        throwUnlessPlaced(await repository.placementKnown(tx, request.brandId, request.categoryId));
        const id = await repository.insertStaffItem(tx, {
          ...staffItemValues(request),
          itemCode: request.itemCode,
          registeredDate: now(),
        });
        if (id === undefined)
          throw new FieldConflict({ ItemCode: ['api.staff.itemCodeTaken'] }, 'api.staff.itemCodeTaken');
        if (request.zh) await repository.setItemTranslation(tx, id, 'zh', request.zh);
        if (request.ar) await repository.setItemTranslation(tx, id, 'ar', request.ar);
        const item = await staffItem(tx, id);
        const { id: _id, version: _version, images: _images, ...after } = item;
        await record(tx, { action: 'create', entity: 'item', entityId: id, before: null, after });
        return item;
      });
      await published(created.id);
      return created;
    },

    /**
     * Adds an uploaded image in the storefront's sizes (the first becomes the default). The files are
     * written first under unique names and removed again if the database write fails.
     */
    async addImage(query: OpsItemImageUploadQuery, body: Buffer, record: AuditRecord): Promise<OpsItem> {
      // Refuse a stale or unknown item before the work of resizing.
      await repository.transaction((tx) => lockedAt(tx, query.itemId, query.version));
      const url = await images.save(query.itemId, body);
      try {
        const item = await repository.transaction(async (tx) => {
          const before = await lockedAt(tx, query.itemId, query.version);
          await repository.addItemImage(tx, query.itemId, url);
          await repository.bumpItemVersion(tx, query.itemId);
          const after = await staffItem(tx, query.itemId);
          await record(tx, {
            action: 'update',
            entity: 'item',
            entityId: query.itemId,
            before: { images: before.images },
            after: { images: after.images },
          });
          return after;
        });
        await published(query.itemId);
        return item;
      } catch (error) {
        await images.remove(url);
        throw error;
      }
    },

    /** Makes one image the default (the one lists and cards show). */
    async setDefaultImage(request: OpsItemImageRequest, record: AuditRecord): Promise<OpsItem> {
      const item = await repository.transaction(async (tx) => {
        const before = await lockedAt(tx, request.itemId, request.version);
        if (!(await repository.setDefaultItemImage(tx, request.itemId, request.imageId)))
          throw new NotFound('api.staff.imageNotFound');
        await repository.bumpItemVersion(tx, request.itemId);
        const after = await staffItem(tx, request.itemId);
        await record(tx, {
          action: 'update',
          entity: 'item',
          entityId: request.itemId,
          before: { images: before.images },
          after: { images: after.images },
        });
        return after;
      });
      await published(request.itemId);
      return item;
    },

    /** Removes an image; its files go once the removal has committed. */
    async deleteImage(request: OpsItemImageRequest, record: AuditRecord): Promise<OpsItem> {
      let removed: string | undefined;
      const item = await repository.transaction(async (tx) => {
        const before = await lockedAt(tx, request.itemId, request.version);
        removed = await repository.deleteItemImage(tx, request.itemId, request.imageId);
        if (removed === undefined) throw new NotFound('api.staff.imageNotFound');
        await repository.bumpItemVersion(tx, request.itemId);
        const after = await staffItem(tx, request.itemId);
        await record(tx, {
          action: 'update',
          entity: 'item',
          entityId: request.itemId,
          before: { images: before.images },
          after: { images: after.images },
        });
        return after;
      });
      if (removed) await images.remove(removed);
      await published(request.itemId);
      return item;
    },
  };
}

export type CatalogueOpsService = ReturnType<typeof createCatalogueOpsService>;
