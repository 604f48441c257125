import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/content/build-guards.test.ts'],
    // Each test builds a whole copy of the site: seconds to minutes on a busy machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
