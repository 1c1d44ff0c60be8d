import { mkdirSync, readFileSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One writer per embedded database: the process that opens DATA_DIR's database holds DATA_DIR/db.lock
 * until it stops. A second process (a second `npm start`, a rolling deploy on a shared volume) is
 * refused instead of handing out the same order ids as the first.
 *
 * The lock is a file created exclusively (O_EXCL) naming its holder. A holder that died without
 * removing it (a crash, SIGKILL) is recognised: on the same machine its process is gone; from another
 * machine its heartbeat (the file's modification time, touched every 10 s) is older than 60 s.
 */

export interface LockHolder {
  pid: number;
  hostname: string;
  /** What holds it: the shop, the seed command. */
  purpose: string;
  startedAt: string;
  /** Where the shop answers, once it listens. */
  url?: string;
}

export class DataDirLocked extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    super(
      `${holder.purpose === 'shop' ? 'The shop is already running' : `The ${holder.purpose} is running`} on ${path.dirname(lockFile)}` +
        ` (process ${holder.pid} on ${holder.hostname}${holder.url ? `, at ${holder.url}` : ''}).` +
        ' Stop it first, or give this process another DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirLocked';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Records where the shop answers, for the message a second process shows. */
  announce(url: string): void;
  release(): void;
}

const HEARTBEAT_MS = 10_000;
const STALE_MS = 60_000;

export function lockFileOf(dataDir: string): string {
  return path.join(dataDir, 'db.lock');
}

/** Reads who holds the lock, if a live process does. */
export function liveHolder(file: string): LockHolder | undefined {
  let modifiedMs: number;
  try {
    modifiedMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  let holder: LockHolder;
  try {
    holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
  } catch {
    // Being written by a process that has just created it, or garbage left long ago.
    return Date.now() - modifiedMs < 5_000
      ? { pid: 0, hostname: 'unknown', purpose: 'shop', startedAt: new Date(modifiedMs).toISOString() }
      : undefined;
  }
  if (holder.hostname === hostname()) return isAlive(holder.pid) ? holder : undefined;
  return Date.now() - modifiedMs < STALE_MS ? holder : undefined;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes DATA_DIR's lock or throws DataDirLocked naming the process that has it. */
export function acquireDataDirLock(dataDir: string, purpose: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  const holder: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    purpose,
    startedAt: new Date().toISOString(),
  };
  const write = (flag: 'wx' | 'w') =>
    writeFileSync(file, `${JSON.stringify(holder)}\n`, { flag, mode: 0o644 });
  let taken = false;
  for (let attempt = 0; attempt < 2 && !taken; attempt++) {
    try {
      write('wx');
      taken = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const other = liveHolder(file);
      if (other) throw new DataDirLocked(file, other);
      // Left by a process that is gone: take it over.
      try {
        unlinkSync(file);
      } catch {}
    }
  }
  if (!taken) {
    throw new DataDirLocked(file, liveHolder(file) ?? { ...holder, pid: 0, hostname: 'unknown' });
  }
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {}
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    try {
      const current = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
      if (current.pid === holder.pid && current.hostname === holder.hostname) unlinkSync(file);
    } catch {}
  };
  // However the process ends short of SIGKILL, the lock goes with it.
  process.once('exit', release);
  return {
    file,
    announce(url) {
      holder.url = url;
      write('w');
    },
    release,
  };
}
