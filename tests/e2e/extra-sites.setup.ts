/**
 * The two sites some behaviours need besides this one, built once per run before any test
 * starts, so that no build shares the machine with a test (the desktop project depends on this
 * one; `--no-deps` skips it when the sites are already built):
 * - the versioned fixture (two versions, dark mode off, the navbar hiding on scroll);
 * - this site built for hosted DocSearch (credentials set, queries going to Algolia's hosts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { test } from '@playwright/test';
import { FIXTURE_DIR, HOSTED_ENV, HOSTED_OUT_DIR } from './extra-sites';

/** Runs `rspress build` and fails with its output when it fails. */
function rspressBuild(cwd: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.resolve('node_modules/@rspress/core/bin/rspress.js'), 'build'],
      { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`rspress build in ${cwd} failed:\n${output}`)),
    );
  });
}

// A whole-site build takes longer than a test's default 30 s on this project's 2-core machine.
test.describe.configure({ timeout: 180_000 });

test('build the versioned fixture', () => rspressBuild(FIXTURE_DIR));

test('build the site for hosted search', () =>
  rspressBuild(process.cwd(), { ...HOSTED_ENV, DOCS_OUT_DIR: HOSTED_OUT_DIR }));
