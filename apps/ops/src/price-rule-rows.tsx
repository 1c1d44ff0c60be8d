import { orderQuantityLimit } from '@dfs/domain/cart-limits';
import type { Dispatch, SetStateAction } from 'react';
import { ItemPicker, td, th } from './price-parts';
import { text } from './text';
import { Input, inputClass } from './ui';

/** One row of a price list: a tier (kind 1: from, to, price) or a buy-get rule (kind 4: buy, get, free item). */
export interface Row {
  key: number;
  itemId: number;
  label: string;
  /** The item's per-order limit, when it was added here: a tier must start at or below it. */
  limit?: number;
  a: string;
  b: string;
  c: string;
}
let nextKey = 1;
export const newKey = (): number => nextKey++;

/** The tiers or buy-get rules of a price list, editable, with the item finder to add more. */
export function RuleRows({
  kind,
  rows,
  setRows,
  errors,
  readOnly,
}: {
  kind: 1 | 4;
  rows: Row[];
  setRows: Dispatch<SetStateAction<Row[]>>;
  errors: Record<string, string>;
  readOnly: boolean;
}) {
  const listName = kind === 1 ? 'tiers' : 'buyGet';
  const columns =
    kind === 1
      ? (['From quantity', 'To quantity', 'Unit price (USD)'] as const)
      : (['Buy', 'Get free', 'Free item'] as const);
  const edit = (index: number, field: 'a' | 'b' | 'c', value: string) =>
    setRows(rows.map((r, i) => (i === index ? { ...r, [field]: value } : r)));
  const rowError = (index: number) =>
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${listName}.${index}.`))
      .map(([, v]) => text(v))
      .join(' ');
  return (
    <section aria-labelledby="rule-rows" className="space-y-3 rounded border border-slate-200 bg-white p-4">
      <h2 id="rule-rows" className="text-lg font-semibold">
        {kind === 1 ? 'Tiers' : 'Rules'}
      </h2>
      {errors[listName] ? <p className="text-sm text-red-700">{text(errors[listName])}</p> : null}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing yet: find items below and add them.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-slate-700">
              <tr>
                <th className={th}>Item</th>
                {columns.map((c) => (
                  <th key={c} className={th}>
                    {c}
                  </th>
                ))}
                <th className={th}>
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.key} className="border-t border-slate-100">
                  <td className={td}>
                    {row.label}
                    {kind === 1 && row.limit !== undefined ? (
                      <span className="block text-xs text-slate-600">At most {row.limit} per order</span>
                    ) : null}
                    <span className="block text-red-700">{rowError(index)}</span>
                  </td>
                  {(['a', 'b', 'c'] as const).map((field, i) => (
                    <td key={field} className={td}>
                      {kind === 4 && field === 'c' ? (
                        <select
                          aria-label={`${columns[i]} for ${row.label}`}
                          className={inputClass}
                          value={row.c}
                          disabled={readOnly}
                          onChange={(e) => edit(index, 'c', e.target.value)}
                        >
                          {[...new Map(rows.map((r) => [r.itemId, r.label])).entries()].map(([id, label]) => (
                            <option key={id} value={id}>
                              {id === row.itemId ? 'The same item' : label}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <Input
                          aria-label={`${columns[i]} for ${row.label}`}
                          type="number"
                          min={field === 'c' ? '0' : '1'}
                          step={field === 'c' ? '0.01' : '1'}
                          value={row[field]}
                          disabled={readOnly}
                          onChange={(e) => edit(index, field, e.target.value)}
                        />
                      )}
                    </td>
                  ))}
                  <td className={td}>
                    {readOnly ? null : (
                      <button
                        type="button"
                        className="text-sky-800 underline"
                        onClick={() => setRows(rows.filter((_, i) => i !== index))}
                      >
                        Remove
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {readOnly ? null : (
        <ItemPicker
          taken={(itemId) => kind === 4 && rows.some((r) => r.itemId === itemId)}
          onAdd={(item) =>
            setRows([
              ...rows,
              {
                key: newKey(),
                itemId: item.id,
                label: `${item.itemCode} ${item.name}`,
                limit: orderQuantityLimit(item),
                a: kind === 1 ? '' : '2',
                b: kind === 1 ? '' : '1',
                c: kind === 1 ? '' : String(item.id),
              },
            ])
          }
        />
      )}
    </section>
  );
}
