// What a newcomer does (issue 15, point 29): a fresh clone, `npm start`, the shop answers, Ctrl+C,
// `npm start` again, the shop answers again; and a second `npm start` while one runs says where it is.
// The clone borrows this checkout's node_modules through links (not a full install). It clones what
// is committed (HEAD), as CI does.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'dfs-newcomer-'));
const clone = path.join(work, 'shop');
after(() => rmSync(work, { recursive: true, force: true }));

/** node_modules of the clone: each package linked to this checkout's, the workspaces as in the clone. */
function borrowNodeModules(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.name === '@dfs') {
      // Relative links to the workspaces, so they point into the clone.
      mkdirSync(target);
      for (const link of readdirSync(source))
        symlinkSync(readlinkSync(path.join(source, link)), path.join(target, link));
    } else {
      symlinkSync(source, target);
    }
  }
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm start` in its own process group, as a terminal runs it; output kept for the failure message. */
function npmStart(port) {
  // A newcomer's shell: none of the settings a CI or test runner may have set.
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1' };
  for (const name of [
    'NODE_ENV',
    'DATA_DIR',
    'DATABASE_URL',
    'REDIS_URL',
    'PUBLIC_URL',
    'JWT_SECRET',
    'WEB_DIST',
  ])
    delete env[name];
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => output };
}

async function healthy(port, run, deadlineMs) {
  const deadline = Date.now() + deadlineMs;
  let exit;
  run.exited.then((e) => (exit = e));
  while (Date.now() < deadline && !exit) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.status === 200) return await response.json();
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(
    `the shop did not answer /healthz (exit: ${JSON.stringify(exit)})\n${run.output().slice(-4000)}`,
  );
}

/** Ctrl+C: SIGINT to the whole process group. */
async function stop(run) {
  try {
    process.kill(-run.child.pid, 'SIGINT');
  } catch (error) {
    // Already gone: say how it ended rather than hiding the test's own failure.
    if (error.code !== 'ESRCH') throw error;
  }
  const exit = await run.exited;
  assert.ok(
    exit.code === 0 || exit.signal === 'SIGINT',
    `npm start ended badly: ${JSON.stringify(exit)}\n${run.output().slice(-2000)}`,
  );
}

test('a fresh clone starts with npm start, stops, and starts again', { timeout: 600_000 }, async () => {
  execFileSync('git', ['clone', '--quiet', root, clone]);
  borrowNodeModules(path.join(root, 'node_modules'), path.join(clone, 'node_modules'));
  // Workspaces that hold their own versions of a package (apps/ops pins @zxing, for one).
  for (const group of ['apps', 'packages'])
    for (const name of readdirSync(path.join(root, group))) {
      const modules = path.join(root, group, name, 'node_modules');
      if (existsSync(modules)) borrowNodeModules(modules, path.join(clone, group, name, 'node_modules'));
    }
  const port = await freePort();

  const first = npmStart(port);
  try {
    assert.deepEqual(await healthy(port, first, 480_000), { status: 'ok' });
    const page = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } });
    assert.equal(page.status, 200, 'the storefront page is served');

    // A second `npm start` while the first runs says so and where, and leaves the first alone.
    const second = npmStart(await freePort());
    const refused = await second.exited;
    assert.equal(refused.code, 1, second.output());
    assert.match(second.output(), new RegExp(`already running at http://localhost:${port}`));
    assert.equal((await fetch(`http://127.0.0.1:${port}/healthz`)).status, 200);
  } finally {
    await stop(first);
  }

  const again = npmStart(port);
  try {
    assert.deepEqual(await healthy(port, again, 120_000), { status: 'ok' });
    assert.doesNotMatch(again.output(), /Building/, 'nothing changed, so nothing is built again');
  } finally {
    await stop(again);
  }
});
