import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Translation catalogues stay separate hashed files so only the active language is downloaded.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
  },
});
