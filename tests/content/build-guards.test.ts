import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runNode } from '../support/run-node';

/**
 * Bad input must fail the build and name the file. Each case builds a copy of the real project
 * (same config, theme and docs) with one fault, inside the repository so that node_modules
 * resolves.
 */
const repo = path.resolve(__dirname, '../..');
const scratch = path.join(repo, '.scratch');
const copies: string[] = [];

function copyProject(): string {
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(path.join(scratch, 'guard-'));
  copies.push(dir);
  for (const entry of ['docs', 'public', 'theme', 'src', 'rspress.config.ts', 'package.json']) {
    cpSync(path.join(repo, entry), path.join(dir, entry), { recursive: true });
  }
  return dir;
}

/** `rspress build` in the copy. */
const build = (dir: string) =>
  runNode(dir, [path.join(repo, 'node_modules/@rspress/core/bin/rspress.js'), 'build']);

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

// The builds run side by side, all at once: one build keeps a two-core machine only partly busy
// (it writes files and waits on its workers), so together they finish sooner than in turn.
describe.concurrent('the build refuses bad input and names the file', () => {
  // Three faults in one build, the slowest step of this file: it reports every dead link it meets,
  // each with its file, and the language check still runs when the compile has failed (Rspress
  // makes it in a `finally`) and throws in its place.
  it('a link to a page that does not exist, one to an anchor that does not exist, and a page in one language only', async () => {
    const dir = copyProject();
    appendFileSync(
      path.join(dir, 'docs/en/guide/start/glossary.md'),
      '\nSee [nowhere](/guide/start/nowhere).\n',
    );
    appendFileSync(
      path.join(dir, 'docs/zh/guide/start/index.md'),
      '\n见[那里](/zh/guide/start/glossary#no-such-heading)。\n',
    );
    writeFileSync(
      path.join(dir, 'docs/en/guide/start/lonely.md'),
      '---\ntitle: Lonely\ndescription: A page with no translation.\n---\n\n# Lonely\n',
    );
    const { exitCode, output } = await build(dir);
    expect(exitCode).not.toBe(0);
    expect(output).toMatch(/en\/guide\/start\/glossary\.md/);
    expect(output).toMatch(/nowhere/);
    expect(output).toMatch(/zh\/guide\/start\/index\.md/);
    expect(output).toMatch(/no-such-heading/);
    expect(output).toMatch(
      /Check language parity failed! Missing content:\s+- zh\/guide\/start\/lonely\.md/,
    );
  });

  it('front matter that is not valid YAML', async () => {
    const dir = copyProject();
    const file = path.join(dir, 'docs/en/guide/start/glossary.md');
    // Only the front matter breaks; the headings other pages link to stay.
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^---\n/, '---\ntitle: [unclosed\n'));
    const { exitCode, output } = await build(dir);
    expect(exitCode).not.toBe(0);
    expect(output).toMatch(/docs\/en\/guide\/start\/glossary\.md: front matter is not valid YAML/);
  });

  it('a front matter field that is misspelt', async () => {
    const dir = copyProject();
    const file = path.join(dir, 'docs/zh/blog/introducing-rslib.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^---\n/, '---\nsidbar: false\n'));
    const { exitCode, output } = await build(dir);
    expect(exitCode).not.toBe(0);
    expect(output).toMatch(/docs\/zh\/blog\/introducing-rslib\.md: "sidbar" is not a known field/);
  });
});
