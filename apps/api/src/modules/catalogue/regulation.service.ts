import type {
  OpsAgeRestrictedSetRequest,
  OpsRegulatedItemRemoveRequest,
  OpsRegulation,
  RegulationPrompt,
} from '@dfs/contract/ops/regulation';
import type { Db } from '../../db/client';
import { BadRequest, Conflict, NotFound } from '../../errors';
import type { AuditChange } from '../audit/audit.service';
import type { RegulationRepository } from './regulation.repository';

type AuditRecord = (tx: Db, change: AuditChange) => Promise<void>;

/**
 * Staff edits of the regulated items (EU fragrance prompt) and the age-restricted top categories. Each
 * write commits with its audit entry, then clears the storefront's read caches in every API process.
 */
export function createRegulationService(deps: {
  repository: RegulationRepository;
  staffChanged: () => void;
}) {
  const { repository, staffChanged } = deps;

  async function read(tx?: Db): Promise<OpsRegulation> {
    const [items, categories] = await Promise.all([
      repository.regulatedItems(tx),
      repository.topCategories(tx),
    ]);
    return {
      items: items.map((i) => ({ ...i, prompt: i.prompt as RegulationPrompt })),
      categories,
    };
  }

  async function itemOf(tx: Db, itemCode: string) {
    const item = await repository.itemByCode(tx, itemCode);
    if (!item) throw new BadRequest('api.staff.invalidItem', { ItemCode: ['api.staff.itemCodeUnknown'] });
    return item;
  }

  return {
    read: () => read(),

    async addItem(request: { itemCode: string; prompt: RegulationPrompt }, record: AuditRecord) {
      const saved = await repository.transaction(async (tx) => {
        const item = await itemOf(tx, request.itemCode);
        if (!(await repository.add(tx, item.id, request.prompt)))
          throw new Conflict('api.staff.alreadyRegulated');
        await record(tx, {
          action: 'create',
          entity: 'regulatedItem',
          entityId: item.itemCode,
          before: null,
          after: { itemCode: item.itemCode, prompt: request.prompt },
        });
        return read(tx);
      });
      staffChanged();
      return saved;
    },

    async removeItem(request: OpsRegulatedItemRemoveRequest, record: AuditRecord) {
      const saved = await repository.transaction(async (tx) => {
        const item = await itemOf(tx, request.itemCode);
        const prompt = await repository.remove(tx, item.id);
        if (prompt === undefined) throw new NotFound('api.staff.notRegulated');
        await record(tx, {
          action: 'delete',
          entity: 'regulatedItem',
          entityId: item.itemCode,
          before: { itemCode: item.itemCode, prompt },
          after: null,
        });
        return read(tx);
      });
      staffChanged();
      return saved;
    },

    async setAgeRestricted(request: OpsAgeRestrictedSetRequest, record: AuditRecord) {
      const saved = await repository.transaction(async (tx) => {
        await repository.lockAgeRestricted(tx);
        const known = await repository.topCategoryIds(tx, request.categoryIds);
        if (known.length !== request.categoryIds.length)
          throw new BadRequest('api.staff.invalidItem', { CategoryIds: ['api.staff.categoryNotTop'] });
        const codes = (list: { id: number; code: string | null; name: string }[]) =>
          list.map((c) => c.code ?? c.name);
        const before = (await read(tx)).categories.filter((c) => c.ageRestricted);
        await repository.replaceAgeRestricted(tx, request.categoryIds);
        const after = await read(tx);
        const restricted = after.categories.filter((c) => c.ageRestricted);
        if (codes(before).join() !== codes(restricted).join())
          await record(tx, {
            action: 'update',
            entity: 'ageRestrictedCategories',
            entityId: 'all',
            before: { categories: codes(before) },
            after: { categories: codes(restricted) },
          });
        return after;
      });
      staffChanged();
      return saved;
    },
  };
}

export type RegulationService = ReturnType<typeof createRegulationService>;
