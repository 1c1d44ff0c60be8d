// Bundles the API and the workspace packages it imports into dist/main.js and the chunks it imports
// (main.js loads the tracing and the serving chunks itself, in that order, decision 025); npm packages
// stay external.
// `node build.mjs <dir>` writes the bundle elsewhere (the fault tests start it); the directory must be
// inside the repository, so that the external packages resolve from its node_modules, and inside
// apps/api when traces are exported (npm may install the API's OpenTelemetry packages under
// apps/api/node_modules, beside other versions at the root).

import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outDir = process.argv[2] ?? 'dist';

const keepExternal = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@dfs/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outdir: outDir,
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [keepExternal],
  logLevel: 'warning',
});
// db/client.ts finds migrations beside the running module.
cpSync('src/db/migrations', path.join(outDir, 'migrations'), { recursive: true });
// plugins/docs.ts shows the partner guide at /docs.
cpSync('../../docs/build-on-the-store-api.md', path.join(outDir, 'build-on-the-store-api.md'));
console.log(`API built: ${path.join(outDir, 'main.js')}`);
