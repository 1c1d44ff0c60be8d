import {
  type OpsCurrency,
  type OpsCurrencyList,
  type OpsCurrencyPreview,
  OpsCurrencyUpdateRequest,
} from '@dfs/contract/ops/currencies';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from './api';
import { FormDialog } from './dialog';
import { canEdit, itemLabel, money, PreviewTable, problemOf, th } from './price-parts';
import { text } from './text';
import { Alert, Button, Field, Input } from './ui';

/** A row's cells, centred on the row's Edit button. */
const td = 'px-3 py-2 align-middle';

/** Currencies, their rates to USD and whether travellers may choose them. */
export function CurrenciesPage() {
  const query = useQuery({
    queryKey: ['currencies'],
    queryFn: () => call<OpsCurrencyList>('GET', '/Ops/api/V1.0/Currency/GetAll'),
  });
  const [editing, setEditing] = useState<OpsCurrency>();
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Currencies</h1>
      <p className="text-sm text-slate-600">
        Prices are kept in USD; the storefront shows them in the traveller’s currency at these rates.
      </p>
      {query.error ? <Alert>{query.error.message}</Alert> : null}
      {!query.data && !query.error ? <p className="text-sm text-slate-600">Loading…</p> : null}
      {query.data?.rows.length === 0 ? <p className="text-sm text-slate-600">No currency yet.</p> : null}
      {query.data?.rows.length ? (
        <div className="overflow-x-auto rounded border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th className={th}>Code</th>
                <th className={th}>Name</th>
                <th className={`${th} text-end`}>Units per 1 USD</th>
                <th className={th}>Status</th>
                <th className={th}>
                  <span className="sr-only">Edit</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.rows.map((c) => (
                <tr key={c.id} className="border-t border-slate-100">
                  <td className={`${td} font-mono`}>{c.code}</td>
                  <td className={td}>{c.name}</td>
                  <td className={`${td} text-end tabular-nums`}>{c.rateToUsd}</td>
                  <td className={td}>{c.isDefault ? 'Default' : c.active ? 'Offered' : 'Off'}</td>
                  <td className={`${td} text-end`}>
                    {canEdit() && !c.isDefault ? (
                      <Button
                        variant="secondary"
                        className="py-1"
                        aria-label={`Edit ${c.code}`}
                        onClick={() => setEditing(c)}
                      >
                        Edit
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <FormDialog
        open={editing !== undefined}
        onOpenChange={(open) => (open ? undefined : setEditing(undefined))}
        title={editing ? `Edit ${editing.code} (${editing.name})` : ''}
      >
        {editing ? (
          <CurrencyForm
            key={`${editing.id}:${editing.version}`}
            currency={editing}
            onDone={() => setEditing(undefined)}
          />
        ) : null}
      </FormDialog>
    </section>
  );
}

function CurrencyForm({ currency, onDone }: { currency: OpsCurrency; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [rate, setRate] = useState(String(currency.rateToUsd));
  const [active, setActive] = useState(currency.active);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ message: string; stale: boolean }>();
  const [preview, setPreview] = useState<{ for: string; answer: OpsCurrencyPreview }>();
  const [busy, setBusy] = useState(false);

  const request = { id: currency.id, version: currency.version, rateToUsd: Number(rate), active };
  const current = JSON.stringify(request);
  const validated = () => {
    const parsed = OpsCurrencyUpdateRequest.safeParse({
      ...request,
      rateToUsd: rate.trim() ? Number(rate) : NaN,
    });
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
    return undefined;
  };
  const run = async (work: () => Promise<void>) => {
    if (!validated()) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await work();
    } catch (error) {
      const answer = problemOf(error);
      setErrors(answer.errors);
      setProblem(answer);
    } finally {
      setBusy(false);
    }
  };
  const runPreview = () =>
    run(async () => {
      const answer = await call<OpsCurrencyPreview>('POST', '/Ops/api/V1.0/Currency/Preview', {
        id: currency.id,
        rateToUsd: request.rateToUsd,
      });
      setPreview({ for: current, answer });
    });
  const save = () =>
    run(async () => {
      await call<OpsCurrency>('PUT', '/Ops/api/V1.0/Currency/Update', request);
      await queryClient.invalidateQueries({ queryKey: ['currencies'] });
      onDone();
    });
  const previewCurrent = preview?.for === current;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void (previewCurrent ? save() : runPreview());
      }}
    >
      {problem ? (
        <Alert>
          {problem.stale
            ? 'Someone changed this currency since you opened it; reload it and make your change again.'
            : problem.message}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={`${currency.code} per 1 USD`} error={text(errors.rateToUsd)}>
          <Input
            type="number"
            min="0"
            step="0.000001"
            value={rate}
            onChange={(e) => setRate(e.target.value)}
          />
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
          />
          Offered to travellers
        </label>
      </div>
      {errors.active ? <p className="text-sm text-red-700">{text(errors.active)}</p> : null}
      {previewCurrent && preview ? (
        <PreviewTable
          id="currency-preview"
          title={`Storefront prices in ${preview.answer.currency} if you save now`}
          columns={['USD', 'Before', 'After']}
          rows={preview.answer.rows.map((r) => ({
            key: r.itemId,
            item: itemLabel(r.itemCode, r.name),
            values: [
              money(r.usd),
              money(r.before, preview.answer.currency),
              money(r.after, preview.answer.currency),
            ],
          }))}
        />
      ) : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Working…' : previewCurrent ? 'Save currency' : 'Preview prices'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
