import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['domain/src/**/*.test.ts', 'infra/src/**/*.test.ts', 'command-api/src/**/*.test.ts', 'projections/src/**/*.test.ts', 'query-api/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    globalSetup: ['infra/src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // the browser tests drive a whole stack each; keep files in parallel but bounded on 2 cores
    maxWorkers: 2,
    fileParallelism: true,
    reporters: ['default'],
  },
});
