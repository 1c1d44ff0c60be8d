import { OpsRegulatedItemAddRequest, type OpsRegulation } from '@dfs/contract/ops/regulation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from './api';
import { canEdit, problemOf, th } from './price-parts';
import { text } from './text';
import { Alert, Button, Field, Input } from './ui';

const td = 'px-3 py-2 align-middle';
const queryKey = ['regulation'];
const promptLabel = { euFragrance: 'EU fragrance ban' } as const;

/** The regulated items (EU fragrance prompt) and the age-restricted categories (18+ prompt). */
export function RegulationPage() {
  const query = useQuery({
    queryKey,
    queryFn: () => call<OpsRegulation>('GET', '/Ops/api/V1.0/Regulation/Get'),
  });
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold">Regulation</h1>
      <p className="text-sm text-slate-600">
        The storefront asks travellers to confirm before adding these items to a cart: the EU fragrance items
        that their destination is outside Europe, items of age-restricted categories that they are 18 or over.
      </p>
      {query.error ? <Alert>{query.error.message}</Alert> : null}
      {!query.data && !query.error ? <p className="text-sm text-slate-600">Loading…</p> : null}
      {query.data ? (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <RegulatedItems data={query.data} />
          <AgeCategories data={query.data} />
        </div>
      ) : null}
    </section>
  );
}

function useSave() {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<{ message: string; errors: Record<string, string> }>();
  const [busy, setBusy] = useState(false);
  const save = async (method: string, path: string, body: unknown) => {
    setBusy(true);
    setProblem(undefined);
    try {
      queryClient.setQueryData(queryKey, await call<OpsRegulation>(method, path, body));
      return true;
    } catch (error) {
      setProblem(problemOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { save, problem, setProblem, busy };
}

function RegulatedItems({ data }: { data: OpsRegulation }) {
  const { save, problem, setProblem, busy } = useSave();
  const [code, setCode] = useState('');
  const add = async () => {
    const parsed = OpsRegulatedItemAddRequest.safeParse({ itemCode: code });
    if (!parsed.success) {
      setProblem({ message: '', errors: { itemCode: parsed.error.issues[0]?.message ?? '' } });
      return;
    }
    if (await save('POST', '/Ops/api/V1.0/Regulation/AddItem', parsed.data)) setCode('');
  };
  return (
    <div className="space-y-3 rounded border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold">Regulated items</h2>
      {problem?.message ? <Alert>{problem.message}</Alert> : null}
      {canEdit() ? (
        <form
          noValidate
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <div className="min-w-48 flex-1">
            <Field label="Item code" error={text(problem?.errors.itemCode)}>
              <Input value={code} onChange={(e) => setCode(e.target.value)} placeholder="FRG-1001" />
            </Field>
          </div>
          <Button type="submit" disabled={busy}>
            Add to the list
          </Button>
        </form>
      ) : null}
      {data.items.length === 0 ? <p className="text-sm text-slate-600">No regulated item.</p> : null}
      {data.items.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th className={`${th} whitespace-nowrap`}>Item code</th>
                <th className={th}>Name</th>
                <th className={th}>Prompt</th>
                <th className={th}>
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.itemId} className="border-t border-slate-100">
                  <td className={`${td} font-mono whitespace-nowrap`}>{item.itemCode}</td>
                  <td className={td}>{item.name}</td>
                  <td className={`${td} whitespace-nowrap`}>{promptLabel[item.prompt]}</td>
                  <td className={`${td} text-end`}>
                    {canEdit() ? (
                      <Button
                        variant="secondary"
                        className="py-1"
                        disabled={busy}
                        aria-label={`Remove ${item.itemCode}`}
                        onClick={() =>
                          void save('POST', '/Ops/api/V1.0/Regulation/RemoveItem', {
                            itemCode: item.itemCode,
                          })
                        }
                      >
                        Remove
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

function AgeCategories({ data }: { data: OpsRegulation }) {
  const { save, problem, busy } = useSave();
  const saved = data.categories.filter((c) => c.ageRestricted).map((c) => c.id);
  const [chosen, setChosen] = useState<number[]>(saved);
  const savedKey = saved.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the choice follows what was saved
  useEffect(() => setChosen(saved), [savedKey]);
  const changed = [...chosen].sort().join() !== [...saved].sort().join();
  return (
    <form
      noValidate
      className="space-y-3 self-start rounded border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save('PUT', '/Ops/api/V1.0/Regulation/SetAgeRestrictedCategories', { categoryIds: chosen });
      }}
    >
      <h2 className="text-lg font-semibold">Age-restricted categories (18 and over)</h2>
      {problem ? <Alert>{text(problem.errors.categoryIds) || problem.message}</Alert> : null}
      <fieldset className="grid gap-2 sm:grid-cols-2" disabled={!canEdit()}>
        <legend className="sr-only">Age-restricted categories</legend>
        {data.categories.map((c) => (
          <label key={c.id} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={chosen.includes(c.id)}
              onChange={(e) =>
                setChosen((now) => (e.target.checked ? [...now, c.id] : now.filter((id) => id !== c.id)))
              }
            />
            {c.name}
          </label>
        ))}
      </fieldset>
      {canEdit() ? (
        <Button type="submit" disabled={busy || !changed}>
          Save categories
        </Button>
      ) : null}
    </form>
  );
}
