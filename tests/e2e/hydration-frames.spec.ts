/**
 * No page ever shows less than its server HTML: with the CPU slowed 4× (a mid-range phone), the
 * main content's text is sampled on every animation frame for 3 s from the start of the load. A
 * frame after the first paint that holds less than half the most text seen until then means
 * hydration (or a chunk loaded during it) took the server-rendered content off the screen. (While
 * a long page's HTML is still arriving, its text only grows: that is not a drop.)
 */
import path from 'node:path';
import { MAIN_CONTENT_CLASSES, openBuiltSite } from '../../src/site-links';
import { expect, test } from './fixtures';

const SITE = openBuiltSite(path.resolve(process.env.E2E_SITE_DIR ?? 'doc_build'));
const MAIN_CONTENT = MAIN_CONTENT_CLASSES.map((name) => `.${name}`).join(', ');
const CPU_SLOWDOWN = 4;
const SAMPLE_MS = 3_000;

interface Frame {
  at: number;
  chars: number;
}

test.describe('server HTML stays on screen through hydration', () => {
  for (const { path: pagePath, file } of SITE.pages) {
    test(`${pagePath} (${file})`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript(
        ({ selector, sampleMs }) => {
          const frames: { at: number; chars: number }[] = [];
          Object.assign(window, { __frames: frames });
          const sample = (at: number) => {
            let chars = 0;
            for (const node of document.querySelectorAll(selector)) {
              chars += (node.textContent ?? '').replace(/\s+/g, '').length;
            }
            frames.push({ at, chars });
            if (at < sampleMs) requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        },
        { selector: MAIN_CONTENT, sampleMs: SAMPLE_MS },
      );
      await page.goto(pagePath);
      await page.waitForFunction(
        (sampleMs) => {
          const frames = (window as unknown as { __frames: Frame[] }).__frames;
          return frames.length > 0 && (frames.at(-1)?.at ?? 0) >= sampleMs;
        },
        SAMPLE_MS,
        { timeout: 30_000 },
      );
      const { frames, firstPaint } = await page.evaluate(() => ({
        frames: (window as unknown as { __frames: Frame[] }).__frames,
        firstPaint:
          performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
      }));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      expect(
        Math.max(...frames.map((frame) => frame.chars)),
        `text of ${pagePath}`,
      ).toBeGreaterThan(0);
      const thin: string[] = [];
      let most = 0;
      for (const frame of frames) {
        if (frame.at > firstPaint && frame.chars < most / 2) {
          thin.push(`${Math.round(frame.at)} ms: ${frame.chars} of ${most} characters`);
        }
        most = Math.max(most, frame.chars);
      }
      expect(thin, `frames of ${pagePath} with less than half its content`).toEqual([]);
    });
  }
});
