/**
 * One named step of an order workflow (DESIGN.md §10): it needs some facts from the steps before it
 * and adds some for the steps after it (as Medusa's workflow steps declare their input and output),
 * or gives the workflow's answer when there is one already (an idempotent replay).
 *
 * A step outside the transaction that leaves a trace elsewhere (a payment session at the gateway) has
 * a `compensate`, run when a later step fails. A step inside the transaction needs its `tx` and is
 * undone by the rollback until the commit; after it, by `undo` (the release a cancel or an expiry runs).
 */
export interface Step<Needs, Adds, Reply = never> {
  readonly name: string;
  // Function-typed fields, not methods: checked contravariantly, so a list only takes a step whose
  // Needs the state so far holds (methods would be checked both ways and let a missing fact through).
  readonly run: (state: Needs) => Promise<Adds | Answer<Reply>>;
  readonly compensate?: (state: Needs & Adds) => Promise<void>;
}

/** The workflow's answer, given by a step: the steps after it do not run. */
export class Answer<Reply> {
  constructor(readonly reply: Reply) {}
}
export const answer = <Reply>(reply: Reply) => new Answer(reply);

/** A compensation of a step that ran, bound to the state it ran on. */
export type Compensation = () => Promise<void>;

/**
 * A list of steps from a starting state. `next` accepts a step only when the starting state and what
 * the steps before it add hold everything the step needs: a list in the wrong order does not compile.
 */
export interface Steps<Start, State, Reply> {
  next<Adds, R = never>(step: Step<State, Adds, R>): Steps<Start, State & Adds, Reply | R>;
  /**
   * Runs the steps in order, each on what the ones before it added, until one answers. The
   * compensation of each step that ran is pushed onto `done`.
   */
  run(start: Start, done: Compensation[]): Promise<State | Answer<Reply>>;
}

/** What a list of steps knows once all of them have run. */
export type StateAfter<L> = L extends Steps<infer _Start, infer State, infer _Reply> ? State : never;

type AnyStep = Step<never, object, unknown>;

/** An empty list of steps, starting from `Start`. */
export function steps<Start>(): Steps<Start, Start, never> {
  return listOf([]);
}

function listOf<Start, State, Reply>(list: readonly AnyStep[]): Steps<Start, State, Reply> {
  return {
    // A step's Adds is read (run) and written (compensate), so no one step type holds them all.
    next: (step) => listOf([...list, step as unknown as AnyStep]),
    async run(start, done) {
      let state = start as object;
      for (const step of list) {
        const added = await step.run(state as never);
        if (added instanceof Answer) return added as Answer<Reply>;
        state = { ...state, ...added };
        const ran = state;
        if (step.compensate) done.push(() => step.compensate!(ran as never));
      }
      return state as State;
    },
  };
}

/** Compensates `done` steps newest first; a compensation that fails is reported, not thrown. */
export async function compensate(done: readonly Compensation[], report: (error: unknown) => void) {
  for (const undo of [...done].reverse()) await undo().catch(report);
}
