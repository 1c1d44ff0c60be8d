import type {
  OpsBanner,
  OpsBannerCreateRequest,
  OpsBrand,
  OpsBrandCreateRequest,
  OpsCategory,
  OpsCategoryCreateRequest,
} from '@dfs/contract/ops/content';
import type { Db } from '../../db/client';
import { BadRequest, Conflict, FieldConflict, NotFound } from '../../errors';
import type { AuditChange } from '../audit/audit.service';
import type { MasterDataOpsRepository } from './master-data-ops.repository';

export type AuditRecord = (tx: Db, change: AuditChange) => Promise<void>;

/** The fields that differ between two versions of a row, before and after (the audit entry). */
export function changedFields<T extends object>(before: T | null, after: T) {
  const keys = (Object.keys(after) as (keyof T)[]).filter(
    (key) => key !== 'version' && (!before || JSON.stringify(before[key]) !== JSON.stringify(after[key])),
  );
  return {
    before: before ? Object.fromEntries(keys.map((k) => [k, before[k]])) : null,
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
    changed: keys.length > 0,
  };
}

type Row<T> = T & { id: number; version: number };

/**
 * Staff edits of categories, brands and banners. Each write checks the version read (409 when the
 * row changed since), commits with its audit entry, then tells the storefront (`published`).
 */
export function createMasterDataOpsService(deps: {
  repository: MasterDataOpsRepository;
  /** Clears read caches and rebuilds the search documents of the items named (after commit). */
  published: (itemIds?: readonly number[]) => Promise<void>;
}) {
  const { repository, published } = deps;

  const toCategory = (
    r: NonNullable<Awaited<ReturnType<MasterDataOpsRepository['category']>>>,
  ): OpsCategory => r;
  const toBanner = (r: NonNullable<Awaited<ReturnType<MasterDataOpsRepository['banner']>>>): OpsBanner => ({
    ...r,
    size: r.size as 1 | 2 | 3,
    startsAt: r.startsAt?.toISOString() ?? null,
    endsAt: r.endsAt?.toISOString() ?? null,
  });

  /** One audited write: checks the version of an existing row, runs `write`, records what changed. */
  async function edit<T extends object>(
    entity: 'category' | 'brand' | 'banner',
    table: 'categories' | 'brands' | 'banners',
    target: { id: number; version: number } | undefined,
    read: (tx: Db, id: number) => Promise<Row<T> | undefined>,
    write: (tx: Db, before: Row<T> | undefined) => Promise<number>,
    record: AuditRecord,
  ): Promise<Row<T>> {
    return repository.transaction(async (tx) => {
      let before: Row<T> | undefined;
      if (target) {
        const version = await repository.lock(tx, table, target.id);
        if (version === undefined) throw new NotFound('api.staff.notFound');
        if (version !== target.version) throw new Conflict('api.staff.staleRow');
        before = await read(tx, target.id);
      }
      const id = await write(tx, before);
      const after = (await read(tx, id))!;
      const diff = changedFields(before ?? null, after);
      if (!diff.changed) return before!;
      await record(tx, {
        action: before ? 'update' : 'create',
        entity,
        entityId: id,
        before: diff.before,
        after: diff.after,
      });
      return after;
    });
  }

  return {
    async categories() {
      return { rows: (await repository.categories()).map(toCategory) };
    },
    async brands() {
      return { rows: await repository.brands() };
    },
    async banners() {
      return { rows: (await repository.banners()).map(toBanner) };
    },

    async saveCategory(
      request: OpsCategoryCreateRequest & { id?: number; version?: number },
      record: AuditRecord,
    ): Promise<OpsCategory> {
      const target = request.id === undefined ? undefined : { id: request.id, version: request.version! };
      let affected: number[] = [];
      const saved = await edit<OpsCategory>(
        'category',
        'categories',
        target,
        async (tx, id) => {
          const row = await repository.category(tx, id);
          return row && toCategory(row);
        },
        async (tx, before) => {
          if (request.parentId !== null) {
            if (request.parentId === target?.id || !(await repository.isTopCategory(tx, request.parentId)))
              throw new BadRequest('api.staff.invalidItem', { ParentId: ['api.staff.parentNotTop'] });
            if (before && (await repository.hasChildren(tx, before.id)))
              throw new BadRequest('api.staff.invalidItem', { ParentId: ['api.staff.categoryHasChildren'] });
          } else if (before && before.parentId !== null) {
            // Items sit in child categories only: one holding items stays a child.
            if ((await repository.itemIdsOf(tx, { categoryId: before.id })).length > 0)
              throw new BadRequest('api.staff.invalidItem', { ParentId: ['api.staff.parentNotTop'] });
          }
          const id = await repository.writeCategory(
            tx,
            before?.id,
            {
              parentId: request.parentId,
              name: request.name,
              imageUrl: request.imageUrl,
              sortOrder: request.sortOrder,
            },
            { zh: request.zhName, ar: request.arName },
          );
          if (before) affected = await repository.itemIdsOf(tx, { categoryId: id });
          return id;
        },
        record,
      );
      await published(affected);
      return saved;
    },

    async saveBrand(
      request: OpsBrandCreateRequest & { id?: number; version?: number },
      record: AuditRecord,
    ): Promise<OpsBrand> {
      const target = request.id === undefined ? undefined : { id: request.id, version: request.version! };
      let affected: number[] = [];
      const saved = await edit<OpsBrand>(
        'brand',
        'brands',
        target,
        (tx, id) => repository.brand(tx, id),
        async (tx, before) => {
          const named = await repository.brandNamed(tx, request.name);
          if (named !== undefined && named !== before?.id)
            throw new FieldConflict({ Name: ['api.staff.nameTaken'] });
          const id = await repository.writeBrand(
            tx,
            before?.id,
            {
              name: request.name,
              description: request.description,
              imageUrl: request.imageUrl,
              isPowerBrand: request.isPowerBrand,
            },
            { zh: request.zhDescription, ar: request.arDescription },
          );
          if (before) affected = await repository.itemIdsOf(tx, { brandId: id });
          return id;
        },
        record,
      );
      await published(affected);
      return saved;
    },

    async saveBanner(
      request: OpsBannerCreateRequest & { id?: number; version?: number },
      record: AuditRecord,
    ): Promise<OpsBanner> {
      const target = request.id === undefined ? undefined : { id: request.id, version: request.version! };
      const saved = await edit<OpsBanner>(
        'banner',
        'banners',
        target,
        async (tx, id) => {
          const row = await repository.banner(tx, id);
          return row && toBanner(row);
        },
        (tx, before) =>
          repository.writeBanner(
            tx,
            before?.id,
            {
              size: request.size,
              imageUrl: request.imageUrl,
              title: request.title,
              videoUrl: request.videoUrl,
              linkUrl: request.linkUrl,
              startsAt: request.startsAt ? new Date(request.startsAt) : null,
              endsAt: request.endsAt ? new Date(request.endsAt) : null,
              sortOrder: request.sortOrder,
              active: request.active,
            },
            {
              zh: { title: request.zhTitle, imageUrl: request.zhImageUrl },
              ar: { title: request.arTitle, imageUrl: request.arImageUrl },
            },
          ),
        record,
      );
      await published();
      return saved;
    },
  };
}

export type MasterDataOpsService = ReturnType<typeof createMasterDataOpsService>;
