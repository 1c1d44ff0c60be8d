import type { HandOverResult } from '@dfs/contract/ops/crew';
import { useEffect } from 'react';
import { ApiError, call } from '../api';
import { crewStore } from './crew-store';

/**
 * Sends the hand-overs waiting on this device, oldest first. Each carries its client id, so a sync
 * cut off half-way and sent again records nothing twice. Stops at the first network failure (still
 * offline); a refusal by the API (422, 409) is kept on the device with its reason.
 */
export async function syncHandOvers(): Promise<{ sent: number; offline: boolean }> {
  let sent = 0;
  for (const handOver of await crewStore.waiting()) {
    const { state: _state, result: _result, problem: _problem, ...request } = handOver;
    try {
      const result = await call<HandOverResult>('POST', '/Ops/api/V1.0/Order/HandOver', request);
      await crewStore.record({ ...handOver, state: 'synced', result });
      sent++;
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
        await crewStore.record({ ...handOver, state: 'refused', problem: error.message });
        continue;
      }
      return { sent, offline: true };
    }
  }
  return { sent, offline: false };
}

/** How often a device online with hand-overs still waiting tries again. */
const RETRY_MS = 5_000;

/**
 * While `active` (online, hand-overs waiting), syncs again every few seconds: the first try as the
 * network comes back can fail, and a flapping network sends no second 'online' event.
 */
export function useSyncRetry(active: boolean, sync: () => Promise<void>) {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void sync(), RETRY_MS);
    return () => clearInterval(timer);
  }, [active, sync]);
}
