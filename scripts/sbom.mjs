// Writes a CycloneDX SBOM of what the shop ships (production dependencies of every workspace)
// to var/sbom/storefront.cdx.json, using npm's own `npm sbom`, and prints a short summary.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = path.join(root, 'var', 'sbom', 'storefront.cdx.json');

const result = spawnSync(
  'npm',
  ['sbom', '--sbom-format', 'cyclonedx', '--omit', 'dev', '--sbom-type', 'application'],
  {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
);
if (result.status !== 0) {
  process.stderr.write(result.stderr);
  console.error('npm sbom failed (it needs npm 10 or newer and an installed node_modules: run npm ci).');
  process.exit(1);
}
const sbom = JSON.parse(result.stdout);
// npm names the root after its folder (a clone or worktree can be called anything); use the package's name.
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
if (sbom.metadata?.component)
  Object.assign(sbom.metadata.component, { name: pkg.name, version: pkg.version });
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(sbom, null, 2)}\n`);

const components = sbom.components ?? [];
const licences = new Map();
for (const c of components) {
  const names = (c.licenses ?? [])
    .map((l) => l.license?.id ?? l.license?.name ?? l.expression)
    .filter(Boolean);
  for (const name of names.length ? names : ['(none declared)'])
    licences.set(name, (licences.get(name) ?? 0) + 1);
}
console.log(`CycloneDX ${sbom.specVersion}: ${components.length} components → ${path.relative(root, out)}`);
console.log(
  `licences: ${[...licences]
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${n}`)
    .join(', ')}`,
);
