import {
  type OpsPromoCode,
  OpsPromoCodeCreateRequest,
  type OpsPromoCodePreview,
  OpsPromoCodeUpdateRequest,
} from '@dfs/contract/ops/promo-codes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from './api';
import {
  canEdit,
  ItemPicker,
  itemLabel,
  money,
  PreviewTable,
  problemOf,
  td,
  th,
  toLocal,
} from './price-parts';
import { text } from './text';
import { Alert, Button, Field, Input, inputClass } from './ui';

interface Line {
  itemId: number;
  itemCode: string;
  name: string;
  price: string;
}
const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/** Makes or changes a promo code: preview first (USD prices with the code, before and after), then save. */
export function PromoCodeForm({ promo }: { promo?: OpsPromoCode | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [f, setF] = useState({
    code: promo?.code ?? '',
    name: promo?.name ?? '',
    kind: promo?.kind ?? 3,
    rate: promo?.salesRate == null ? '' : String(promo.salesRate),
    isPercentage: promo?.isPercentage ?? true,
    from: toLocal(promo?.validFrom ?? new Date().toISOString()),
    until: toLocal(promo?.validTo ?? null),
    usageLimit: promo?.usageLimit == null ? '' : String(promo.usageLimit),
    perCustomerLimit: promo?.perCustomerLimit == null ? '' : String(promo.perCustomerLimit),
    stacksWithOffers: promo?.stacksWithOffers ?? false,
    active: promo?.active ?? true,
  });
  const set = (changes: Partial<typeof f>) => setF({ ...f, ...changes });
  const [lines, setLines] = useState<Line[]>(
    promo?.items.map((i) => ({
      itemId: i.itemId,
      itemCode: `#${i.itemId}`,
      name: '',
      price: i.price === null ? '' : String(i.price),
    })) ?? [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ message: string; stale: boolean }>();
  const [preview, setPreview] = useState<{ for: string; rows: OpsPromoCodePreview['rows'] }>();
  const [busy, setBusy] = useState(false);

  const request = () => ({
    ...(promo ? { id: promo.id, version: promo.version } : {}),
    code: f.code,
    name: f.name,
    kind: f.kind,
    salesRate: f.kind === 3 ? numberOrNull(f.rate) : null,
    isPercentage: f.kind === 3 && f.isPercentage,
    validFrom: f.from ? new Date(f.from).toISOString() : '',
    validTo: f.until ? new Date(f.until).toISOString() : null,
    usageLimit: numberOrNull(f.usageLimit),
    perCustomerLimit: numberOrNull(f.perCustomerLimit),
    stacksWithOffers: f.stacksWithOffers,
    active: f.active,
    items: lines.map((l) => ({ itemId: l.itemId, price: f.kind === 2 ? numberOrNull(l.price) : null })),
  });
  const current = JSON.stringify(request());
  const validated = () => {
    const parsed = (promo ? OpsPromoCodeUpdateRequest : OpsPromoCodeCreateRequest).safeParse(request());
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
    return undefined;
  };
  const run = async (work: (body: object) => Promise<void>) => {
    const body = validated();
    if (!body) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await work(body);
    } catch (error) {
      const answer = problemOf(error);
      setErrors(answer.errors);
      setProblem(answer);
    } finally {
      setBusy(false);
    }
  };
  const runPreview = () =>
    run(async (body) => {
      const answer = await call<OpsPromoCodePreview>('POST', '/Ops/api/V1.0/PromoCode/Preview', body);
      setPreview({ for: current, rows: answer.rows });
    });
  const save = () =>
    run(async (body) => {
      const saved = await call<OpsPromoCode>(
        promo ? 'PUT' : 'POST',
        `/Ops/api/V1.0/PromoCode/${promo ? 'Update' : 'Create'}`,
        body,
      );
      await queryClient.invalidateQueries({ queryKey: ['promo-codes'] });
      navigate(`/promo-codes/${saved.id}`, { replace: true });
    });
  const readOnly = !canEdit();
  const previewCurrent = preview?.for === current;
  const check = (label: string, key: 'isPercentage' | 'stacksWithOffers' | 'active') => (
    <label className="flex items-center gap-2 self-end pb-2 text-sm">
      <input
        type="checkbox"
        className="size-4"
        checked={f[key]}
        onChange={(e) => set({ [key]: e.target.checked })}
      />
      {label}
    </label>
  );
  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        void (previewCurrent ? save() : runPreview());
      }}
    >
      <h1 className="text-2xl font-semibold">{promo ? `Promo code ${promo.code}` : 'New promo code'}</h1>
      {promo ? (
        <p className="text-sm text-slate-600">
          Used by {promo.usedCount} order{promo.usedCount === 1 ? '' : 's'}
          {promo.bundles ? `; ${promo.bundles} bundle rate(s) kept as they are` : ''}.
        </p>
      ) : null}
      {problem ? (
        <Alert>
          {problem.stale
            ? 'Someone changed this promo code since you opened it; reload it and make your change again.'
            : problem.message}
        </Alert>
      ) : null}
      <fieldset
        disabled={readOnly}
        className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2 md:grid-cols-3"
      >
        <Field label="Code" error={text(errors.code)}>
          <Input value={f.code} onChange={(e) => set({ code: e.target.value })} />
        </Field>
        <Field label="Name" error={text(errors.name)}>
          <Input value={f.name} onChange={(e) => set({ name: e.target.value })} />
        </Field>
        <Field label="Gives" error={text(errors.kind)}>
          <select
            className={inputClass}
            value={f.kind}
            onChange={(e) => set({ kind: Number(e.target.value) as 2 | 3 })}
          >
            <option value={3}>A rate off each item</option>
            <option value={2}>Each item at a set price</option>
          </select>
        </Field>
        {f.kind === 3 ? (
          <div className="flex items-end gap-3">
            <Field label={f.isPercentage ? 'Percentage off' : 'USD off'} error={text(errors.salesRate)}>
              <Input
                type="number"
                min="0"
                step="0.01"
                value={f.rate}
                onChange={(e) => set({ rate: e.target.value })}
              />
            </Field>
            {check('Percentage', 'isPercentage')}
          </div>
        ) : null}
        <Field label="Valid from" error={text(errors.validFrom)}>
          <Input type="datetime-local" value={f.from} onChange={(e) => set({ from: e.target.value })} />
        </Field>
        <Field label="Valid until (empty: no end)" error={text(errors.validTo)}>
          <Input type="datetime-local" value={f.until} onChange={(e) => set({ until: e.target.value })} />
        </Field>
        <Field label="Orders in all (empty: no limit)" error={text(errors.usageLimit)}>
          <Input
            type="number"
            min="1"
            value={f.usageLimit}
            onChange={(e) => set({ usageLimit: e.target.value })}
          />
        </Field>
        <Field label="Orders per customer (empty: no limit)" error={text(errors.perCustomerLimit)}>
          <Input
            type="number"
            min="1"
            value={f.perCustomerLimit}
            onChange={(e) => set({ perCustomerLimit: e.target.value })}
          />
        </Field>
        {check('Stacks with offers (a rate comes off the offer price)', 'stacksWithOffers')}
        {check('Active', 'active')}
      </fieldset>

      <section
        aria-labelledby="promo-items"
        className="space-y-3 rounded border border-slate-200 bg-white p-4"
      >
        <h2 id="promo-items" className="text-lg font-semibold">
          Items
        </h2>
        {errors.items ? <p className="text-sm text-red-700">{text(errors.items)}</p> : null}
        {lines.length === 0 ? (
          <p className="text-sm text-slate-600">No item yet: find items below and add them.</p>
        ) : (
          <table className="w-full text-sm">
            <tbody>
              {lines.map((line, index) => (
                <tr key={line.itemId} className="border-t border-slate-100">
                  <td className={td}>{itemLabel(line.itemCode, line.name)}</td>
                  {f.kind === 2 ? (
                    <td className={td}>
                      <Input
                        aria-label={`Price of ${line.itemCode} with the code (USD)`}
                        type="number"
                        min="0"
                        step="0.01"
                        value={line.price}
                        disabled={readOnly}
                        onChange={(e) =>
                          setLines(lines.map((l, i) => (i === index ? { ...l, price: e.target.value } : l)))
                        }
                      />
                      <span className="text-red-700">{text(errors[`items.${index}.price`])}</span>
                    </td>
                  ) : null}
                  <td className={`${th} text-end`}>
                    {readOnly ? null : (
                      <button
                        type="button"
                        className="text-sky-800 underline"
                        onClick={() => setLines(lines.filter((_, i) => i !== index))}
                      >
                        Remove
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {readOnly ? null : (
          <ItemPicker
            taken={(itemId) => lines.some((l) => l.itemId === itemId)}
            onAdd={(item) =>
              setLines([...lines, { itemId: item.id, itemCode: item.itemCode, name: item.name, price: '' }])
            }
          />
        )}
      </section>

      {previewCurrent && preview ? (
        <PreviewTable
          id="promo-preview"
          title="Cart prices (USD) with this code if you save now"
          columns={['Without code', 'Before', 'After']}
          rows={preview.rows.map((r) => ({
            key: r.itemId,
            item: itemLabel(r.itemCode, r.name),
            values: [money(r.shown), money(r.before), money(r.after)],
          }))}
        />
      ) : null}

      <div className="flex gap-3">
        {readOnly ? null : (
          <Button type="submit" disabled={busy}>
            {busy ? 'Working…' : previewCurrent ? 'Save promo code' : 'Preview prices'}
          </Button>
        )}
        <Button variant="secondary" onClick={() => navigate('/promo-codes')}>
          Back to promo codes
        </Button>
      </div>
    </form>
  );
}
