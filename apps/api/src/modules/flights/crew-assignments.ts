import type { FlightCrew } from '@dfs/contract/ops/crew-assignments';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/client';
import { NotFound, RuleViolation } from '../../errors';
import type { AuditStep } from '../audit/audit.service';
import type { StaffService } from '../staff/staff.service';
import { crewAssignments, flights } from './flights.schema';

/**
 * Which cabin crew work a flight (issue 42 point 8): the station assigns them; a crew member then reads
 * the manifests of their flights only and records hand-overs on them only (orders module, crew queries).
 */
export function createCrewAssignments(db: Db, deps: { staff: Pick<StaffService, 'activeCrew'> }) {
  async function assignedTo(flightId: number, tx: Db = db) {
    const rows = await tx
      .select({ staffId: crewAssignments.staffId })
      .from(crewAssignments)
      .where(eq(crewAssignments.flightId, flightId));
    return rows.map((r) => r.staffId);
  }

  return {
    /** The flight's crew, and every active crew member who could be assigned. */
    async crewOf(flightId: number): Promise<FlightCrew> {
      const [flight] = await db.select({ id: flights.id }).from(flights).where(eq(flights.id, flightId));
      if (!flight) throw new NotFound('api.flights.notFound');
      const [assigned, members] = await Promise.all([assignedTo(flightId), deps.staff.activeCrew()]);
      return { flightId, assigned: assigned.sort((a, b) => a - b), crew: members };
    },

    /** Replaces the flight's crew with `staffIds` (active crew members only), audited. */
    async setCrew(flightId: number, staffIds: readonly number[], by: number, audit: AuditStep) {
      // Read before the transaction: the staff module answers on its own connection.
      const known = new Set((await deps.staff.activeCrew()).map((m) => m.staffId));
      return inTransaction(db, async (tx) => {
        const [flight] = await tx
          .select({ id: flights.id })
          .from(flights)
          .where(eq(flights.id, flightId))
          .for('update');
        if (!flight) throw new NotFound('api.flights.notFound');
        const wanted = [...new Set(staffIds)];
        if (wanted.some((id) => !known.has(id))) throw new RuleViolation('api.flights.notCrew');
        const before = await assignedTo(flightId, tx);
        await tx.delete(crewAssignments).where(eq(crewAssignments.flightId, flightId));
        if (wanted.length > 0) {
          await tx
            .insert(crewAssignments)
            .values(wanted.map((staffId) => ({ flightId, staffId, assignedBy: by })));
        }
        await audit(tx, {
          action: 'update',
          entity: 'flightCrew',
          entityId: flightId,
          before: { staffIds: before.sort((a, b) => a - b) },
          after: { staffIds: wanted.sort((a, b) => a - b) },
        });
      });
    },

    /** Whether the crew member is assigned to the flight. */
    async isAssigned(flightId: number, staffId: number): Promise<boolean> {
      const [row] = await db
        .select({ flightId: crewAssignments.flightId })
        .from(crewAssignments)
        .where(and(eq(crewAssignments.flightId, flightId), eq(crewAssignments.staffId, staffId)));
      return row !== undefined;
    },

    /** Of these flights, the ones the crew member is assigned to. */
    async assignedAmong(flightIds: readonly number[], staffId: number): Promise<Set<number>> {
      if (flightIds.length === 0) return new Set();
      const rows = await db
        .select({ flightId: crewAssignments.flightId })
        .from(crewAssignments)
        .where(and(eq(crewAssignments.staffId, staffId), inArray(crewAssignments.flightId, [...flightIds])));
      return new Set(rows.map((r) => r.flightId));
    },
  };
}

export type CrewAssignments = ReturnType<typeof createCrewAssignments>;
