import {
  type OpsOffer,
  OpsOfferCreateRequest,
  type OpsOfferPreview,
  OpsOfferUpdateRequest,
} from '@dfs/contract/ops/offers';
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

export function OfferForm({ offer }: { offer?: OpsOffer | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState(offer?.name ?? '');
  const [kind, setKind] = useState<2 | 3>(offer?.kind ?? 3);
  const [rate, setRate] = useState(offer?.salesRate === null || !offer ? '' : String(offer.salesRate));
  const [isPercentage, setIsPercentage] = useState(offer?.isPercentage ?? true);
  const [from, setFrom] = useState(toLocal(offer?.validFrom ?? new Date().toISOString()));
  const [until, setUntil] = useState(toLocal(offer?.validTo ?? null));
  const [active, setActive] = useState(offer?.active ?? true);
  const [lines, setLines] = useState<Line[]>(
    offer?.items.map((i) => ({
      itemId: i.itemId,
      itemCode: `#${i.itemId}`,
      name: '',
      price: i.price === null ? '' : String(i.price),
    })) ?? [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ message: string; stale: boolean }>();
  const [preview, setPreview] = useState<{ for: string; rows: OpsOfferPreview['rows'] }>();
  const [busy, setBusy] = useState(false);

  const request = () => ({
    ...(offer ? { id: offer.id, version: offer.version } : {}),
    name,
    kind,
    validFrom: from ? new Date(from).toISOString() : '',
    validTo: until ? new Date(until).toISOString() : null,
    salesRate: kind === 3 && rate.trim() !== '' ? Number(rate) : null,
    isPercentage: kind === 3 && isPercentage,
    active,
    items: lines.map((l) => ({
      itemId: l.itemId,
      price: kind === 2 && l.price.trim() !== '' ? Number(l.price) : null,
    })),
  });
  const current = JSON.stringify(request());
  const validated = () => {
    const parsed = (offer ? OpsOfferUpdateRequest : OpsOfferCreateRequest).safeParse(request());
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
    return undefined;
  };
  const fail = (error: unknown) => {
    const answer = problemOf(error);
    setErrors(answer.errors);
    setProblem(answer);
  };
  const runPreview = async () => {
    const body = validated();
    if (!body) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await call<OpsOfferPreview>('POST', '/Ops/api/V1.0/Offer/Preview', body);
      setPreview({ for: current, rows: answer.rows });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    const body = validated();
    if (!body) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const saved = await call<OpsOffer>(
        offer ? 'PUT' : 'POST',
        `/Ops/api/V1.0/Offer/${offer ? 'Update' : 'Create'}`,
        body,
      );
      await queryClient.invalidateQueries({ queryKey: ['offers'] });
      navigate(`/offers/${saved.id}`, { replace: true, state: { saved: true } });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const readOnly = !canEdit();
  const previewCurrent = preview?.for === current;
  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        void (previewCurrent ? save() : runPreview());
      }}
    >
      <h1 className="text-2xl font-semibold">{offer ? offer.name : 'New offer'}</h1>
      {problem ? (
        <Alert>
          {problem.stale
            ? 'Someone changed this offer since you opened it; reload it and make your change again.'
            : problem.message}
        </Alert>
      ) : null}
      <fieldset
        disabled={readOnly}
        className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2 md:grid-cols-3"
      >
        <Field label="Name" error={text(errors.name)}>
          <Input value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label="Kind" error={text(errors.kind)}>
          <select
            className={inputClass}
            value={kind}
            onChange={(e) => setKind(Number(e.target.value) as 2 | 3)}
          >
            <option value={3}>A rate off every item</option>
            <option value={2}>Each item at its own price</option>
          </select>
        </Field>
        {kind === 3 ? (
          <div className="flex items-end gap-3">
            <Field label={isPercentage ? 'Percentage off' : 'USD off'} error={text(errors.salesRate)}>
              <Input
                type="number"
                min="0"
                step="0.01"
                value={rate}
                onChange={(e) => setRate(e.target.value)}
              />
            </Field>
            <label className="flex items-center gap-2 pb-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={isPercentage}
                onChange={(e) => setIsPercentage(e.target.checked)}
              />
              Percentage
            </label>
          </div>
        ) : (
          <div />
        )}
        <Field label="From" error={text(errors.validFrom)}>
          <Input type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field label="Until (empty: no end)" error={text(errors.validTo)}>
          <Input type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} />
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
          />
          Active
        </label>
      </fieldset>

      <section
        aria-labelledby="offer-items"
        className="space-y-3 rounded border border-slate-200 bg-white p-4"
      >
        <h2 id="offer-items" className="text-lg font-semibold">
          Items
        </h2>
        {errors.items ? <p className="text-sm text-red-700">{text(errors.items)}</p> : null}
        {lines.length === 0 ? (
          <p className="text-sm text-slate-600">No item yet: find items below and add them.</p>
        ) : null}
        {lines.length ? (
          <table className="w-full text-sm">
            <thead className="text-slate-700">
              <tr>
                <th className={th}>Item</th>
                {kind === 2 ? <th className={th}>Offer price (USD)</th> : null}
                <th className={th}>
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                <tr key={line.itemId} className="border-t border-slate-100">
                  <td className={td}>
                    <span className="font-mono text-xs">{line.itemCode}</span> {line.name}
                  </td>
                  {kind === 2 ? (
                    <td className={td}>
                      <Input
                        aria-label={`Offer price of ${line.itemCode}`}
                        type="number"
                        min="0"
                        step="0.01"
                        value={line.price}
                        disabled={readOnly}
                        onChange={(e) =>
                          setLines(lines.map((l, i) => (i === index ? { ...l, price: e.target.value } : l)))
                        }
                      />
                      {errors[`items.${index}.price`] ? (
                        <span className="text-red-700">{text(errors[`items.${index}.price`])}</span>
                      ) : null}
                    </td>
                  ) : null}
                  <td className={td}>
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
        ) : null}
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
          id="offer-preview"
          title="Storefront prices (USD) if you save now"
          columns={['Before', 'After']}
          rows={preview.rows.map((r) => ({
            key: r.itemId,
            item: itemLabel(r.itemCode, r.name),
            values: [money(r.before), money(r.after)],
          }))}
        />
      ) : null}

      <div className="flex gap-3">
        {readOnly ? null : previewCurrent ? (
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save offer'}
          </Button>
        ) : (
          <Button type="submit" disabled={busy}>
            {busy ? 'Working…' : 'Preview prices'}
          </Button>
        )}
        <Button variant="secondary" onClick={() => navigate('/offers')}>
          Back to offers
        </Button>
      </div>
    </form>
  );
}
