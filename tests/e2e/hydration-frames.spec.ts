/**
 * No page ever shows less than its server HTML: with the CPU slowed 4× (a mid-range phone), the
 * main content's text is sampled on every animation frame for 3 s from the frame it first shows. A
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
/** The longest a page may take to show any main text before the test gives up on it. */
const SAMPLE_CAP_MS = 20_000;

interface Frame {
  at: number;
  chars: number;
}

test.describe('server HTML stays on screen through hydration', () => {
  test.describe.configure({ timeout: SAMPLE_CAP_MS + 40_000 });
  for (const { path: pagePath, file } of SITE.pages) {
    test(`${pagePath} (${file})`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript(
        ({ selector, sampleMs, capMs }) => {
          const frames: { at: number; chars: number }[] = [];
          const state = { frames, done: false };
          Object.assign(window, { __frames: state });
          // Sampled for `sampleMs` from the frame where main text first shows (on a busy machine
          // a long page's HTML can take seconds to arrive), and at most `capMs` in all.
          let firstSeen = Number.POSITIVE_INFINITY;
          const sample = (at: number) => {
            let chars = 0;
            for (const node of document.querySelectorAll(selector)) {
              chars += (node.textContent ?? '').replace(/\s+/g, '').length;
            }
            frames.push({ at, chars });
            if (chars > 0 && at < firstSeen) firstSeen = at;
            if (at < firstSeen + sampleMs && at < capMs) requestAnimationFrame(sample);
            else state.done = true;
          };
          requestAnimationFrame(sample);
        },
        { selector: MAIN_CONTENT, sampleMs: SAMPLE_MS, capMs: SAMPLE_CAP_MS },
      );
      await page.goto(pagePath);
      await page.waitForFunction(
        () => (window as unknown as { __frames: { done: boolean } }).__frames.done,
        undefined,
        { timeout: SAMPLE_CAP_MS + 10_000 },
      );
      const { frames, firstPaint } = await page.evaluate(() => ({
        frames: (window as unknown as { __frames: { frames: Frame[] } }).__frames.frames,
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
