import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    globalSetup: ['tests/engines/serve-site.ts'],
    // A behaviour is a few page loads and many round trips to a real browser; starting one takes
    // seconds. The pages of each kind load in a single test, which takes longer still.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
