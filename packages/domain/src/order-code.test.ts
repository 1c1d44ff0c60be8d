import { describe, expect, it } from 'vitest';
import { isOrderCode, ORDER_CODE_ALPHABET, ORDER_CODE_LENGTH, orderCodeFromBytes } from './order-code';

describe('order codes', () => {
  it('maps bytes onto the unambiguous alphabet', () => {
    const code = orderCodeFromBytes(Uint8Array.from({ length: 10 }, (_, i) => i * 37));
    expect(code).toHaveLength(ORDER_CODE_LENGTH);
    expect(isOrderCode(code)).toBe(true);
    expect(code).not.toMatch(/[ILOU]/);
    expect(orderCodeFromBytes(new Uint8Array(10).fill(255))).toBe('Z'.repeat(10));
  });

  it('uses every symbol of the alphabet and nothing else', () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, i) => i);
    const seen = new Set(
      [0, 10, 20, 22].flatMap((start) => [...orderCodeFromBytes(bytes.slice(start, start + 10))]),
    );
    expect([...seen].every((c) => ORDER_CODE_ALPHABET.includes(c))).toBe(true);
    expect(seen.size).toBe(32);
  });

  it('refuses too few bytes and recognises malformed codes', () => {
    expect(() => orderCodeFromBytes(new Uint8Array(9))).toThrow(RangeError);
    expect(isOrderCode('ABCDEFGHJK')).toBe(true);
    expect(isOrderCode('abcdefghjk')).toBe(false);
    expect(isOrderCode('ABCDEFGHIK')).toBe(false);
    expect(isOrderCode('ABC')).toBe(false);
  });
});
