import type { CashReconciliation } from '@dfs/contract/ops/cash';
import { opsApi } from '@dfs/contract/ops/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, download } from '../api';

/** A flight's cash reconciliation: due, taken and the difference by crew member, and the flags. */
export const getFlightCash = (flightId: number) =>
  call<CashReconciliation>('GET', `${opsApi.flightGetCash.path}?flightId=${flightId}`);

export const flightCashQuery = (flightId: number) =>
  queryOptions({ queryKey: ['flight-cash', flightId], queryFn: () => getFlightCash(flightId) });

export const useFlightCash = (flightId: number) => useQuery(flightCashQuery(flightId));

/** Saves the same as CSV (the API names the file). */
export const downloadFlightCash = (flightId: number) =>
  download(`${opsApi.flightExportCash.path}?flightId=${flightId}`, `cash-${flightId}.csv`);
