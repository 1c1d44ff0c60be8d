/** A small seeded pseudo-random generator (mulberry32), so the demo data is the same on every run. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** A new array with the elements in random order. */
  shuffle<T>(list: readonly T[]): T[];
  /** `count` distinct elements (all of them when the list is shorter). */
  sample<T>(list: readonly T[], count: number): T[];
}

/** Hashes a string to a 32-bit seed (FNV-1a). */
export function seedFrom(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'string' ? seedFrom(seed) : seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(list: readonly T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(list: readonly T[]): T => {
      if (list.length === 0) throw new RangeError('Cannot pick from an empty list');
      return list[int(0, list.length - 1)]!;
    },
    shuffle,
    sample: (list, count) => shuffle(list).slice(0, count),
  };
}
