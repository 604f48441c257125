/**
 * Screenshots of pages at phone and desktop widths, light and dark, for a person to look at.
 * Usage: `pnpm screenshots --help`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { commandLine } from '#node/command-line';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium';

const USAGE = `Usage: pnpm screenshots [--base http://127.0.0.1:4173] [--out .scratch/screens] [--full] [path…]

Screenshots of each path (default: the home page, the quick start, the blog post and a missing
page) at 375 and 1440 px, light and dark, into --out. Serve the build first: pnpm preview.
--full shoots the whole page, not just the first screen.`;

const { values, positionals } = commandLine(USAGE, {
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:4173' },
    out: { type: 'string', default: '.scratch/screens' },
    full: { type: 'boolean', default: false },
  },
});
const paths =
  positionals.length > 0
    ? positionals
    : ['/', '/guide/start/quick-start', '/blog/introducing-rslib', '/missing'];
const viewports = [
  { name: '375', width: 375, height: 812 },
  { name: '1440', width: 1440, height: 900 },
];

mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const scheme of ['light', 'dark'] as const) {
  for (const viewport of viewports) {
    const page = await browser.newPage({ viewport, colorScheme: scheme, deviceScaleFactor: 1 });
    for (const target of paths) {
      await page.goto(new URL(target, values.base).href, { waitUntil: 'networkidle' });
      // Shoot once the page has stopped moving (a `#section` address, late layout), or the shot
      // shows it mid-scroll.
      await page.waitForFunction(
        () =>
          new Promise<boolean>((resolve) => {
            const before = window.scrollY;
            setTimeout(() => resolve(window.scrollY === before), 500);
          }),
      );
      const name = `${target.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}-${viewport.name}-${scheme}.png`;
      await page.screenshot({ path: path.join(values.out, name), fullPage: values.full });
      console.log(path.join(values.out, name));
    }
    await page.close();
  }
}
await browser.close();
