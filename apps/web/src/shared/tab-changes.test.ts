import { describe, expect, it } from 'vitest';
import { createTabChanges } from './tab-changes';

describe('tab changes', () => {
  it('gives ids of its own, distinct from another tab’s', () => {
    const one = createTabChanges<string>(10_000, () => 0, 'one');
    const two = createTabChanges<string>(10_000, () => 0, 'two');
    expect([one.record('a'), one.record('b'), two.record('a')]).toEqual(['one.1', 'one.2', 'two.1']);
  });

  it('gives back, in order, the changes after the last one a stored value holds', () => {
    const changes = createTabChanges<string>(10_000, () => 0, 'tab');
    const ids = ['a', 'b', 'c', 'd'].map((c) => changes.record(c));
    expect(changes.unseen([]).map((c) => c.change)).toEqual(['a', 'b', 'c', 'd']);
    expect(changes.unseen(['other.5', ids[1]!]).map((c) => c.change)).toEqual(['c', 'd']);
    // A value holding the last change holds the ones before it, even when it no longer names them.
    expect(changes.unseen([ids[3]!])).toEqual([]);
  });

  it('forgets a change once it is older than the window', () => {
    let time = 0;
    const changes = createTabChanges<string>(10_000, () => time, 'tab');
    changes.record('old');
    time = 6_000;
    changes.record('new');
    time = 10_500;
    expect(changes.unseen([]).map((c) => c.change)).toEqual(['new']);
    time = 17_000;
    expect(changes.unseen([])).toEqual([]);
  });
});
