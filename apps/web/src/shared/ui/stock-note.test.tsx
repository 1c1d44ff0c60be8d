import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { StockNote } from './stock-note';

/** The note's text (texts are keys here: no catalogue is loaded). */
function noteOf(product: { quantity: number; carriedOnFlight?: boolean }): string {
  const container = document.createElement('div');
  act(() => createRoot(container).render(<StockNote product={product} />));
  return container.textContent ?? '';
}

describe('StockNote', () => {
  it('says an item the flight does not carry is not carried on it, not that it sold out', () => {
    expect(noteOf({ quantity: 0, carriedOnFlight: false })).toBe('onboard.notCarried');
  });

  it('keeps the stock notes for what the flight carries and for pre-orders', () => {
    expect(noteOf({ quantity: 0, carriedOnFlight: true })).toBe('product.outOfStock');
    expect(noteOf({ quantity: 0 })).toBe('product.outOfStock');
    expect(noteOf({ quantity: 2, carriedOnFlight: true })).toBe('product.lowStock');
    expect(noteOf({ quantity: 9 })).toBe('');
  });
});
