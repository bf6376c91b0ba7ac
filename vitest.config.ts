import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests (`*.test.ts`) and integration tests (`*.int.test.ts`) that
// open databases and HTTP servers. Browser tests are Playwright's (e2e/), not vitest's.
export default defineConfig({
  test: {
    projects: [
      {
        // The storefront's `@/` imports (apps/web/tsconfig.json paths).
        resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('apps/web/', import.meta.url)) }] },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/web/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts', 'apps/web/.next/**'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['packages/*/src/**/*.int.test.ts', 'apps/api/**/*.int.test.ts', 'apps/gateway/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        // Fault suites: real API and worker processes on a throwaway PostgreSQL cluster that the tests kill and
        // restart; one file at a time, since each starts processes of its own.
        test: {
          name: 'faults',
          include: ['apps/api/faults/**/*.fault.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
