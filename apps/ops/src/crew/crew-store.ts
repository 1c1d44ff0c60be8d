import type { FlightManifest, HandOverOutcome, HandOverResult } from '@dfs/contract/ops/crew';
import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from 'idb';

/** A hand-over recorded on this device, kept until the API has it (DESIGN.md §11). */
export interface QueuedHandOver {
  clientId: string;
  flightId: number;
  orderCode: string;
  proof?: string;
  outcome: HandOverOutcome;
  cashTaken?: number;
  recordedAt: string;
  state: 'waiting' | 'synced' | 'refused';
  result?: HandOverResult;
  problem?: string;
}

interface CrewDb extends DBSchema {
  manifests: { key: number; value: FlightManifest & { downloadedAt: string } };
  handOvers: { key: string; value: QueuedHandOver; indexes: { flight: number } };
}

let opened: Promise<IDBPDatabase<CrewDb>> | undefined;

/** The crew device's store: downloaded manifests and the hand-overs waiting to sync. */
function db() {
  opened ??= openDB<CrewDb>('dfs-crew', 1, {
    upgrade(database) {
      database.createObjectStore('manifests', { keyPath: 'flight.id' });
      database.createObjectStore('handOvers', { keyPath: 'clientId' }).createIndex('flight', 'flightId');
    },
  });
  return opened;
}

export const crewStore = {
  async saveManifest(manifest: FlightManifest) {
    await (await db()).put('manifests', { ...manifest, downloadedAt: new Date().toISOString() });
  },
  async manifest(flightId: number) {
    return (await db()).get('manifests', flightId);
  },
  async manifests() {
    return (await db()).getAll('manifests');
  },
  async record(handOver: QueuedHandOver) {
    await (await db()).put('handOvers', handOver);
  },
  async handOversOf(flightId: number) {
    const rows = await (await db()).getAllFromIndex('handOvers', 'flight', flightId);
    return rows.sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
  },
  async waiting() {
    return (await (await db()).getAll('handOvers')).filter((h) => h.state === 'waiting');
  },
  /** Deletes every manifest and hand-over kept on this device: nothing stays for the next user. */
  async wipe() {
    const database = await db();
    database.close();
    opened = undefined;
    await deleteDB('dfs-crew');
  },
};

/**
 * Signing out of a shared crew device (issue 42 point 8): its manifests (passengers, seats, orders)
 * are deleted, but never hand-overs the API does not have yet: those refuse the sign-out until synced.
 */
export async function clearCrewDevice(): Promise<{ cleared: true } | { cleared: false; waiting: number }> {
  const waiting = (await crewStore.waiting()).length;
  if (waiting > 0) return { cleared: false, waiting };
  await crewStore.wipe();
  return { cleared: true };
}
