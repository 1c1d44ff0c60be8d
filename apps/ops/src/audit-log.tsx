import type { AuditLogPage as Page } from '@dfs/contract/ops/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call, session } from './api';
import { Alert, Button, Field, inputClass } from './ui';

const PAGE_SIZE = 50;
const filterKeys = ['staffId', 'entity', 'from', 'to'] as const;

/** Nested values as dotted fields (zh.name), each as text. */
function flatten(value: unknown, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (Array.isArray(value)) {
    into[prefix] = value.length === 0 ? '(none)' : value.map(listed).join('; ');
  } else if (prefix) into[prefix] = value === null ? '(none)' : String(value);
  return into;
}

/** One element of a listed value: an image as its file (and whether it is the default), else as JSON. */
function listed(element: unknown): string {
  if (element !== null && typeof element === 'object' && 'url' in element) {
    const image = element as { url: unknown; isDefault?: unknown };
    return `${String(image.url).split('/').pop()}${image.isDefault ? ' (default)' : ''}`;
  }
  return typeof element === 'object' ? JSON.stringify(element) : String(element);
}

/** The fields that differ between before and after, with both values. */
function differences(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const a = flatten(before);
  const b = flatten(after);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((key) => a[key] !== b[key])
    .map((key) => ({ key, before: a[key] ?? '(none)', after: b[key] ?? '(none)' }));
}

export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = new URLSearchParams();
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value) filters.set(key, value);
  }
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(filterKeys.map((k) => [k, params.get(k) ?? ''])),
  );
  const query = useQuery({
    queryKey: ['audit', page, filters.toString()],
    queryFn: () =>
      call<Page>('GET', `/Ops/api/V1.0/AuditLog/GetAll?page=${page}&pageSize=${PAGE_SIZE}&${filters}`),
    placeholderData: keepPreviousData,
  });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;
  const apply = (nextPage: number, values = draft) => {
    const next = new URLSearchParams();
    for (const key of filterKeys) if (values[key]) next.set(key, values[key]!);
    next.set('page', String(nextPage));
    setParams(next);
  };
  const exportCsv = async () => {
    const response = await fetch(`/Ops/api/V1.0/AuditLog/Export?${filters}`, {
      headers: { authorization: `Bearer ${session.get()?.token ?? ''}` },
    });
    if (!response.ok) return;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = 'audit-log.csv';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Audit log</h1>
      <form
        className="grid items-end gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(e) => {
          e.preventDefault();
          apply(1);
        }}
      >
        <Field label="Staff id">
          <input
            className={inputClass}
            inputMode="numeric"
            value={draft.staffId}
            onChange={(e) => setDraft({ ...draft, staffId: e.target.value })}
          />
        </Field>
        <Field label="Record kind">
          <select
            className={inputClass}
            value={draft.entity}
            onChange={(e) => setDraft({ ...draft, entity: e.target.value })}
          >
            <option value="">Any</option>
            <option value="item">Item</option>
            <option value="category">Category</option>
            <option value="brand">Brand</option>
            <option value="banner">Banner</option>
            <option value="offer">Offer</option>
            <option value="priceImport">Price import</option>
            <option value="stockImport">Stock import</option>
            <option value="staff">Staff</option>
          </select>
        </Field>
        <Field label="From day">
          <input
            type="date"
            className={inputClass}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </Field>
        <Field label="To day">
          <input
            type="date"
            className={inputClass}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </Field>
        <div className="flex gap-2">
          <Button type="submit">Filter</Button>
          <Button variant="secondary" onClick={exportCsv}>
            Export CSV
          </Button>
        </div>
      </form>
      {query.error ? <Alert>{query.error.message}</Alert> : null}
      <div className="overflow-x-auto rounded border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th className="px-3 py-2 text-start">When (UTC)</th>
              <th className="px-3 py-2 text-start">Who</th>
              <th className="px-3 py-2 text-start">What</th>
              <th className="px-3 py-2 text-start">Before</th>
              <th className="px-3 py-2 text-start">After</th>
            </tr>
          </thead>
          <tbody>
            {query.data?.rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-100 align-top">
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                  {row.at.slice(0, 19).replace('T', ' ')}
                </td>
                <td className="px-3 py-2">
                  {row.staffName} <span className="text-slate-500">#{row.staffId}</span>
                </td>
                <td className="px-3 py-2">
                  {row.action} {row.entity} {row.entityId}
                </td>
                {(['before', 'after'] as const).map((side) => (
                  <td key={side} className="max-w-xs break-words px-3 py-2">
                    {differences(row.before, row.after).map((d) => (
                      <div key={d.key}>
                        <span className="text-slate-500">{d.key}: </span>
                        {d[side]}
                      </div>
                    ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {query.data && query.data.rows.length === 0 ? (
          <p className="p-4 text-sm text-slate-600">No change matches.</p>
        ) : null}
      </div>
      <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
        <Button
          variant="secondary"
          disabled={page <= 1}
          onClick={() => apply(page - 1, Object.fromEntries(filters))}
        >
          Previous
        </Button>
        <span>
          Page {Math.min(page, pages)} of {pages} ({query.data?.total ?? '…'} changes)
        </span>
        <Button
          variant="secondary"
          disabled={page >= pages}
          onClick={() => apply(page + 1, Object.fromEntries(filters))}
        >
          Next
        </Button>
      </nav>
    </section>
  );
}
