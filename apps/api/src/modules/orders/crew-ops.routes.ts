import { CashReconciliation } from '@dfs/contract/ops/cash';
import {
  CrewFlightList,
  FlaggedHandOvers,
  FlaggedQuery,
  FlightIdQuery,
  FlightManifest,
  HandOverRequest,
  HandOverResult,
  ProofPublicKey,
} from '@dfs/contract/ops/crew';
import { opsApi } from '@dfs/contract/ops/paths';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Forbidden } from '../../errors';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import type { CrewAssignments } from '../flights/crew-assignments';
import type { StaffCaller } from '../staff/staff.service';
import type { OrdersService } from './orders.service';

const tags = ['Operations: crew hand-over'];
const noStore = { 'cache-control': 'no-store' };

/**
 * The crew's hand-over on board (DESIGN.md §11): flights, manifests, synced hand-overs, the proof key;
 * and the station's cash reconciliation of a flight.
 */
export const crewOpsRoutes: FastifyPluginAsyncZod<{
  orders: Pick<OrdersService, 'crew' | 'handOver' | 'proofPublicKey' | 'cash'>;
  assignments: Pick<CrewAssignments, 'isAssigned' | 'assignedAmong'>;
  auditFor: (staffId: number) => AuditStep;
}> = async (app, { orders, assignments, auditFor }) => {
  /** The station and admins see every flight; a crew member only the flights assigned to them. */
  const seesAll = (staff: StaffCaller) => staff.roles.some((r) => r === 'station' || r === 'admin');
  async function assertAssigned(staff: StaffCaller, flightId: number) {
    if (!seesAll(staff) && !(await assignments.isAssigned(flightId, staff.staffId))) {
      throw new Forbidden('api.crew.notAssigned');
    }
  }

  app.get(
    opsApi.flightGetForCrew.path,
    {
      config: { roles: opsApi.flightGetForCrew.roles },
      schema: {
        tags,
        summary:
          'Flights departing from 12 hours ago to 7 days ahead, with their orders to hand over (a crew member: their assigned flights)',
        response: responses({ 200: CrewFlightList }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const staff = requireStaff(request);
      const list = await orders.crew.crewFlights();
      if (seesAll(staff)) return list;
      const mine = await assignments.assignedAmong(
        list.flights.map((f) => f.id),
        staff.staffId,
      );
      return { flights: list.flights.filter((f) => mine.has(f.id)) };
    },
  );

  app.get(
    opsApi.flightGetManifest.path,
    {
      config: { roles: opsApi.flightGetManifest.roles },
      schema: {
        tags,
        summary: "A flight's manifest: what the crew device keeps to hand over with no network",
        description:
          'Only for the crew assigned to the flight (Flight/SetCrew), the station and admins: 403 otherwise.',
        querystring: FlightIdQuery,
        response: responses({ 200: FlightManifest, 403: Problem, 404: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      await assertAssigned(requireStaff(request), request.query.flightId);
      return orders.crew.manifest(request.query.flightId);
    },
  );

  app.post(
    opsApi.orderHandOver.path,
    {
      config: { roles: opsApi.orderHandOver.roles },
      schema: {
        tags,
        summary: 'Record a hand-over or a refusal (idempotent by clientId)',
        description:
          "A replay with the same clientId answers the first record. A second device handing over the same order is recorded as flagged and not counted. A forged, edited or other-flight proof is 422. Only on the flight's day: 422 when the server's clock is before the hand-over window (12 hours before departure), or the device time (recordedAt) is outside it (to 24 hours after departure) or more than 5 minutes ahead of the server. On a cash-on-board order the cash taken is kept against the order's total; a difference is flagged for the station; more than 10× the total, or cash on a card or miles order or a refusal, is 422.",
        body: HandOverRequest,
        response: responses({ 200: HandOverResult, 403: Problem, 404: Problem, 409: Problem, 422: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const staff = requireStaff(request);
      await assertAssigned(staff, request.body.flightId);
      return orders.handOver(request.body, staff.staffId, auditFor(staff.staffId));
    },
  );

  app.get(
    opsApi.handOverGetFlagged.path,
    {
      config: { roles: opsApi.handOverGetFlagged.roles },
      schema: {
        tags,
        summary: 'Hand-overs of orders handed over already on another device, newest first',
        querystring: FlaggedQuery,
        response: responses({ 200: FlaggedHandOvers }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return orders.crew.flagged(request.query.flightId);
    },
  );

  app.get(
    opsApi.proofPublicKey.path,
    {
      config: { roles: opsApi.proofPublicKey.roles },
      schema: {
        tags,
        summary: 'The Ed25519 public key that verifies proofs of order',
        response: responses({ 200: ProofPublicKey }),
      },
    },
    async () => ({ algorithm: 'Ed25519' as const, publicKey: orders.proofPublicKey }),
  );

  app.get(
    opsApi.flightGetCash.path,
    {
      config: { roles: opsApi.flightGetCash.roles },
      schema: {
        tags,
        summary: "A flight's cash: due, taken and the difference by crew member, totals, flagged records",
        description:
          'Cash-on-board hand-overs of the flight by crew member and currency (amounts in the orders’ currency); the totals by currency are the sums of the crew lines. Flagged: records whose cash taken is not the cash due, and second-device records.',
        querystring: FlightIdQuery,
        response: responses({ 200: CashReconciliation, 404: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return orders.cash.reconciliation(request.query.flightId);
    },
  );

  app.get(
    opsApi.flightExportCash.path,
    {
      config: { roles: opsApi.flightExportCash.roles },
      schema: {
        tags,
        summary: "A flight's cash reconciliation as CSV: crew lines, totals, then the flagged records",
        querystring: FlightIdQuery,
        produces: ['text/csv'],
        response: responses({ 200: z.string().meta({ description: 'CSV' }), 404: Problem }),
      },
    },
    async (request, reply) => {
      const { name, csv } = await orders.cash.csv(request.query.flightId);
      return reply
        .headers(noStore)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );
};
