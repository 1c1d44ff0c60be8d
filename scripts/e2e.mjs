// Runs the Playwright journeys in Debian's Chromium against a freshly built shop.
// Without a Chromium it says so loudly and skips; with REQUIRE_E2E=1 (CI) a missing browser fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const line = `Chromium not found at ${chromium}: the browser journeys were NOT run.`;
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`${line} REQUIRE_E2E=1, so this is a failure.`);
    process.exit(1);
  }
  console.warn(
    `\n!!! ${line}\n!!! Install it with: apt-get install -y chromium fonts-noto-core fonts-noto-cjk\n`,
  );
  process.exit(0);
}

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)]);
