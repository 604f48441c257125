/**
 * Every whole `rslib.config.*` block of the pages, built with the installed `@rslib/core` against
 * the sample library. A failure names each page and line that shows the block.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { DOCS_ROOT } from '../support/docs';
import { buildPool } from './build-pool';
import { configExamples } from './config-examples';
import { REPO_ROOT, sampleCopy } from './run-rslib';
import { filesNamedBy } from './sample-files';

const EXAMPLES = configExamples(DOCS_ROOT);
const requireFromRepo = createRequire(path.join(REPO_ROOT, 'package.json'));
/** The blocks are built through the JavaScript API in long-lived processes (build-pool.ts). */
const pool = buildPool();
afterAll(() => pool.close());

/**
 * What a block may need that this machine or repository lacks, with the message Rslib or a plugin
 * prints then. Such a block is skipped, naming what is missing, only while it is missing; once
 * installed, the block is built like any other.
 */
const REQUIREMENTS: ReadonlyArray<{ message: RegExp; needs: string; met: () => boolean }> = [
  ...(
    [
      ['@microsoft/api-extractor', /@microsoft\/api-extractor is required/],
      ['core-js', /Failed to resolve core-js/],
      ['babel-plugin-polyfill-corejs3', /Cannot find package 'babel-plugin-polyfill-corejs3'/],
      ['vue', /requires vue \(>=[\d.]+\) or @vue\/compiler-sfc/],
    ] as const
  ).map(([name, message]) => ({ message, needs: name, met: () => resolvable(name) })),
  {
    message: /`dts\.tsgo` requires `typescript` >= 7/,
    needs: 'typescript 7 (for dts.tsgo)',
    met: () => atLeast(requireFromRepo('typescript/package.json').version, [7, 0]),
  },
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

function resolvable(name: string): boolean {
  try {
    requireFromRepo.resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

test('the pages have whole config blocks to build', () => {
  expect(EXAMPLES.length).toBeGreaterThan(0);
});

test.concurrent.for(EXAMPLES.map((example) => [example.places.join(', '), example] as const))(
  'builds %s',
  async ([places, example], { skip }) => {
    const dir = sampleCopy(`config-${example.id}`, {
      ...filesNamedBy(example.code),
      [example.fileName]: example.code,
    });
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
