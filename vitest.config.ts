import { defineConfig } from 'vitest/config';

// `*.pg.test.ts` files test what only a PostgreSQL server shows (connections, separate processes).
const apiProject = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  test: {
    name,
    root: 'apps/api',
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...exclude],
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
      apiProject('api-pglite', { TEST_DB_KIND: 'pglite' }, ['src/**/*.pg.test.ts']),
      // process.test.ts runs API processes on embedded databases of their own: once is enough. The API
      // document's own checks do not depend on the database; they run once, on PGlite.
      ...(pgUrl
        ? [
            apiProject('api-postgres', { TEST_DB_KIND: 'postgres', TEST_DATABASE_URL: pgUrl }, [
              'src/process.test.ts',
              'src/partner/**',
              'src/api-document.test.ts',
              'src/module-rules.test.ts',
            ]),
          ]
        : []),
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
