import { FlightIdQuery } from '@dfs/contract/ops/crew';
import { FlightCrew, SetFlightCrewRequest } from '@dfs/contract/ops/crew-assignments';
import { opsApi } from '@dfs/contract/ops/paths';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import type { CrewAssignments } from './crew-assignments';

const tags = ['Operations: flights'];

/** The station assigns a flight's cabin crew (issue 42 point 8); every change is audited. */
export const crewAssignmentsRoutes: FastifyPluginAsyncZod<{
  assignments: CrewAssignments;
  auditFor: (staffId: number) => AuditStep;
}> = async (app, { assignments, auditFor }) => {
  app.get(
    opsApi.flightGetCrew.path,
    {
      config: { roles: opsApi.flightGetCrew.roles },
      schema: {
        tags,
        summary: "A flight's cabin crew, and the crew members who could be assigned",
        querystring: FlightIdQuery,
        response: responses({ 200: FlightCrew, 404: Problem }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return assignments.crewOf(request.query.flightId);
    },
  );

  app.put(
    opsApi.flightSetCrew.path,
    {
      config: { roles: opsApi.flightSetCrew.roles },
      schema: {
        tags,
        summary: "Sets a flight's cabin crew: they alone read its manifest and record its hand-overs",
        body: SetFlightCrewRequest,
        response: responses({ 200: FlightCrew, 404: Problem, 422: Problem }),
      },
    },
    async (request) => {
      const { staffId } = requireStaff(request);
      await assignments.setCrew(request.body.flightId, request.body.staffIds, staffId, auditFor(staffId));
      return assignments.crewOf(request.body.flightId);
    },
  );
};
