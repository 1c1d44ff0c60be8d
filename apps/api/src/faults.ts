/**
 * Named points in checkout, cancel and callback handling where the fault tests stop the API process
 * (docs/decisions/013-fault-points.md). Outside those tests every checkpoint is a no-op.
 */
export const faultPoints = [
  'checkout.order-inserted',
  'checkout.gateway-called',
  'checkout.stock-reserved',
  'callback.received',
  'cancel.stock-released',
  'cancel.refunded',
] as const;

export type FaultPoint = (typeof faultPoints)[number];

export interface Faults {
  /** Called when the work reaches `point`; it may never return (the process is killed there). */
  checkpoint(point: FaultPoint): Promise<void>;
}

export const noFaults: Faults = { checkpoint: async () => {} };

/** Kills this process with SIGKILL (no clean-up, no reply) when it reaches `point`. */
export function killAt(point: FaultPoint | undefined): Faults {
  if (!point) return noFaults;
  return {
    async checkpoint(reached) {
      if (reached !== point) return;
      process.kill(process.pid, 'SIGKILL');
      await new Promise(() => {});
    },
  };
}
