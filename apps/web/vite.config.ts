import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = 'http://127.0.0.1:8080';
const apiPrefixes = [
  '/User',
  '/MasterData',
  '/PreOrder',
  '/OnBoardOrder',
  '/Payment',
  '/media',
  '/docs',
  '/healthz',
  '/readyz',
];

/** Text files worth compressing; the API serves `file.br` or `file.gz` to clients that accept them. */
const compressible = /\.(js|css|json|svg|txt|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

/** Writes brotli (quality 11) and gzip (level 9) copies of the built text files next to them. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'dfs-precompress',
    apply: 'build',
    configResolved(config) {
      // The server bundle (dist-server) is read from disk by the API, never sent.
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !compressible.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        if (file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_COMPRESS_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // Preact renders the storefront on both sides, its compat layer standing in for `react` and
  // `react-dom` (decision 040); the code is written against React's API and types.
  plugins: [preact({ prerender: { enabled: false } }), tailwindcss(), precompress()],
  // The server render is a production build whatever NODE_ENV the API runs with (the demo and the
  // benchmarks run it with NODE_ENV=test): React, React Router and the rest are bundled into
  // dist-server with their production code, where left external they would pick their development
  // builds at run time (decision 037).
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  server: {
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph `npm run bench:web` measures (not served).
    manifest: true,
    // Translation catalogues stay separate hashed files so only the active language is downloaded.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
  },
}));
