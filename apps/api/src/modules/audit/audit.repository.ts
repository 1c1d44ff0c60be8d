import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from './audit.schema';

export interface AuditRecord {
  staffId: number;
  action: string;
  entity: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

export interface AuditFilter {
  staffId?: number | undefined;
  entity?: string | undefined;
  /** Inclusive start, exclusive end. */
  from?: Date | undefined;
  until?: Date | undefined;
}

export function createAuditRepository(db: Db) {
  const where = (f: AuditFilter): SQL | undefined =>
    and(
      f.staffId !== undefined ? eq(auditLog.staffId, f.staffId) : undefined,
      f.entity !== undefined ? eq(auditLog.entity, f.entity) : undefined,
      f.from ? gte(auditLog.at, f.from) : undefined,
      f.until ? lt(auditLog.at, f.until) : undefined,
    );
  const columns = {
    id: auditLog.id,
    at: auditLog.at,
    staffId: auditLog.staffId,
    action: auditLog.action,
    entity: auditLog.entity,
    entityId: auditLog.entityId,
    before: auditLog.before,
    after: auditLog.after,
  };

  return {
    /** Writes one entry in the caller's transaction: the write and its record commit together. */
    async insert(tx: Db, record: AuditRecord) {
      await tx.insert(auditLog).values(record);
    },

    async page(filter: AuditFilter, limit: number, offset: number) {
      const condition = where(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(auditLog)
          .where(condition)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(auditLog).where(condition),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
