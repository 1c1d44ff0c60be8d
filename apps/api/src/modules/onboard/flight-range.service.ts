import type { Db } from '../../db/client';
import { RuleViolation } from '../../errors';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { OnboardRepository } from './onboard.repository';

export interface RangeLine {
  itemId: number;
  itemCode: string;
  name: string;
  quantity: number;
}

/**
 * A flight's on-board range and stock (what the storefront's on-board mode sells): read with item
 * codes and names, and replaced whole by the station in its transaction.
 */
export function createFlightRanges(deps: {
  repository: OnboardRepository;
  catalogue: Pick<CatalogueService, 'itemLabels' | 'staffChanged'>;
}) {
  const { repository, catalogue } = deps;
  return {
    async rangeOf(flightId: number, tx?: Db): Promise<RangeLine[]> {
      const rows = await repository.rangeOf(flightId, tx);
      const labels = await catalogue.itemLabels(
        rows.map((r) => r.itemId),
        tx,
      );
      return rows
        .map((r) => ({
          ...r,
          itemCode: labels.get(r.itemId)?.itemCode ?? '',
          name: labels.get(r.itemId)?.name ?? '',
        }))
        .sort((a, b) => a.itemCode.localeCompare(b.itemCode));
    },

    /** Replaces the range (every item must exist); cached on-board reads are dropped. */
    async replace(tx: Db, flightId: number, lines: readonly { itemId: number; quantity: number }[]) {
      const known = await catalogue.itemLabels(
        lines.map((l) => l.itemId),
        tx,
      );
      if (lines.some((l) => !known.has(l.itemId))) throw new RuleViolation('api.flights.itemUnknown');
      await repository.replaceRange(tx, flightId, lines);
    },

    /** Staff changed what a flight sells: every process's cached reads are dropped. */
    invalidate: () => catalogue.staffChanged(),
  };
}

export type FlightRanges = ReturnType<typeof createFlightRanges>;
