import {
  FLIGHT_IMPORT_MAX_BYTES,
  OpsFlight,
  OpsFlightCreateRequest,
  OpsFlightIdQuery,
  OpsFlightImportQuery,
  OpsFlightImportResult,
  OpsFlightSetStatusRequest,
  OpsFlightStatusResult,
  OpsFlightStock,
  OpsFlightStockSetRequest,
  OpsFlightsPage,
  OpsFlightsQuery,
  OpsFlightTemplateQuery,
  OpsFlightUpdateRequest,
  OpsPreOrderWindow,
  OpsPreOrderWindowList,
  OpsPreOrderWindowSetRequest,
  PickList,
} from '@dfs/contract/ops/flights';
import { opsApi } from '@dfs/contract/ops/paths';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import type { FlightsOps } from './flights-ops.service';

const tags = ['Operations: flights'];
const noStore = { 'cache-control': 'no-store' };

/** The station's flights (station role): schedule, status, pre-order windows, range and pick list. */
export const flightsOpsRoutes: FastifyPluginAsyncZod<{
  ops: FlightsOps;
  auditFor: (staffId: number) => AuditStep;
}> = async (app, { ops, auditFor }) => {
  // Encapsulated in this plugin: the import's body is the CSV text itself.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: FLIGHT_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const audit = (request: Parameters<typeof requireStaff>[0]) => auditFor(requireStaff(request).staffId);

  app.get(
    opsApi.flightGetAll.path,
    {
      config: { roles: opsApi.flightGetAll.roles },
      schema: {
        tags,
        summary: 'The schedule, earliest departure first, filtered by day, route and status, one page',
        querystring: OpsFlightsQuery,
        response: responses({ 200: OpsFlightsPage }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.page(request.query);
    },
  );

  app.post(
    opsApi.flightCreate.path,
    {
      config: { roles: opsApi.flightCreate.roles },
      schema: {
        tags,
        summary: 'Add a flight to the schedule (409 when that number departs then already)',
        body: OpsFlightCreateRequest,
        response: responses({ 200: OpsFlight, 409: Problem, 422: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.create(request.body, audit(request));
    },
  );

  app.put(
    opsApi.flightUpdate.path,
    {
      config: { roles: opsApi.flightUpdate.roles },
      schema: {
        tags,
        summary: "Change a flight's number or route (409 when it changed since read)",
        body: OpsFlightUpdateRequest,
        response: responses({ 200: OpsFlight, 404: Problem, 409: Problem, 422: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.update(request.body, audit(request));
    },
  );

  app.post(
    opsApi.flightImport.path,
    {
      config: { roles: opsApi.flightImport.roles },
      bodyLimit: FLIGHT_IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary: 'Import flights from CSV (a dry run by default)',
        description:
          'Lists every row with its error. Writes only with dryRun=false and when no row failed, all in one transaction (each flight audited); otherwise nothing is written.',
        querystring: OpsFlightImportQuery,
        consumes: ['text/csv'],
        body: z
          .string()
          .meta({ description: 'CSV (text/csv): flightNumber, origin, destination, departureAt' }),
        response: responses({ 200: OpsFlightImportResult }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.importCsv(request.body, request.query.dryRun, audit(request));
    },
  );

  app.post(
    opsApi.flightSetStatus.path,
    {
      config: { roles: opsApi.flightSetStatus.roles },
      schema: {
        tags,
        summary: "Set a flight's status; cancelling or retiming it tells its travellers",
        description:
          'cancelled: each traveller with an order on it is e-mailed and may move the order to another sector of the ticket or cancel it with a full refund; untouched orders are refunded after DISRUPTION_REFUND_HOURS. retimed (with newDeparture): the orders take the new departure and cut-off and the travellers are e-mailed. 422 for a move the status does not allow.',
        body: OpsFlightSetStatusRequest,
        response: responses({ 200: OpsFlightStatusResult, 404: Problem, 409: Problem, 422: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.setStatus(request.body, audit(request));
    },
  );

  app.get(
    opsApi.flightGetStock.path,
    {
      config: { roles: opsApi.flightGetStock.roles },
      schema: {
        tags,
        summary: "The flight's on-board range and stock (what the storefront's on-board mode sells)",
        querystring: OpsFlightIdQuery,
        response: responses({ 200: OpsFlightStock, 404: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.stock(request.query.flightId);
    },
  );

  app.get(
    opsApi.flightGetStockTemplate.path,
    {
      config: { roles: opsApi.flightGetStockTemplate.roles },
      schema: {
        tags,
        summary: 'A range to start from: the named flight’s, else the latest earlier one of the route',
        querystring: OpsFlightTemplateQuery,
        response: responses({ 200: OpsFlightStock, 404: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.stockTemplate(request.query.flightId, request.query.fromFlightId);
    },
  );

  app.put(
    opsApi.flightSetStock.path,
    {
      config: { roles: opsApi.flightSetStock.roles },
      schema: {
        tags,
        summary: "Replace the flight's on-board range and stock (409 if it changed since it was read)",
        body: OpsFlightStockSetRequest,
        response: responses({ 200: OpsFlightStock, 404: Problem, 409: Problem, 422: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.setStock(request.body, audit(request));
    },
  );

  app.get(
    opsApi.flightGetPickList.path,
    {
      config: { roles: opsApi.flightGetPickList.roles },
      schema: {
        tags,
        summary: "The flight's pick list: confirmed pre-orders by seat, and each item's total",
        querystring: OpsFlightIdQuery,
        response: responses({ 200: PickList, 404: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.pickList(request.query.flightId);
    },
  );

  app.post(
    opsApi.flightMarkPickListPrinted.path,
    {
      config: { roles: opsApi.flightMarkPickListPrinted.roles },
      schema: {
        tags,
        summary: 'Record that the pick list was printed: orders placed later show as new',
        body: z.object({ flightId: z.number().int().min(1) }).strict(),
        response: responses({ 200: PickList, 404: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.markPrinted(request.body.flightId, audit(request));
    },
  );

  app.get(
    opsApi.flightExportPickList.path,
    {
      config: { roles: opsApi.flightExportPickList.roles },
      schema: {
        tags,
        summary: 'The pick list as CSV: one row per order line, then the totals',
        querystring: OpsFlightIdQuery,
        produces: ['text/csv'],
        response: responses({ 200: z.string().meta({ description: 'CSV' }), 404: Problem }),
      },
    },
    async (request, reply) => {
      const { name, csv } = await ops.pickListCsv(request.query.flightId);
      return reply
        .headers(noStore)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );

  app.get(
    opsApi.preOrderWindowGetAll.path,
    {
      config: { roles: opsApi.preOrderWindowGetAll.roles },
      schema: {
        tags,
        summary: 'The pre-order windows: the default (empty route) and each route’s own',
        response: responses({ 200: OpsPreOrderWindowList }),
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return { windows: await ops.windows() };
    },
  );

  app.put(
    opsApi.preOrderWindowSet.path,
    {
      config: { roles: opsApi.preOrderWindowSet.roles },
      schema: {
        tags,
        summary: 'Set the default or a route’s pre-order window (opening days, cut-off hours)',
        description: 'version 0 adds a route’s window; otherwise send the version read (409 when stale).',
        body: OpsPreOrderWindowSetRequest,
        response: responses({ 200: OpsPreOrderWindow, 409: Problem, 422: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ops.setWindow(request.body, audit(request));
    },
  );
};
