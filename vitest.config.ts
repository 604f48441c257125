import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts'],
    // Whole builds of broken copies of the site: the full run's (`pnpm test:build-guards`), not
    // the loop run while editing.
    exclude: ['**/node_modules/**', 'tests/content/build-guards.test.ts'],
    // Content tests build throwaway copies of the site; they take seconds, not milliseconds.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A worker per core: Vitest's default leaves one core to its main process, which has little
    // to do here, and `pnpm test:quick` runs tsc beside it only for its first part.
    maxWorkers: availableParallelism(),
  },
});
