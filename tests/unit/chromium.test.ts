import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findChromium, findTestChromium } from '../e2e/chromium';

const repo = path.resolve(__dirname, '../..');

describe('findChromium', () => {
  it('uses CHROMIUM_PATH when it exists', () => {
    const previous = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = process.execPath;
    try {
      expect(findChromium()).toBe(process.execPath);
    } finally {
      if (previous === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = previous;
    }
  });

  it('uses CHROMIUM_PATH for the tests too, over the headless shell', () => {
    const previous = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = process.execPath;
    try {
      expect(findTestChromium()).toBe(process.execPath);
    } finally {
      if (previous === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = previous;
    }
  });

  it('stops with one line that says how to install a browser', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', '-e', "import('./tests/e2e/chromium.ts').then((m) => m.findChromium())"],
      {
        cwd: repo,
        encoding: 'utf8',
        env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      },
    );
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^CHROMIUM_PATH is set to \/nonexistent\/chromium, which does not exist\./,
    );
    expect(lines[0]).toContain('apt-get install -y chromium');
  });
});
