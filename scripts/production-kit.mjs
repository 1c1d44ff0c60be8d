// Throwaway parts of a production set-up for the tests in production.test.mjs: a PostgreSQL cluster,
// a Redis and an nginx of their own (never the machine's shared ones), and API processes from the
// production bundle. Each is stopped by the test that started it.
import { execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const root = path.resolve(import.meta.dirname, '..');

/** What these tests need from Debian; missing outside CI they are skipped with a loud warning. */
export function missingTools() {
  const pgBin = postgresBin();
  const missing = [];
  if (!pgBin) missing.push('PostgreSQL server binaries (apt-get install postgresql)');
  if (!existsSync('/usr/bin/redis-server')) missing.push('redis-server (apt-get install redis-server)');
  if (!existsSync('/usr/sbin/nginx')) missing.push('nginx (apt-get install nginx-light)');
  return missing;
}

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = execFileSync('ls', [base])
    .toString()
    .split('\n')
    .filter(Boolean)
    .sort((a, b) => Number(b) - Number(a));
  for (const v of versions)
    if (existsSync(path.join(base, v, 'bin/initdb'))) return path.join(base, v, 'bin');
  return undefined;
}

const asPostgres = (cmd, args) =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];

/** A PostgreSQL cluster of our own on `port`, in a temporary folder. */
export async function ownPostgres(port, { maxConnections = 100 } = {}) {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'dfs-pg-'));
  if (process.getuid?.() === 0)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres'])),
      Number(execFileSync('id', ['-g', 'postgres'])),
    );
  const data = path.join(dir, 'data');
  const run = (cmd, args) => {
    const [c, a] = asPostgres(path.join(bin, cmd), args);
    return execFileSync(c, a, { stdio: 'pipe' });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${maxConnections} -c superuser_reserved_connections=1 -c fsync=off -c shared_buffers=32MB`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const postmasterPid = () => Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  /** The postmaster and every backend: freezing only the postmaster leaves open connections working. */
  const allPids = () => {
    const pid = postmasterPid();
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)])
      .toString()
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter(Boolean);
    return [pid, ...children];
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    freeze() {
      for (const pid of allPids()) process.kill(pid, 'SIGSTOP');
    },
    thaw() {
      for (const pid of allPids()) process.kill(pid, 'SIGCONT');
    },
    stop() {
      try {
        for (const pid of allPids()) process.kill(pid, 'SIGCONT');
      } catch {}
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A Redis of our own on `port` that a test may kill and start again. */
export function ownRedis(port) {
  let child;
  const start = async () => {
    child = spawn(
      '/usr/bin/redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 100; i++) {
      try {
        execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'pipe' });
        return;
      } catch {
        await sleep(50);
      }
    }
    throw new Error('redis-server did not start');
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    kill() {
      child?.kill('SIGKILL');
    },
  };
}

/** nginx in front of `upstreams`, passing the client's X-Forwarded-For on. */
export async function ownNginx(port, upstreams) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dfs-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream shop {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 1s;
      # Orders carry an Idempotency-Key, so a POST may go to the next process when one is gone.
      proxy_next_upstream error timeout non_idempotent;
      proxy_next_upstream_tries 3;
    }
  }
}
`,
  );
  const child = spawn('/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'pipe' });
  let output = '';
  child.stderr.on('data', (d) => (output += d));
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      break;
    } catch {
      if (child.exitCode !== null) throw new Error(`nginx did not start: ${output}`);
      await sleep(50);
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Builds the API's production bundle once, inside the repository (its packages resolve from there). */
export function buildApi() {
  const out = path.join(root, 'var/test/production-bundle');
  execFileSync(process.execPath, ['build.mjs', path.relative(path.join(root, 'apps/api'), out)], {
    cwd: path.join(root, 'apps/api'),
    stdio: 'pipe',
  });
  return path.join(out, 'main.js');
}

const proofSigningKey = generateKeyPairSync('ed25519')
  .privateKey.export({ format: 'pem', type: 'pkcs8' })
  .toString();

/** One API process from the bundle; resolves once it listens. */
export async function apiProcess(main, port, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dfs-api-'));
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'production-test-secret-that-is-long-enough',
      // One proof key for every process, as production must have (each DATA_DIR would make its own).
      PROOF_SIGNING_KEY: proofSigningKey,
      WEB_DIST: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`API on ${port} exited:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) break;
    } catch {}
    if (i > 3600) throw new Error(`API on ${port} did not start:\n${output}`);
    await sleep(50);
  }
  return {
    url,
    child,
    exited,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A visitor's headers from the token service at `url`, seen as coming from `address`. */
export async function visitor(url, address, privilege = 'PreOrder-Access') {
  const answer = await fetch(`${url}/User/api/V1.0/Token/Startup`, {
    method: 'POST',
    headers: address ? { 'x-forwarded-for': address } : {},
  });
  if (answer.status !== 200) throw new Error(`token service answered ${answer.status}`);
  const tokens = await answer.json();
  return {
    authorization: `Bearer ${tokens.clientAccessToken}`,
    usertoken: tokens.accessToken,
    actionprivilege: privilege,
    ...(address ? { 'x-forwarded-for': address } : {}),
  };
}
