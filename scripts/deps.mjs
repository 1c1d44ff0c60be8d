// `npm run deps`: dependency-cruiser's rules (.dependency-cruiser.cjs) and one rule it cannot say,
// that two API modules meet one way (DESIGN.md §18, decision 050). One cruise: its JSON result is
// reported as `depcruise` reports it, then read for modules that import each other's values.
//   node scripts/deps.mjs [paths…]   (default: apps packages)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'dependency-cruiser';

const root = fileURLToPath(new URL('..', import.meta.url));
const paths = process.argv.slice(2);

/** A folder under apps/api/src/modules/ is a module; db/, shared/ and the rest are not. */
const MODULE = /^apps\/api\/src\/modules\/([^/]+)\//;
/** Tests and their kits set up several modules at once; the rule is about the modules' own code. */
const TEST_CODE = /(\.test|-test-kit)\.ts$/;

/**
 * The pairs of modules that import each other, a type-only import excepted (it leaves no code
 * behind); for each direction, the first file and the file it imports.
 */
function twoWayModules(modules) {
  const edges = new Map();
  for (const file of modules) {
    const from = MODULE.exec(file.source)?.[1];
    if (!from || TEST_CODE.test(file.source)) continue;
    for (const dependency of file.dependencies) {
      const to = MODULE.exec(dependency.resolved)?.[1];
      if (!to || to === from || dependency.dependencyTypes.includes('type-only')) continue;
      const key = `${from}\n${to}`;
      if (!edges.has(key)) edges.set(key, `${file.source} → ${dependency.resolved}`);
    }
  }
  const pairs = [];
  for (const [key, example] of edges) {
    const [from, to] = key.split('\n');
    const back = edges.get(`${to}\n${from}`);
    if (back && from < to) pairs.push({ modules: [from, to], there: example, back });
  }
  return pairs;
}

const cruise = spawnSync(
  path.join(root, 'node_modules', '.bin', 'depcruise'),
  [...(paths.length ? paths : ['apps', 'packages']), '--config', '.dependency-cruiser.cjs', '-T', 'json'],
  { cwd: root, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 },
);
if (!cruise.stdout) {
  process.stderr.write(cruise.stderr);
  process.exit(2);
}
const result = JSON.parse(cruise.stdout);
const report = await format(result, { outputType: 'err' });
process.stdout.write(report.output);

const pairs = twoWayModules(result.modules);
for (const { modules, there, back } of pairs) {
  console.log(`  error modules-meet-one-way: ${modules[0]} ⇄ ${modules[1]}`);
  console.log(`    ${there}\n    ${back}`);
}
if (pairs.length > 0) {
  console.log(
    `\n✘ ${pairs.length} pair(s) of API modules import each other. One of the two asks the other through a` +
      ' dependency given in app.ts (a type-only import of its shape), or the shared code moves to shared/.\n',
  );
}
process.exit(report.exitCode || pairs.length > 0 ? 1 : 0);
