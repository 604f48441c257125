import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/content/build-guards.test.ts'],
    // Each test builds a whole copy of the site, all of them at once: seconds to minutes on a
    // busy machine.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
