// `npm start`: build what is missing or stale, then run the API, which serves the storefront too.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

// A shop already running on this data folder (apps/api/src/db/data-dir-lock.ts): say so and where,
// before building anything. The API refuses a second process on its own too.
if (!process.env.DATABASE_URL) {
  const lockFile = path.join(path.resolve(root, process.env.DATA_DIR ?? 'var'), 'db.lock');
  const holder = runningHolder(lockFile);
  if (holder) {
    console.error(
      `The shop is already running${holder.url ? ` at ${holder.url}` : ''} (process ${holder.pid}) on ${path.dirname(lockFile)}.\n` +
        'Open it in the browser, or stop it (Ctrl+C in its terminal) before starting it again.',
    );
    process.exit(1);
  }
}

function runningHolder(file) {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8'));
    if (holder.hostname !== hostname()) return undefined;
    process.kill(holder.pid, 0);
    return holder;
  } catch (error) {
    return error?.code === 'EPERM' ? { pid: '?' } : undefined;
  }
}

/** The newest modification time of a file, or of any file under a folder. */
function newestMtime(source) {
  const stat = statSync(source);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(source, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function stale(output, ...sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

const packages = ['packages/contract/src', 'packages/domain/src', 'packages/i18n/src'];
const steps = [
  // The server render's bundle is written after the browser's, so it is the newer of the two.
  ['@dfs/web', 'apps/web/dist-server/entry-server.js', ['apps/web/src', 'apps/web/index.html', ...packages]],
  ['@dfs/ops', 'apps/ops/dist/index.html', ['apps/ops/src', 'apps/ops/index.html', ...packages]],
  ['@dfs/api', 'apps/api/dist/main.js', ['apps/api/src', ...packages]],
];
for (const [workspace, output, sources] of steps) {
  if (!stale(path.join(root, output), ...sources)) continue;
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
