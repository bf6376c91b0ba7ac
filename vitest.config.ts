import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests (`*.test.ts`) and integration tests (`*.int.test.ts`) that
// open databases and HTTP servers. Browser tests are Playwright's (e2e/), not vitest's.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/web/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts', 'apps/web/.next/**'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['packages/*/src/**/*.int.test.ts', 'apps/api/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
