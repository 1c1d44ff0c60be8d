// `npm run bench:web`: the storefront's production build, measured. Per-route JS and CSS sizes (gzip and
// brotli) from apps/web/dist and its Vite manifest, then Lighthouse (mobile emulation, the default
// config) run `runs` times on home, a product list and a product detail page served by the built API
// on PGlite with the demo catalogue. Importable: bench/run.mjs calls benchFrontEnd() and renders the
// tables and checks it returns. Sizes are in kB of 1000 bytes, as Vite prints them.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { childEnv, printSection, waitFor } from './support.mjs';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 8512);
const CHROME_PATH = '/usr/bin/chromium';
const BUDGET = {
  firstLoadGzipKb: 100,
  performance: 95,
  lcpMs: 1500,
  cls: 0.02,
  tbtMs: 100,
};

const kb = (bytes) => Number((bytes / 1000).toFixed(1));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function sizesOf(dist, files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const content = readFileSync(path.join(dist, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
    brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}

/** The chunk and its static imports, transitively (what the browser must fetch before it runs). */
function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const filesOf = (manifest, keys) => ({
  js: [...new Set([...keys].map((k) => manifest[k].file))],
  css: [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))],
});

/** Every route of apps/web/src/app/routes.tsx: its path and the module its `lazy` imports (or null). */
export function routesOf(routerSource) {
  const start = routerSource.indexOf('const routes');
  const source = routerSource.slice(start);
  const routes = [];
  const pattern =
    /(index: true|path: '([^']*)')((?:(?!index: true|path: ')[\s\S])*?)(?=index: true|path: '|$)/g;
  for (const match of source.matchAll(pattern)) {
    const routePath = match[1] === 'index: true' ? '/' : `/${match[2]}`;
    const lazy = /lazy:[\s\S]*?import\('\.\.\/([^']+)'\)/.exec(match[3]);
    routes.push({ path: routePath, module: lazy ? `src/${lazy[1]}.tsx` : null });
  }
  return routes;
}

