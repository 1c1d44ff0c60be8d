// Bundles the API and the workspace packages it imports into dist/main.js; npm packages stay external.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const keepExternal = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@dfs/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [keepExternal],
  logLevel: 'warning',
});
// db/client.ts finds migrations beside the running module.
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('API built: apps/api/dist/main.js');
