/**
 * Every whole `rslib.config.*` block of the pages, built with the installed `@rslib/core` against
 * the sample library. A failure names each page and line that shows the block.
 */
import { afterAll, expect, test } from 'vitest';
import { DOCS_ROOT } from '../support/docs';
import { buildPool } from './build-pool';
import { configExamples } from './config-examples';
import { sampleCopy } from './run-rslib';
import { filesNamedBy } from './sample-files';

const EXAMPLES = configExamples(DOCS_ROOT);
/** The blocks are built through the JavaScript API in long-lived processes (build-pool.ts). */
const pool = buildPool();
afterAll(() => pool.close());

/**
 * What a block may need that this machine lacks, with the message Rslib prints then. Such a block
 * is skipped, naming what is missing, only while it is missing; on a machine that has it, the
 * block is built like any other. Packages a block imports are the repository's development
 * dependencies, so none is ever missing.
 */
const REQUIREMENTS: ReadonlyArray<{ message: RegExp; needs: string; met: () => boolean }> = [
  {
    message: /"experiments\.exe" requires Node\.js >= 25\.7\.0/,
    needs: 'Node.js 25.7 or later (for experiments.exe)',
    met: () => atLeast(process.versions.node, [25, 7]),
  },
];

function atLeast(version: string, [major, minor]: [number, number]): boolean {
  const [actualMajor = 0, actualMinor = 0] = version.split('.').map(Number);
  return actualMajor > major || (actualMajor === major && actualMinor >= minor);
}

/** A block that asks for `tsgo` gets TypeScript 7, which ships it; every other the repository's 5. */
const typescriptFor = (code: string) => (/\btsgo:\s*true\b/.test(code) ? 7 : 5);

test('the pages have whole config blocks to build', () => {
  expect(EXAMPLES.length).toBeGreaterThan(0);
});

test.concurrent.for(EXAMPLES.map((example) => [example.places.join(', '), example] as const))(
  'builds %s',
  async ([places, example], { skip }) => {
    const dir = sampleCopy(
      `config-${example.id}`,
      { ...filesNamedBy(example.code), [example.fileName]: example.code },
      { typescript: typescriptFor(example.code) },
    );
    const run = await pool.build(dir);
    if (run.exitCode !== 0) {
      const unmet = REQUIREMENTS.find(
        (requirement) => requirement.message.test(run.output) && !requirement.met(),
      );
      if (unmet) skip(`needs ${unmet.needs}, which this machine does not have`);
    }
    expect(run.exitCode, `rslib build failed for the block at ${places}:\n${run.output}`).toBe(0);
  },
);
