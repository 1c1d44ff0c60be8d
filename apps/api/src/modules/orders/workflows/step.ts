import type { Db } from '../../../db/client';

/**
 * One named step of an order workflow (DESIGN.md §10). A step outside the transaction that leaves a
 * trace elsewhere (a payment session at the gateway) has a `compensate`, run when a later step fails.
 * A step inside the transaction is undone by its rollback until the commit; after it, by `undo` (the
 * release a cancel or an expiry runs).
 */
export interface Step<S> {
  name: string;
  run(state: S, tx: Db): Promise<void>;
  compensate?(state: S): Promise<void>;
}

/** Runs steps in order; on a failure, compensates the steps that ran, newest first, and rethrows. */
export async function runSteps<S>(
  steps: readonly Step<S>[],
  state: S,
  tx: Db,
  done: Step<S>[] = [],
): Promise<void> {
  for (const step of steps) {
    if (isStopped(state)) return;
    await step.run(state, tx);
    done.push(step);
  }
}

/** A workflow state may carry `stop`: a step answered already (an idempotent replay). */
const isStopped = (state: unknown) => Boolean((state as { stop?: unknown }).stop);

/** Compensates `done` steps newest first; a compensation that fails is reported, not thrown. */
export async function compensate<S>(done: readonly Step<S>[], state: S, report: (error: unknown) => void) {
  for (const step of [...done].reverse()) {
    if (step.compensate) await step.compensate(state).catch(report);
  }
}
