import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const webDir = fileURLToPath(new URL('../../../web', import.meta.url));
export const webDist = path.join(webDir, 'dist');

/** The storefront as `npm run build -w @dfs/web` leaves it: the browser bundle and the server one. */
export function ensureBuiltStorefront(): void {
  if (
    existsSync(path.join(webDist, 'index.html')) &&
    existsSync(path.join(webDir, 'dist-server', 'entry-server.js'))
  ) {
    return;
  }
  execFileSync('npm', ['run', 'build', '-w', '@dfs/web'], {
    cwd: path.join(webDir, '..', '..'),
    stdio: 'ignore',
  });
}

/** The rendered page's markup inside #root (not the JSON state block, which holds the same names). */
export function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="dfs-state">');
  expect(start, 'page has #root').toBeGreaterThan(0);
  expect(end, 'page has the state block').toBeGreaterThan(start);
  return html.slice(start, end);
}
