import type { OpsItemsPage } from '@dfs/contract/ops/items';
import {
  type OpsOffer,
  OpsOfferCreateRequest,
  type OpsOfferList,
  type OpsOfferPreview,
  OpsOfferUpdateRequest,
} from '@dfs/contract/ops/offers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, call, session } from './api';
import { text } from './text';
import { Alert, Button, Field, Input, inputClass } from './ui';

const canEdit = () => session.get()?.staff.roles.includes('merchandiser') ?? false;
const money = (v: number) => v.toLocaleString('en', { style: 'currency', currency: 'USD' });
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en') : 'no end');
const th = 'px-3 py-2 text-start font-medium';
const td = 'px-3 py-2 align-top';

export function OffersPage() {
  const query = useQuery({
    queryKey: ['offers'],
    queryFn: () => call<OpsOfferList>('GET', '/Ops/api/V1.0/Offer/GetAll'),
  });
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">Offers</h1>
        {canEdit() ? (
          <Link
            to="/offers/new"
            className="ms-auto rounded bg-sky-800 px-4 py-2 text-sm font-medium text-white hover:bg-sky-900"
          >
            New offer
          </Link>
        ) : null}
      </div>
      {query.error ? <Alert>{query.error.message}</Alert> : null}
      {!query.data && !query.error ? <p className="text-sm text-slate-600">Loading…</p> : null}
      {query.data?.rows.length === 0 ? <p className="text-sm text-slate-600">No offer yet.</p> : null}
      {query.data?.rows.length ? (
        <div className="overflow-x-auto rounded border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th className={th}>Name</th>
                <th className={th}>Kind</th>
                <th className={th}>From</th>
                <th className={th}>Until</th>
                <th className={th}>Items</th>
                <th className={th}>Status</th>
              </tr>
            </thead>
            <tbody>
              {query.data.rows.map((o) => (
                <tr key={o.id} className="border-t border-slate-100">
                  <td className={td}>
                    <Link className="text-sky-800 underline-offset-2 hover:underline" to={`/offers/${o.id}`}>
                      {o.name}
                    </Link>
                  </td>
                  <td className={td}>
                    {o.kind === 3
                      ? o.isPercentage
                        ? `${o.salesRate} % off`
                        : `${money(o.salesRate ?? 0)} off`
                      : 'Unit prices'}
                  </td>
                  <td className={td}>{day(o.validFrom)}</td>
                  <td className={td}>{day(o.validTo)}</td>
                  <td className={`${td} tabular-nums`}>{o.items.length}</td>
                  <td className={td}>{o.active ? 'Active' : 'Off'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

export function OfferEditPage() {
  const param = useParams().id;
  const id = param === 'new' ? undefined : Number(param);
  const query = useQuery({
    queryKey: ['offers'],
    queryFn: () => call<OpsOfferList>('GET', '/Ops/api/V1.0/Offer/GetAll'),
    staleTime: 0,
  });
  if (query.error) return <Alert>{query.error.message}</Alert>;
  if (!query.data) return <p className="text-sm text-slate-600">Loading…</p>;
  const offer = id === undefined ? undefined : query.data.rows.find((o) => o.id === id);
  if (id !== undefined && !offer) return <Alert>No offer has this id.</Alert>;
  return <OfferForm key={offer ? `${offer.id}:${offer.version}` : 'new'} offer={offer} />;
}

const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

interface Line {
  itemId: number;
  itemCode: string;
  name: string;
  price: string;
}

function OfferForm({ offer }: { offer?: OpsOffer | undefined }) {
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
  const [search, setSearch] = useState('');
  const [matches, setMatches] = useState<OpsItemsPage['rows']>();
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
    if (error instanceof ApiError) {
      setErrors(
        Object.fromEntries(
          Object.entries(error.errors).map(([k, v]) => [k.charAt(0).toLowerCase() + k.slice(1), v[0] ?? '']),
        ),
      );
      setProblem({ message: error.message, stale: error.status === 409 });
    } else setProblem({ message: String(error), stale: false });
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
  const find = async () => {
    if (!search.trim()) return;
    const page = await call<OpsItemsPage>(
      'GET',
      `/Ops/api/V1.0/Item/GetAll?pageSize=8&search=${encodeURIComponent(search.trim())}`,
    );
    setMatches(page.rows);
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
            {matches?.length === 0 ? <p className="text-sm text-slate-600">No item matches.</p> : null}
            <ul className="space-y-1 text-sm">
              {matches?.map((item) => (
                <li key={item.id} className="flex items-center gap-3">
                  <span className="font-mono text-xs">{item.itemCode}</span>
                  <span>{item.name}</span>
                  <span className="text-slate-600">{money(item.price)}</span>
                  <Button
                    variant="secondary"
                    className="py-1"
                    disabled={lines.some((l) => l.itemId === item.id)}
                    aria-label={`Add ${item.itemCode}`}
                    onClick={() =>
                      setLines([
                        ...lines,
                        { itemId: item.id, itemCode: item.itemCode, name: item.name, price: '' },
                      ])
                    }
                  >
                    Add
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      {previewCurrent && preview ? (
        <section
          aria-labelledby="offer-preview"
          className="space-y-2 rounded border border-amber-300 bg-amber-50 p-4"
        >
          <h2 id="offer-preview" className="text-lg font-semibold">
            Storefront prices (USD) if you save now
          </h2>
          <table className="w-full text-sm">
            <thead className="text-slate-700">
              <tr>
                <th className={th}>Item</th>
                <th className={`${th} text-end`}>Before</th>
                <th className={`${th} text-end`}>After</th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((r) => (
                <tr key={r.itemId} className="border-t border-amber-200">
                  <td className={td}>
                    <span className="font-mono text-xs">{r.itemCode}</span> {r.name}
                  </td>
                  <td className={`${td} text-end tabular-nums`}>{money(r.before)}</td>
                  <td className={`${td} text-end font-semibold tabular-nums`}>{money(r.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
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
