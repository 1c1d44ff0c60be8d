import {
  type OpsPriceRule,
  OpsPriceRuleCreateRequest,
  type OpsPriceRulePreview,
  OpsPriceRuleUpdateRequest,
} from '@dfs/contract/ops/price-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from './api';
import { canEdit, itemLabel, money, PreviewTable, problemOf, toLocal } from './price-parts';
import { newKey, type Row, RuleRows } from './price-rule-rows';
import { text } from './text';
import { Alert, Button, Field, Input, inputClass } from './ui';

const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/** Makes or changes a volume or buy-get price list: preview first, then save. */
export function PriceRuleForm({ rule }: { rule?: OpsPriceRule | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState(rule?.name ?? '');
  const [kind, setKind] = useState<1 | 4>(rule?.kind ?? 1);
  const [from, setFrom] = useState(toLocal(rule?.validFrom ?? new Date().toISOString()));
  const [until, setUntil] = useState(toLocal(rule?.validTo ?? null));
  const [active, setActive] = useState(rule?.active ?? true);
  const [rows, setRows] = useState<Row[]>([
    ...(rule?.tiers ?? []).map((t) => ({
      key: newKey(),
      itemId: t.itemId,
      label: `#${t.itemId}`,
      a: String(t.startQuantity),
      b: String(t.endQuantity),
      c: String(t.price),
    })),
    ...(rule?.buyGet ?? []).map((r) => ({
      key: newKey(),
      itemId: r.itemId,
      label: `#${r.itemId}`,
      a: String(r.buyQuantity),
      b: String(r.getQuantity),
      c: String(r.getItemId),
    })),
  ]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ message: string; stale: boolean }>();
  const [preview, setPreview] = useState<{ for: string; rows: OpsPriceRulePreview['rows'] }>();
  const [busy, setBusy] = useState(false);

  const request = () => ({
    ...(rule ? { id: rule.id, version: rule.version } : {}),
    name,
    kind,
    validFrom: from ? new Date(from).toISOString() : '',
    validTo: until ? new Date(until).toISOString() : null,
    active,
    tiers:
      kind === 1
        ? rows.map((r) => ({
            itemId: r.itemId,
            startQuantity: num(r.a),
            endQuantity: num(r.b),
            price: num(r.c),
          }))
        : [],
    buyGet:
      kind === 4
        ? rows.map((r) => ({
            itemId: r.itemId,
            buyQuantity: num(r.a),
            getQuantity: num(r.b),
            getItemId: num(r.c),
          }))
        : [],
  });
  const current = JSON.stringify(request());
  const run = async (work: (body: object) => Promise<void>) => {
    const parsed = (rule ? OpsPriceRuleUpdateRequest : OpsPriceRuleCreateRequest).safeParse(request());
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    setProblem(undefined);
    try {
      await work(parsed.data);
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
      const answer = await call<OpsPriceRulePreview>('POST', '/Ops/api/V1.0/PriceRule/Preview', body);
      setPreview({ for: current, rows: answer.rows });
    });
  const save = () =>
    run(async (body) => {
      const saved = await call<OpsPriceRule>(
        rule ? 'PUT' : 'POST',
        `/Ops/api/V1.0/PriceRule/${rule ? 'Update' : 'Create'}`,
        body,
      );
      await queryClient.invalidateQueries({ queryKey: ['price-rules'] });
      navigate(`/price-rules/${saved.id}`, { replace: true });
    });
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
      <h1 className="text-2xl font-semibold">{rule ? rule.name : 'New price list'}</h1>
      {problem ? (
        <Alert>
          {problem.stale
            ? 'Someone changed this price list since you opened it; reload it and make your change again.'
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
            disabled={rule !== undefined}
            onChange={(e) => {
              setKind(Number(e.target.value) as 1 | 4);
              setRows([]);
            }}
          >
            <option value={1}>Volume: a unit price per quantity range</option>
            <option value={4}>Buy-get: free units for every N bought</option>
          </select>
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
        <Field label="From" error={text(errors.validFrom)}>
          <Input type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field label="Until (empty: no end)" error={text(errors.validTo)}>
          <Input type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} />
        </Field>
      </fieldset>

      <RuleRows kind={kind} rows={rows} setRows={setRows} errors={errors} readOnly={readOnly} />

      {previewCurrent && preview ? (
        <PreviewTable
          id="rule-preview"
          title="Cart prices (USD) if you save now"
          columns={['Quantity', 'Before', 'After']}
          rows={preview.rows.map((r) => ({
            key: r.itemId * 100_000 + r.quantity,
            item: itemLabel(r.itemCode, r.name),
            values: [
              String(r.quantity),
              `${money(r.before)}${r.freeBefore ? ` + ${r.freeBefore} free` : ''}`,
              `${money(r.after)}${r.freeAfter ? ` + ${r.freeAfter} free` : ''}`,
            ],
          }))}
        />
      ) : null}

      <div className="flex gap-3">
        {readOnly ? null : (
          <Button type="submit" disabled={busy}>
            {busy ? 'Working…' : previewCurrent ? 'Save price list' : 'Preview prices'}
          </Button>
        )}
        <Button variant="secondary" onClick={() => navigate('/price-rules')}>
          Back to price lists
        </Button>
      </div>
    </form>
  );
}
