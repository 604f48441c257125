import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';

const run = promisify(execFile);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// The README promises `pnpm screenshots [path…]`: PNGs at 375 and 1440 px, light and dark.
test('pnpm screenshots writes a PNG per width and colour scheme of the served build', async ({
  baseURL,
}) => {
  // It starts pnpm and a browser of its own and takes four screenshots: 21 to 25 s on a quiet
  // machine, so the usual 30 s ran out on a loaded one.
  test.slow();
  const out = mkdtempSync(path.join(tmpdir(), 'rslib-screens-'));
  try {
    await run('pnpm', ['screenshots', '--base', String(baseURL), '--out', out, '/zh/']);
    const files = readdirSync(out).sort();
    expect(files).toEqual([
      'zh-1440-dark.png',
      'zh-1440-light.png',
      'zh-375-dark.png',
      'zh-375-light.png',
    ]);
    expect(pngSize(path.join(out, 'zh-375-light.png'))).toEqual({ width: 375, height: 812 });
    expect(pngSize(path.join(out, 'zh-1440-dark.png'))).toEqual({ width: 1440, height: 900 });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
