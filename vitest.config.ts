import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts'],
    // Content tests build throwaway copies of the site; they take seconds, not milliseconds.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
