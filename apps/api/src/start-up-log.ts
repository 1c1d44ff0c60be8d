import { pino } from 'pino';

/** Start-up speaks in the same JSON lines as the running API. */
export const log = pino({ base: { pid: process.pid } });

/** Ends start-up with one clear log line per reason and exit code 1. */
export function refuse(lines: string[]): never {
  for (const line of lines) log.fatal(`refusing to start: ${line}`);
  process.exit(1);
}
