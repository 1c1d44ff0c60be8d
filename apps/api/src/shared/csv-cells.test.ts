import { describe, expect, it } from 'vitest';
import { safeCell } from './csv-cells';

describe('CSV cells', () => {
  it('quotes cells a spreadsheet would run as formulas and leaves others alone', () => {
    expect(['=SUM(A1)', '+1', '-2', '@cmd', '\tx'].map(safeCell)).toEqual([
      "'=SUM(A1)",
      "'+1",
      "'-2",
      "'@cmd",
      "'\tx",
    ]);
    expect(['Mina Tesfaye', '{"price":1}', '42', ''].map(safeCell)).toEqual([
      'Mina Tesfaye',
      '{"price":1}',
      '42',
      '',
    ]);
  });
});
