import type { OpsItemsPage } from '@dfs/contract/ops/items';
import { type ReactNode, useState } from 'react';
import { ApiError, call, session } from './api';
import { Button, inputClass } from './ui';

/** Shared parts of the price screens (offers, promo codes, currencies). */
export const canEdit = () => session.get()?.staff.roles.includes('merchandiser') ?? false;
export const money = (v: number, currency = 'USD') => v.toLocaleString('en', { style: 'currency', currency });
export const day = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en') : 'no end');
export const th = 'px-3 py-2 text-start font-medium';
export const td = 'px-3 py-2 align-top';

/** An ISO instant as a datetime-local field's value (the browser's time zone). */
export const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Finds items by name or code on the server and adds the chosen ones. */
export function ItemPicker({
  taken,
  onAdd,
}: {
  taken: (itemId: number) => boolean;
  onAdd: (item: OpsItemsPage['rows'][number]) => void;
}) {
  const [search, setSearch] = useState('');
  const [matches, setMatches] = useState<OpsItemsPage['rows']>();
  const [failed, setFailed] = useState<string>();
  const find = async () => {
    if (!search.trim()) return;
    try {
      const page = await call<OpsItemsPage>(
        'GET',
        `/Ops/api/V1.0/Item/GetAll?pageSize=8&search=${encodeURIComponent(search.trim())}`,
      );
      setFailed(undefined);
      setMatches(page.rows);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <input
          aria-label="Find items by name or code"
          placeholder="Find items by name or code"
          className={`${inputClass} max-w-md`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void find();
            }
          }}
        />
        <Button variant="secondary" onClick={() => void find()}>
          Find
        </Button>
      </div>
      {failed ? <p className="text-sm text-red-700">{failed}</p> : null}
      {matches?.length === 0 ? <p className="text-sm text-slate-600">No item matches.</p> : null}
      <ul className="space-y-1 text-sm">
        {matches?.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-3">
            <span className="font-mono text-xs">{item.itemCode}</span>
            <span>{item.name}</span>
            <span className="text-slate-600">{money(item.price)}</span>
            <Button
              variant="secondary"
              className="py-1"
              disabled={taken(item.id)}
              aria-label={`Add ${item.itemCode}`}
              onClick={() => onAdd(item)}
            >
              Add
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The before/after table a price screen shows before saving. */
export function PreviewTable({
  id,
  title,
  columns,
  rows,
}: {
  id: string;
  title: string;
  columns: string[];
  rows: { key: number; item: ReactNode; values: string[] }[];
}) {
  return (
    <section aria-labelledby={id} className="space-y-2 rounded border border-amber-300 bg-amber-50 p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-slate-700">
            <tr>
              <th className={th}>Item</th>
              {columns.map((c) => (
                <th key={c} className={`${th} text-end`}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-t border-amber-200">
                <td className={td}>{r.item}</td>
                {r.values.map((v, i) => (
                  <td
                    key={columns[i]}
                    className={`${td} text-end tabular-nums ${i === r.values.length - 1 ? 'font-semibold' : ''}`}
                  >
                    {v}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** An item as the price screens name it: its code, then its name. */
export const itemLabel = (itemCode: string, name: string) => (
  <>
    <span className="font-mono text-xs">{itemCode}</span> {name}
  </>
);

/** A failed call as a form shows it: field errors (camelCase keys), the message, and whether it was stale. */
export function problemOf(error: unknown) {
  if (!(error instanceof ApiError)) return { errors: {}, message: String(error), stale: false };
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([k, v]) => [k.charAt(0).toLowerCase() + k.slice(1), v[0] ?? '']),
  );
  return { errors, message: error.message, stale: error.status === 409 && Object.keys(errors).length === 0 };
}
