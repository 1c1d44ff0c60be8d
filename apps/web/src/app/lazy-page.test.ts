import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWithRetry } from './lazy-page';

describe('loadWithRetry', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('retries a failed chunk once and returns the second result', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('chunk');
    await expect(loadWithRetry(load)).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second failure', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadWithRetry(load)).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