export function measureBuild(root) {
  const web = path.join(root, 'apps', 'web');
  const dist = path.join(web, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const firstLoadKeys = staticClosure(manifest, entryKey);
  const firstLoad = filesOf(manifest, firstLoadKeys);
  const firstLoadJs = firstLoad.js.map((file) => ({ file, ...sizesOf(dist, [file]) }));
  const firstLoadJsTotal = sizesOf(dist, firstLoad.js);
  const firstLoadCss = sizesOf(dist, firstLoad.css);

  const routes = routesOf(readFileSync(path.join(web, 'src', 'app', 'routes.tsx'), 'utf8'));
  const perRoute = routes.map((route) => {
    if (!route.module) return { ...route, lazy: false, inShell: true, js: [], css: [] };
    if (!manifest[route.module])
      throw new Error(`${route.module} (route ${route.path}) is not in the manifest`);
    const keys = [...staticClosure(manifest, route.module)].filter((k) => !firstLoadKeys.has(k));
    const files = filesOf(manifest, keys);
    return {
      ...route,
      lazy: !firstLoadKeys.has(route.module),
      inShell: false,
      js: files.js,
      css: files.css.filter((c) => !firstLoad.css.includes(c)),
      jsSizes: sizesOf(dist, files.js),
      cssSizes: sizesOf(
        dist,
        files.css.filter((c) => !firstLoad.css.includes(c)),
      ),
    };
  });
  return { entry: manifest[entryKey].file, firstLoadJs, firstLoadJsTotal, firstLoadCss, firstLoad, perRoute };
}

/** A category with products and one product of it, read from the running API as the storefront does. */
async function pickPages(base) {
  const tokens = await (await fetch(`${base}/User/api/V1.0/Token/Startup`, { method: 'POST' })).json();
  const headers = {
    authorization: `Bearer ${tokens.clientAccessToken}`,
    usertoken: tokens.accessToken,
    actionprivilege: 'PreOrder-Access',
  };
  const get = async (pathAndQuery) => {
    const response = await fetch(`${base}${pathAndQuery}`, { headers });
    if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status}`);
    return response.json();
  };
  const { itemCategories } = await get('/MasterData/api/V1.0/ItemCategory/GetItemCategoryHierarchical');
  for (const category of itemCategories) {
    const page = await get(
      `/PreOrder/api/V1.0/PreOrder/GetItems?listKind=category&categoryId=${category.id}`,
    );
    if (page.items.length > 0) {
      // Server-rendered pages (docs/decisions/023): each in English and in Arabic (right to left).
      const pages = [
        { page: 'home', path: '/' },
        { page: 'product list', path: `/product-list/${encodeURIComponent(category.name)}/${category.id}` },
        { page: 'product detail', path: `/product-detail/${page.items[0].id}` },
      ];
      return ['en', 'ar'].flatMap((lng) =>
        pages.map((p) => ({ page: `${p.page} (${lng})`, path: `${p.path}?lng=${lng}` })),
      );
    }
  }
  throw new Error('the demo catalogue has no category with products');
}

/** One Lighthouse run; a run whose trace failed (it happens on a loaded machine) is repeated, twice at most. */
async function auditOnce(lighthouse, url, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance'] });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.warn(`Lighthouse: ${lhr.runtimeError.code} on ${url}; running again`);
  }
}

async function lighthouseRuns(base, pages, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results = [];
  try {
    for (const page of pages) {
      const url = `${base}${page.path}`;
      // One unmeasured load warms the server's read cache, as a shop in use would have it.
      await auditOnce(lighthouse, url, chrome.port);
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await auditOnce(lighthouse, url, chrome.port);
        const audit = (id) => lhr.audits[id].numericValue;
        samples.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          fcpMs: audit('first-contentful-paint'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          speedIndexMs: audit('speed-index'),
          lcpElement:
            lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
        });
      }
      const pick = (k) => median(samples.map((s) => s[k]));
      results.push({
        ...page,
        url,
        median: {
          performance: pick('performance'),
          fcpMs: Math.round(pick('fcpMs')),
          lcpMs: Math.round(pick('lcpMs')),
          tbtMs: Math.round(pick('tbtMs')),
          cls: Number(pick('cls').toFixed(3)),
          speedIndexMs: Math.round(pick('speedIndexMs')),
        },
        samples,
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

function startServer(root, dataDir) {
  return spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // The embedded database, even when the shell sets DATABASE_URL for the API sections.
    env: childEnv({
      // The production bundle with the demo data and the sandbox gateway: NODE_ENV=production would
      // refuse the embedded database, the file outbox and the demo customers (docs/OPERATIONS.md).
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      JWT_SECRET: 'bench-frontend-secret-bench-frontend-secret',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    }),
  });
}

export async function benchFrontEnd({ root = path.resolve(import.meta.dirname, '..'), runs = 5 } = {}) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  const sizes = measureBuild(root);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dfs-bench-web-'));
  const server = startServer(root, dataDir);
  const base = `http://127.0.0.1:${PORT}`;
  let lighthouse;
  try {
    await waitFor(`${base}/readyz`);
    lighthouse = await lighthouseRuns(base, await pickPages(base), runs);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }

  // Opening home loads the shell and then home's own lazy chunks; both count.
  const homeRoute = sizes.perRoute.find((r) => r.path === '/');
  const firstLoadGzip = kb(sizes.firstLoadJsTotal.gzip + (homeRoute?.jsSizes?.gzip ?? 0));
  const firstLoadBrotli = kb(sizes.firstLoadJsTotal.brotli + (homeRoute?.jsSizes?.brotli ?? 0));
  const eager = sizes.perRoute.filter((r) => !r.inShell && !r.lazy).map((r) => r.path);
  const checks = [
    {
      budget: `Home first load ≤ ${BUDGET.firstLoadGzipKb} kB gzip of JavaScript`,
      measured: `${firstLoadGzip} kB gzip (${firstLoadBrotli} kB brotli): shell ${kb(sizes.firstLoadJsTotal.gzip)} kB in ${sizes.firstLoad.js.length} files, home's own chunks ${kb(homeRoute?.jsSizes?.gzip ?? 0)} kB`,
      met: firstLoadGzip <= BUDGET.firstLoadGzipKb,
    },
    {
      budget: 'Every route lazy-loaded',
      measured: eager.length
        ? `in the first load: ${eager.join(', ')}`
        : `${sizes.perRoute.filter((r) => r.lazy).length} routes lazy; only the error screens ship with the shell`,
      met: eager.length === 0,
    },
  ];
  for (const page of lighthouse) {
    const m = page.median;
    checks.push(
      {
        budget: `Lighthouse mobile performance ≥ ${BUDGET.performance} (${page.page})`,
        measured: String(m.performance),
        met: m.performance >= BUDGET.performance,
      },
      {
        budget: `LCP ≤ ${BUDGET.lcpMs / 1000} s (${page.page})`,
        measured: `${(m.lcpMs / 1000).toFixed(2)} s`,
        met: m.lcpMs <= BUDGET.lcpMs,
      },
      { budget: `CLS ≤ ${BUDGET.cls} (${page.page})`, measured: String(m.cls), met: m.cls <= BUDGET.cls },
      {
        budget: `TBT ≤ ${BUDGET.tbtMs} ms (${page.page})`,
        measured: `${m.tbtMs} ms`,
        met: m.tbtMs <= BUDGET.tbtMs,
      },
    );
  }

  const sizeRow = (name, s) => ({
    file: name,
    'raw kB': kb(s.raw),
    'gzip kB': kb(s.gzip),
    'brotli kB': kb(s.brotli),
  });
  return {
    title: 'Front end',
    tables: [
      {
        title: 'Home first load (entry + static imports)',
        rows: [
          ...sizes.firstLoadJs.map((f) => sizeRow(f.file, f)),
          sizeRow('total JavaScript', sizes.firstLoadJsTotal),
          sizeRow('total CSS', sizes.firstLoadCss),
        ],
      },
      {
        title: 'Per route: lazy chunks beyond the first load',
        rows: sizes.perRoute
          .filter((r) => !r.inShell)
          .map((r) => ({
            route: r.path,
            chunks: r.js.length,
            'JS gzip kB': kb(r.jsSizes.gzip),
            'JS brotli kB': kb(r.jsSizes.brotli),
            'CSS gzip kB': kb(r.cssSizes.gzip),
            'CSS brotli kB': kb(r.cssSizes.brotli),
          })),
      },
      {
        title: `Lighthouse mobile (median of ${runs})`,
        rows: lighthouse.map((p) => ({
          page: p.page,
          path: p.path,
          performance: p.median.performance,
          'FCP ms': p.median.fcpMs,
          'LCP ms': p.median.lcpMs,
          'TBT ms': p.median.tbtMs,
          CLS: p.median.cls,
          'Speed Index ms': p.median.speedIndexMs,
          'scores of the runs': p.samples.map((s) => s.performance).join(' '),
        })),
      },
    ],
    checks,
    raw: {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, loadAverage: os.loadavg() },
      node: process.version,
      sizes,
      lighthouse,
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runsArg = process.argv.find((a) => a.startsWith('--runs='));
  const result = await benchFrontEnd({ runs: runsArg ? Number(runsArg.slice(7)) : 5 });
  printSection(result);
  console.log(
    `\nLoad average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  const out = path.join(import.meta.dirname, 'results', 'frontend-latest.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Written: ${path.relative(process.cwd(), out)}`);
}
