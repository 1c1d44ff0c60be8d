// Runs the unit and API tests (every Vitest project) on maintained Node.js LTS lines, whatever Node runs
// this script: each line is the npm registry's `node` package, fetched once into npm's cache
// (decision 043). `node scripts/test-on-lts.mjs 22 24 26`; no argument means the active LTS, 26.
import { spawnSync } from 'node:child_process';

const lines = process.argv.slice(2);
for (const line of lines.length ? lines : ['26']) {
  if (!/^\d+$/.test(line)) {
    console.error(`"${line}" is not a Node.js major version (for example 26).`);
    process.exit(2);
  }
  console.log(`\nUnit and API tests on Node.js ${line}:`);
  const result = spawnSync(
    'npm',
    ['exec', '--yes', `--package=node@${line}`, '--', 'node', 'node_modules/vitest/vitest.mjs', 'run'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
