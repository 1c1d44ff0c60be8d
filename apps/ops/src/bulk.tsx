import type { OpsBulkImportResult, OpsItemImportResult } from '@dfs/contract/ops/bulk';
import type { StaffRole } from '@dfs/contract/ops/roles';
import { useState } from 'react';
import { ApiError, download, postCsv, session } from './api';
import { bulkLines, count, itemLines, type Kind, kinds, type Line, ROWS_SHOWN } from './bulk-kinds';
import { Alert, Button } from './ui';

interface DryRun {
  kind: Kind;
  csv: string;
  fileName: string;
  checksum: string;
  lines: Line[];
}

/** Import / export: upload a CSV, see every row's change or error, then apply it; download exports. */
export function BulkPage() {
  const roles = session.get()?.staff.roles ?? [];
  const may = (call: { roles: readonly StaffRole[] }) => call.roles.some((r) => roles.includes(r));
  const available = (Object.keys(kinds) as Kind[]).filter(
    (k) => may(kinds[k].importCall) || may(kinds[k].exportCall),
  );
  const [kind, setKind] = useState<Kind>(available[0] ?? 'items');
  const [dry, setDry] = useState<DryRun | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const [onlyChanges, setOnlyChanges] = useState(false);
  const spec = kinds[kind];

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem('');
    setDone('');
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        setProblem(`${error.message} The dry run is out of date: run it again.`);
      else if (error instanceof ApiError && error.status === 413) setProblem('The file is larger than 5 MB.');
      else setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const dryRun = (file: File) =>
    run(async () => {
      setDry(null);
      const csv = await file.text();
      if (kind === 'items') {
        const result = await postCsv<OpsItemImportResult>(`${spec.importCall.path}?dryRun=true`, csv);
        setDry({ kind, csv, fileName: file.name, checksum: result.checksum, lines: itemLines(result) });
      } else {
        const result = await postCsv<OpsBulkImportResult>(`${spec.importCall.path}?dryRun=true`, csv);
        setDry({ kind, csv, fileName: file.name, checksum: result.checksum, lines: bulkLines(result, kind) });
      }
    });

  const apply = (current: DryRun) =>
    run(async () => {
      const query = `dryRun=false&checksum=${current.checksum}`;
      const result = await postCsv<{ applied: boolean }>(
        `${kinds[current.kind].importCall.path}?${query}`,
        current.csv,
      );
      if (!result.applied)
        throw new Error('Nothing was written: a row failed. Fix the file and run the dry run again.');
      setDone(
        `${current.fileName}: ${count(current.lines.filter((l) => l.changed).length, 'change')} written.`,
      );
      setDry(null);
    });

  const lines = dry?.kind === kind ? dry.lines : [];
  const errors = lines.filter((l) => l.error).length;
  const changes = lines.filter((l) => l.changed).length;
  const warnings = lines.filter((l) => l.warning).length;
  const listed = [...lines]
    .sort(
      (a, b) =>
        Number(!!b.error) - Number(!!a.error) ||
        Number(!!b.warning) - Number(!!a.warning) ||
        Number(b.changed) - Number(a.changed) ||
        a.line - b.line,
    )
    .filter((l) => !onlyChanges || l.error || l.changed);

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Import / export</h1>
      <div role="tablist" aria-label="What to import or export" className="flex flex-wrap gap-1">
        {available.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === kind}
            onClick={() => {
              setKind(k);
              setProblem('');
              setDone('');
            }}
            className={`rounded px-4 py-2 text-sm ${k === kind ? 'bg-sky-800 font-medium text-white' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
          >
            {kinds[k].label}
          </button>
        ))}
      </div>
      <div className="grid gap-4 rounded border border-slate-200 bg-white p-4 md:grid-cols-2">
        <div className="space-y-2 text-sm">
          <h2 className="font-semibold">Columns</h2>
          <p className="text-slate-700">{spec.columns}</p>
          <p className="text-slate-600">
            The export is in the import’s format: download it, change it in a spreadsheet, upload it.
          </p>
          {may(spec.exportCall) ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => run(() => download(spec.exportCall.path, spec.file))}
            >
              Download {spec.file}
            </Button>
          ) : null}
        </div>
        {may(spec.importCall) ? (
          <div className="space-y-2 text-sm">
            <h2 className="font-semibold">Import</h2>
            <p className="text-slate-600">
              A dry run lists every row’s change or error and writes nothing. Applying writes all rows or
              none.
            </p>
            <label className="block">
              <span className="mb-1 block font-medium text-slate-700">CSV file (at most 5 MB)</span>
              <input
                type="file"
                accept=".csv,text/csv"
                disabled={busy}
                className="block w-full text-sm file:me-3 file:rounded file:border file:border-slate-300 file:bg-white file:px-3 file:py-2"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void dryRun(file);
                }}
              />
            </label>
          </div>
        ) : (
          <p className="text-sm text-slate-600">Your roles allow the export only.</p>
        )}
      </div>
      {problem ? <Alert>{problem}</Alert> : null}
      {done ? (
        <p
          role="status"
          className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          {done}
        </p>
      ) : null}
      {dry && dry.kind === kind ? (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <h2 className="text-lg font-semibold">Dry run of {dry.fileName}</h2>
            <span role="status">
              {count(lines.length, 'row')}: {count(changes, 'change')}, {count(errors, 'error')}
              {warnings > 0 ? `, ${count(warnings, 'warning')}` : ''}
            </span>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={onlyChanges}
                onChange={(e) => setOnlyChanges(e.target.checked)}
              />
              Only changes and errors
            </label>
            <span className="ms-auto flex gap-2">
              <Button variant="secondary" onClick={() => setDry(null)} disabled={busy}>
                Discard
              </Button>
              <Button onClick={() => apply(dry)} disabled={busy || errors > 0 || changes === 0}>
                Apply {count(changes, 'change')}
              </Button>
            </span>
          </div>
          {errors > 0 ? (
            <Alert>
              {count(errors, 'row has', 'rows have')} errors: fix them in the file and upload it again.
              Nothing is written while any row fails.
            </Alert>
          ) : null}
          {warnings > 0 ? (
            <p className="rounded border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {count(warnings, 'row moves its price', 'rows move their price')} far from the current one:
              check {warnings === 1 ? 'it' : 'them'} in the table before applying.
            </p>
          ) : null}
          <div className="overflow-x-auto rounded border border-slate-200 bg-white">
            <table className="w-full text-sm">
              <thead className="bg-slate-100 text-slate-700">
                <tr>
                  <th className="px-3 py-2 text-end">Line</th>
                  <th className="px-3 py-2 text-start">Item code</th>
                  <th className="px-3 py-2 text-start">Sets</th>
                  <th className="px-3 py-2 text-end">Now</th>
                  <th className="px-3 py-2 text-end">After import</th>
                  <th className="px-3 py-2 text-start">Result</th>
                </tr>
              </thead>
              <tbody>
                {listed.slice(0, ROWS_SHOWN).map((l) => (
                  <tr
                    key={l.line}
                    className={`border-t border-slate-100 ${l.error ? 'bg-red-50' : l.changed ? 'bg-amber-50' : ''}`}
                  >
                    <td className="px-3 py-2 text-end tabular-nums">{l.line}</td>
                    <td className="px-3 py-2 font-mono">{l.itemCode}</td>
                    <td className="px-3 py-2">{l.target}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{l.error ? '' : l.before}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{l.error ? '' : l.after}</td>
                    <td className={`px-3 py-2 ${l.error ? 'text-red-800' : ''}`}>
                      {l.error ?? (l.changed ? 'Change' : 'No change')}
                      {!l.error && l.warning ? (
                        <span className="block font-medium text-amber-900">Check: {l.warning}</span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {listed.length > ROWS_SHOWN ? (
              <p className="p-3 text-sm text-slate-600">
                Showing the first {ROWS_SHOWN} of {listed.length} rows (errors first, then warnings, then
                changes).
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
