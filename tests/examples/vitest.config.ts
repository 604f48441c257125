import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/examples/**/*.test.ts'],
    // Each test runs `rslib` in child processes, which use every core they get: more at once
    // than there are cores only makes each build slower.
    maxConcurrency: availableParallelism(),
    fileParallelism: false,
    // A build with declaration files or Module Federation takes seconds, and waits for a slot.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
