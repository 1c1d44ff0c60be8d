import type { OpsCollection, OpsCollectionCreateRequest } from '@dfs/contract/ops/collections';
import { BadRequest, Conflict, NotFound } from '../../errors';
import type { AuditStep } from '../audit/audit.service';
import { changedFields } from '../master-data/master-data-ops.service';
import type { CollectionsOpsRepository } from './collections-ops.repository';

type Saved = OpsCollection;

/** The audit entry's view of a collection: its fields, with the items as their ids in order. */
const audited = ({ items, ...c }: Saved) => ({ ...c, itemIds: items.map((i) => i.itemId) });

/**
 * Staff edits of collections: each write checks the version read (409 when it changed since),
 * replaces the items in the order given, commits with its audit entry, then tells the storefront.
 */
export function createCollectionsOpsService(deps: {
  repository: CollectionsOpsRepository;
  /** Clears the storefront's read caches (after commit). */
  published: () => void;
}) {
  const { repository, published } = deps;
  return {
    async collections() {
      return { rows: await repository.collections() };
    },

    async save(
      request: OpsCollectionCreateRequest & { id?: number; version?: number },
      record: AuditStep,
    ): Promise<Saved> {
      const fields: Record<string, string[]> = {};
      if (request.zhDescription !== null && request.zhName === null)
        fields.ZhName = ['validation.nameRequired'];
      if (request.arDescription !== null && request.arName === null)
        fields.ArName = ['validation.nameRequired'];
      if (Object.keys(fields).length > 0) throw new BadRequest('api.staff.invalidItem', fields);
      const saved = await repository.transaction(async (tx) => {
        let before: Saved | undefined;
        if (request.id !== undefined) {
          const version = await repository.lock(tx, request.id);
          if (version === undefined) throw new NotFound('api.staff.notFound');
          if (version !== request.version) throw new Conflict('api.staff.staleRow');
          before = await repository.collection(tx, request.id);
        }
        if ((await repository.knownItems(tx, request.itemIds)) !== request.itemIds.length)
          throw new BadRequest('api.staff.invalidItem', { ItemIds: ['api.staff.itemsUnknown'] });
        const id = await repository.write(
          tx,
          before?.id,
          {
            name: request.name,
            description: request.description,
            imageUrl: request.imageUrl,
            sortOrder: request.sortOrder,
          },
          {
            zh: { name: request.zhName, description: request.zhDescription },
            ar: { name: request.arName, description: request.arDescription },
          },
          request.itemIds,
        );
        const after = (await repository.collection(tx, id))!;
        const diff = changedFields(before ? audited(before) : null, audited(after));
        if (!diff.changed) return before!;
        await record(tx, {
          action: before ? 'update' : 'create',
          entity: 'collection',
          entityId: id,
          before: diff.before,
          after: diff.after,
        });
        return after;
      });
      published();
      return saved;
    },
  };
}

export type CollectionsOpsService = ReturnType<typeof createCollectionsOpsService>;
