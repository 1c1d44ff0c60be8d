/**
 * The changes one tab made to a value all tabs share in local storage (decision 019). A tab's write
 * reaches the other tabs a few milliseconds later, so another tab may write the value without a change
 * made here; the value names the changes it holds, and `unseen` gives back the ones it left out.
 */
export interface TabChanges<C> {
  /** Keeps a change made in this tab and returns its id (unique across tabs). */
  record(change: C): string;
  /**
   * This tab's changes of the last `keepMs` made after the last one that `seen` names, oldest first:
   * a stored value holds every change of a tab up to the last of them it holds.
   */
  unseen(seen: readonly string[]): { id: string; change: C }[];
}

export function createTabChanges<C>(
  keepMs: number,
  now: () => number = Date.now,
  tabId: string = Math.random().toString(36).slice(2, 10),
): TabChanges<C> {
  let count = 0;
  const kept = new Map<number, { change: C; at: number }>();
  const idOf = (n: number) => `${tabId}.${n}`;
  const forgetOld = () => {
    const at = now();
    for (const [n, change] of kept) {
      if (at - change.at <= keepMs) break;
      kept.delete(n);
    }
  };
  return {
    record(change) {
      forgetOld();
      kept.set(++count, { change, at: now() });
      return idOf(count);
    },
    unseen(seen) {
      forgetOld();
      const held = new Set(seen);
      let last = 0;
      for (const n of kept.keys()) if (held.has(idOf(n))) last = n;
      return [...kept].filter(([n]) => n > last).map(([n, { change }]) => ({ id: idOf(n), change }));
    },
  };
}
