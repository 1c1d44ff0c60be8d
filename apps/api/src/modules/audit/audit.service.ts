import type { AuditEntry, AuditLogExportQuery, AuditLogPage, AuditLogQuery } from '@dfs/contract/ops/audit';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import { safeCell } from '../../shared/csv-cells';
import type { StaffService } from '../staff/staff.service';
import type { AuditFilter, AuditRepository } from './audit.repository';

/** What a staff write records: the record changed and its changed fields before and after. */
export interface AuditChange {
  action: 'create' | 'update' | 'delete';
  entity: string;
  entityId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The one audit step of every staff write: called with the write's transaction, so the change and
 * its record commit or roll back together.
 */
export type AuditStep = (tx: Db, change: AuditChange) => Promise<void>;

/** Most rows one CSV export holds. */
export const EXPORT_LIMIT = 50_000;

const DAY_MS = 24 * 60 * 60 * 1000;

function filterOf(query: AuditLogExportQuery): AuditFilter {
  return {
    staffId: query.staffId,
    entity: query.entity,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    until: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
  };
}

export function createAuditService(deps: {
  repository: AuditRepository;
  /** Who wrote an entry is named by the staff module (audit_log.staff_id references staff). */
  staff: Pick<StaffService, 'displayNames'>;
  now: () => Date;
}) {
  const { repository, staff, now } = deps;
  type Row = Awaited<ReturnType<AuditRepository['page']>>['rows'][number];
  /** The rows as entries, each with its writer's display name. */
  async function entries(rows: Row[]): Promise<AuditEntry[]> {
    const names = await staff.displayNames(rows.map((r) => r.staffId));
    return rows.map((row) => toEntry(row, names.get(row.staffId) ?? ''));
  }
  const toEntry = (row: Row, staffName: string): AuditEntry => ({
    id: row.id,
    at: row.at.toISOString(),
    staffId: row.staffId,
    staffName,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
  });

  return {
    /** The audit step for one staff member's writes. */
    stepFor(staffId: number): AuditStep {
      return (tx, change) =>
        repository.insert(tx, {
          staffId,
          action: change.action,
          entity: change.entity,
          entityId: String(change.entityId),
          before: change.before,
          after: change.after,
          at: now(),
        });
    },

    async page(query: AuditLogQuery): Promise<AuditLogPage> {
      const { rows, total } = await repository.page(
        filterOf(query),
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return { rows: await entries(rows), total, page: query.page, pageSize: query.pageSize };
    },

    /** The matching entries as CSV (newest first, at most EXPORT_LIMIT rows). */
    async csv(query: AuditLogExportQuery): Promise<string> {
      const { rows } = await repository.page(filterOf(query), EXPORT_LIMIT, 0);
      return stringify(
        (await entries(rows)).map((e) =>
          [
            e.at,
            String(e.staffId),
            e.staffName,
            e.action,
            e.entity,
            e.entityId,
            e.before ? JSON.stringify(e.before) : '',
            e.after ? JSON.stringify(e.after) : '',
          ].map(safeCell),
        ),
        {
          header: true,
          columns: ['at', 'staffId', 'staffName', 'action', 'entity', 'entityId', 'before', 'after'],
          record_delimiter: 'windows',
        },
      );
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
