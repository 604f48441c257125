import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const DIRS = ['tests/unit', 'tests/content'];
const FILES = DIRS.map((dir) => `${dir}/**/*.test.ts`);
/**
 * The files that replace a module with `vi.mock`: a replacement holds only in a worker that has
 * not loaded the module yet, so these run in workers of their own. Found by reading the files,
 * so a new one is never left among the others.
 */
const MOCKING = DIRS.flatMap((dir) =>
  readdirSync(path.join(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .filter((file) =>
      readFileSync(path.join(import.meta.dirname, file), 'utf8').includes('vi.mock('),
    ),
);
// Whole builds of broken copies of the site: the full run's (`pnpm test:build-guards`), not the
// loop run while editing.
const EXCLUDE = ['**/node_modules/**', 'tests/content/build-guards.test.ts'];

export default defineConfig({
  test: {
    // Content tests build throwaway copies of the site; they take seconds, not milliseconds.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A worker per core: Vitest's default leaves one core to its main process, which has little
    // to do here, and `pnpm test:quick` runs tsc beside it only for its first part.
    maxWorkers: availableParallelism(),
    // Globals a test stubs are put back after it, whichever file runs next in its worker.
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        // One module graph per worker, not one per file: TypeScript, the search engine and the
        // Markdown parser load once per worker instead of once per file that uses them.
        test: { name: 'shared', include: FILES, exclude: [...EXCLUDE, ...MOCKING], isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING } },
    ],
  },
});
