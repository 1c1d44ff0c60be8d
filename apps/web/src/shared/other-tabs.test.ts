import { describe, expect, it, vi } from 'vitest';
import { onStoredInOtherTab } from './other-tabs';

const stored = (key: string | null, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

describe('onStoredInOtherTab', () => {
  it("hears its key's new value, null when removed or storage is cleared, and nothing else", () => {
    const heard = vi.fn();
    const stop = onStoredInOtherTab('dfs-x', heard);
    stored('dfs-other', 'a');
    stored('dfs-x', 'b');
    stored('dfs-x', null);
    stored(null, null);
    expect(heard.mock.calls).toEqual([['b'], [null], [null]]);
    stop();
    stored('dfs-x', 'c');
    expect(heard).toHaveBeenCalledTimes(3);
  });
});
