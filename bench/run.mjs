// `npm run bench`: every benchmark section, each API figure beside a hello-world baseline (H) measured in
// the same run. Prints the tables and the budget checks, writes bench/results/latest.json (latest-large.json
// with --large) and rewrites the generated part of BENCHMARKS.md.
//
// Options: --duration=N seconds per row (default 5), --large (the API on the 100 000-item data set of
// `npm run seed:large` instead of the demo catalogue), --skip-web, --skip-pg, --skip-pglite.
// PostgreSQL sections run when DATABASE_URL or TEST_DATABASE_URL is set (a server the bench may create
// databases on); BENCH_DB_PREFIX names them (default dfs_bench), BENCH_PORT is the first of the ports used.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchApi } from './api.mjs';
import { printSection, runCommand } from './support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = new Map(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const flag = (name) => args.get(name) === 'true';
const duration = Number(args.get('duration') ?? 5);
const large = flag('large');
const databaseUrl = flag('skip-pg') ? undefined : process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const prefix = process.env.BENCH_DB_PREFIX || 'dfs_bench';
const port = Number(process.env.BENCH_PORT || 8391);

/** A section another file provides, when that file is there. */
async function optional(file, exportName, options) {
  const full = path.join(root, 'bench', file);
  if (!existsSync(full)) return undefined;
  const module = await import(pathToFileURL(full).href);
  return module[exportName](options);
}

const started = Date.now();
runCommand(root, 'npm', ['run', 'build', '-w', '@dfs/api']);

const sections = [];
async function section(name, work) {
  console.log(`\n== ${name}`);
  try {
    const result = await work();
    if (result) sections.push(result);
  } catch (error) {
    console.error(`${name} failed:`, error);
    sections.push({
      title: `${name} (failed)`,
      tables: [],
      checks: [
        { budget: `${name} runs`, measured: String(error?.message ?? error).slice(0, 200), met: false },
      ],
      raw: { error: String(error?.stack ?? error) },
    });
  }
}

if (!flag('skip-pglite')) {
  await section('API on PGlite', () => benchApi({ root, kind: 'pglite', duration, large, port }));
}
if (databaseUrl) {
  await section('API on PostgreSQL', () =>
    benchApi({
      root,
      kind: 'postgres',
      serverUrl: databaseUrl,
      databaseName: large ? `${prefix}_large` : `${prefix}_api`,
      duration,
      large,
      port,
    }),
  );
}
// Search-box suggestions, uncached, distinct terms in three languages at 1 and 10 connections (issue 19).
if (!flag('skip-pglite')) {
  await section('search suggestions on PGlite', () =>
    optional('search.mjs', 'benchSearch', { root, kind: 'pglite', duration, large, port }),
  );
}
if (databaseUrl) {
  await section('search suggestions on PostgreSQL', () =>
    optional('search.mjs', 'benchSearch', {
      root,
      kind: 'postgres',
      serverUrl: databaseUrl,
      databaseName: large ? `${prefix}_large` : `${prefix}_search`,
      duration,
      large,
      port,
    }),
  );
}
// PGlite ≥ 0.4 × PostgreSQL on GetItems (every request reaching the database, so the engines compare).
const apiRaw = (kind) => sections.find((s) => s.raw?.database === kind)?.raw;
const [lite, server] = [apiRaw('pglite'), apiRaw('postgres')];
if (lite && server) {
  const items = (raw) => raw.figures.find((f) => f.pass === 'uncached' && f.name === 'GetItems page');
  const ratio = items(lite).ratioToH / items(server).ratioToH;
  sections.push({
    title: 'PGlite beside PostgreSQL',
    tables: [],
    checks: [
      {
        budget: `PGlite ≥ 0.4 × PostgreSQL on GetItems (uncached, ratios to their own H)`,
        measured: `${ratio.toFixed(2)} × (${items(lite).ratioToH} vs ${items(server).ratioToH} × H)`,
        met: ratio >= 0.4,
      },
    ],
    raw: { ratio },
  });
}
if (!large) {
  if (!flag('skip-web')) {
    await section('front end', () => optional('frontend.mjs', 'benchFrontEnd', { root, runs: 5 }));
  }
  if (databaseUrl) {
    await section('inventory', () => optional('inventory.mjs', 'benchInventory', { root, databaseUrl }));
    await section('two API processes', () =>
      optional('two-processes.mjs', 'benchTwoProcesses', { root, databaseUrl }),
    );
    await section('orders beside a slow gateway and a slow webhook receiver', () =>
      optional('orders.mjs', 'benchOrders', { root, databaseUrl, duration: Math.max(duration, 10) }),
    );
  }
}

const checks = sections.flatMap((s) => s.checks);
printSection({ tables: sections.flatMap((s) => s.tables), checks });

const cpus = os.cpus();
const meta = {
  at: new Date().toISOString(),
  machine: {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
    platform: `${os.platform()} ${os.release()}`,
  },
  node: process.version,
  databases: [...(flag('skip-pglite') ? [] : ['pglite']), ...(databaseUrl ? ['postgres'] : [])],
  data: large ? '100 000 items, 1 000 000 orders (seed:large)' : 'demo catalogue',
  durationSeconds: duration,
  totalSeconds: Math.round((Date.now() - started) / 1000),
};
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench', 'results', large ? 'latest-large.json' : 'latest.json'),
  `${JSON.stringify({ ...meta, sections, checks }, null, 2)}\n`,
);

// BENCHMARKS.md: the block between the markers is generated (the --large run has its own block);
// everything else is written by hand and left alone.
const cell = (v) => String(v ?? '').replaceAll('|', '\\|');
function markdownTable(rows) {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]);
  return [
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${columns.map((c) => cell(r[c])).join(' | ')} |`),
  ].join('\n');
}
const generated = [
  `Generated by \`npm run bench${large ? ' -- --large' : ''}\` on ${meta.at.slice(0, 16).replace('T', ' ')} UTC: ` +
    `${meta.machine.cpus} × ${meta.machine.cpuModel}, ${meta.machine.memoryGiB} GiB, load average ` +
    `${meta.machine.loadAverage.join(' ')}, Node ${meta.node}, ${meta.databases.join(' and ')}, ${meta.data}, ` +
    `${duration} s per row, ${Math.round(meta.totalSeconds / 60)} min in all.`,
  ...sections.flatMap((s) => s.tables.map((t) => `**${t.title}**\n\n${markdownTable(t.rows)}`)),
  `**Budgets**\n\n${markdownTable(checks.map((c) => ({ budget: c.budget, measured: c.measured, met: c.met ? 'met' : '**not met**' })))}`,
].join('\n\n');
const [start, end] = large
  ? ['<!-- bench:large:start -->', '<!-- bench:large:end -->']
  : ['<!-- bench:start -->', '<!-- bench:end -->'];
const file = path.join(root, 'BENCHMARKS.md');
const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
const block = `${start}\n${generated}\n${end}`;
const from = text.indexOf(start);
const to = text.indexOf(end);
const updated =
  from >= 0 && to > from
    ? `${text.slice(0, from)}${block}${text.slice(to + end.length)}`
    : text.replace(/\n*$/, `\n\n${block}\n`);
writeFileSync(file, updated);
console.log(`\nWrote bench/results/${large ? 'latest-large.json' : 'latest.json'} and BENCHMARKS.md`);
