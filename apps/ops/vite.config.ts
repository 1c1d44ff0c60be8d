import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The operations console: its own bundle, served by the API under /ops.
export default defineConfig({
  base: '/ops/',
  plugins: [react(), tailwindcss()],
  server: { port: 5174, proxy: { '/Ops': { target: 'http://127.0.0.1:8080' } } },
  build: { outDir: 'dist', assetsDir: 'assets', emptyOutDir: true },
});
