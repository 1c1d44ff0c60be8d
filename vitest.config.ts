import { defineConfig } from 'vitest/config';

const apiProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: 'apps/api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env,
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const pgUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node' } },
      apiProject('api-pglite', { TEST_DB_KIND: 'pglite' }),
      ...(pgUrl ? [apiProject('api-postgres', { TEST_DB_KIND: 'postgres', TEST_DATABASE_URL: pgUrl })] : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
