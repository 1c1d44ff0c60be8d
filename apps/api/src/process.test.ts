// The API as a process (main.ts): what it refuses at start-up, one writer per embedded database, and
// the drain on SIGTERM. Each process runs src/main.ts through tsx on a temporary DATA_DIR.
import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testSecret } from './test/test-app';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'dfs-process-'));
  dirs.push(dir);
  return dir;
}

interface Run {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with the address once the process listens. */
  listening: Promise<string>;
}

function run(env: Record<string, string>): Run {
  const clean = { ...process.env };
  for (const name of Object.keys(clean)) {
    if (
      /^(NODE_ENV|DATABASE_URL|REDIS_URL|PUBLIC_URL|SMTP_URL|JWT_SECRET|DATA_DIR|PORT|HOST|SEED_DEMO|TEST_)/.test(
        name,
      )
    )
      delete clean[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { ...clean, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', WEB_DIST: dataDir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const listening = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // The shop's own line comes once the lock names its address (Fastify's comes just before).
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found && output.includes('The shop is running at')) resolve(found[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    exited.then((e) => reject(new Error(`exited ${JSON.stringify(e)} before listening:\n${output}`)));
  });
  listening.catch(() => {});
  return { child, output: () => output, exited, listening };
}

const jsonLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim().startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the API process', () => {
  it('refuses to start in production without each setting it needs: one log line, exit code 1', async () => {
    const complete = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      JWT_SECRET: testSecret,
      DATABASE_URL: 'postgres://shop@127.0.0.1:1/shop',
      PUBLIC_URL: 'https://shop.example',
      SMTP_URL: 'smtp://127.0.0.1:1',
      PAYMENT_SANDBOX: 'false',
      PROOF_SIGNING_KEY: generateKeyPairSync('ed25519')
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    };
    const names = [
      'DATABASE_URL',
      'PUBLIC_URL',
      'SMTP_URL',
      'JWT_SECRET',
      'PAYMENT_SANDBOX',
      'PROOF_SIGNING_KEY',
    ] as const;
    const runs = names.map((name) => {
      const { [name]: _left, ...env } = complete;
      return { name, process: run(env) };
    });
    for (const { name, process: p } of runs) {
      expect((await p.exited).code, name).toBe(1);
      const lines = jsonLines(p.output());
      expect(lines, `${name}:\n${p.output()}`).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 60,
        msg: expect.stringMatching(new RegExp(`^refusing to start: ${name}: `)),
      });
    }
  }, 300_000);

  it('refuses a second process on one DATA_DIR, naming the first and where it answers; the first goes on', async () => {
    const dir = dataDir();
    const first = run({ DATA_DIR: dir });
    const url = await first.listening;
    const lock = JSON.parse(readFileSync(path.join(dir, 'db.lock'), 'utf8'));
    expect(lock).toMatchObject({
      pid: first.child.pid,
      url: expect.stringMatching(/^http:\/\/localhost:\d+$/),
    });

    const second = run({ DATA_DIR: dir });
    expect((await second.exited).code).toBe(1);
    const lines = jsonLines(second.output());
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toMatch(
      new RegExp(
        `refusing to start: The shop is already running on .* \\(process ${first.child.pid} on .*, at ${lock.url}\\)`,
      ),
    );
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    expect(existsSync(path.join(dir, 'db.lock'))).toBe(false);
    // Once the first has stopped, the folder is free again; a lock left by a killed process too.
    const third = run({ DATA_DIR: dir });
    await third.listening;
    third.child.kill('SIGKILL');
    await third.exited;
    expect(existsSync(path.join(dir, 'db.lock'))).toBe(true);
    const fourth = run({ DATA_DIR: dir });
    await fourth.listening;
    fourth.child.kill('SIGTERM');
    expect((await fourth.exited).code).toBe(0);
  }, 400_000);

  it('drains on SIGTERM: readiness says so at once, requests keep being answered, then it exits', async () => {
    const drainMs = 5_000;
    const shop = run({ DATA_DIR: dataDir(), SHUTDOWN_DRAIN_MS: String(drainMs) });
    const url = await shop.listening;
    const answered = await fetch(`${url}/healthz`, { headers: { 'x-request-id': 'balancer-probe-1' } });
    expect(answered.headers.get('x-request-id')).toBe('balancer-probe-1');

    shop.child.kill('SIGTERM');
    const signalled = Date.now();
    // Readiness turns 503 (the balancer stops sending) while every request is still answered.
    let ready = 200;
    for (let i = 0; i < 50 && ready === 200; i++) {
      ready = (await fetch(`${url}/readyz`)).status;
      if (ready === 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(ready).toBe(503);
    const codes: number[] = [];
    while (Date.now() - signalled < drainMs * 0.6) {
      const batch = await Promise.all(
        Array.from({ length: 5 }, () =>
          fetch(`${url}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        ),
      );
      codes.push(...batch);
    }
    expect(codes.length).toBeGreaterThan(10);
    expect(codes.filter((c) => c !== 200)).toEqual([]);
    expect((await shop.exited).code).toBe(0);

    // One JSON line per request: route pattern, status, latency, request id and caller kind.
    const requests = jsonLines(shop.output()).filter((l) => l.msg === 'request answered');
    expect(requests.length).toBeGreaterThan(codes.length);
    expect(requests[0]).toMatchObject({
      reqId: 'balancer-probe-1',
      route: '/healthz',
      status: 200,
      ms: expect.any(Number),
      caller: 'anonymous',
    });
  }, 300_000);

  it('cuts a client that sends its body too slowly, and refuses connections above MAX_CONNECTIONS', async () => {
    const shop = run({ DATA_DIR: dataDir(), BODY_TIMEOUT_MS: '1000', MAX_CONNECTIONS: '3' });
    const url = new URL(await shop.listening);
    const open = () =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(Number(url.port), url.hostname, () => resolve(socket));
        socket.once('error', reject);
      });
    /** What the server sends before it closes the connection. */
    const untilClosed = (socket: Socket) =>
      new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (d) => (text += d.toString()));
        socket.once('close', () => resolve(text));
        socket.once('error', () => {});
      });

    // Headers, then 10 of the 100 bytes it announced, then nothing: cut (without an answer, or a 408).
    const slow = await open();
    const slowClosed = untilClosed(slow);
    slow.write(
      'POST /User/api/V1.0/Token/Startup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"items":[',
    );
    expect(await slowClosed).toMatch(/^$|^HTTP\/1\.1 408/);

    // Three idle connections are held; the fourth is closed without an answer.
    const held = await Promise.all([open(), open(), open()]);
    const fourth = await open();
    expect(await untilClosed(fourth)).toBe('');
    for (const socket of held) socket.destroy();
    shop.child.kill('SIGTERM');
    expect((await shop.exited).code).toBe(0);
  }, 300_000);
});
