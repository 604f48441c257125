/**
 * The whole-site crawl: every built page in both languages and the two not-found pages, each
 * loaded twice, and every per-page check made on those two loads.
 *
 * - As a reader sees it (light scheme): status, language, title and one visible h1; links and
 *   anchors that resolve; the main content after hydration equal to the server HTML's; one
 *   canonical link; no Content-Security-Policy violation; no English UI text on a Chinese page;
 *   no frame with less content than before; axe.
 * - In a hostile browser (dark scheme, storage that throws, the CPU slowed four times while it
 *   loads, as a mid-range phone's): no frame with less content than before; the h1 of the
 *   server HTML; the storage guard's stand-in storage; the dark scheme followed; no CSP
 *   violation; axe again, in dark colours.
 *
 * The fixture fails either load on a console error or warning (React reports hydration errors
 * through them), a page error, a request to another host, or a request that does not arrive.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  brokenLinks,
  collapseSpace,
  MAIN_CONTENT_CLASSES,
  openBuiltSite,
  serverContent,
} from '../../src/site-links';
import { expect, SITE_PAGES, test } from './fixtures';
import {
  BLOCK_STORAGE,
  englishTextsOn,
  expectNoAxeViolations,
  recordCspViolations,
  sampleContentFrames,
  settled,
} from './page-checks';

const SITE_DIR = path.resolve(process.env.E2E_SITE_DIR ?? 'doc_build');
const SITE = openBuiltSite(SITE_DIR);
const MAIN_CONTENT = MAIN_CONTENT_CLASSES.map((name) => `.${name}`).join(', ');
/** Text a page's main content has at least: a real page says more than a heading. */
const MIN_CONTENT_CHARS = 100;
const CPU_SLOWDOWN = 4;

/** Where two texts part, with some context, for an assertion message. */
function divergence(expected: string, actual: string): string {
  let at = 0;
  while (at < expected.length && expected[at] === actual[at]) at++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 40), at + 60));
  return `at character ${at}: after hydration ${around(expected)}, in the HTML ${around(actual)}`;
}

test.describe('every page of the site', () => {
  for (const { path: pagePath, lang, file, status } of SITE.pages) {
    const html = readFileSync(path.join(SITE_DIR, file), 'utf8');
    const served = serverContent(html);

    test(`${pagePath} (${file}), as a reader sees it`, async ({ page, baseURL }, testInfo) => {
      await page.emulateMedia({ colorScheme: 'light' });
      const cspViolations = await recordCspViolations(page);
      const thinFrames = await sampleContentFrames(page, MAIN_CONTENT);
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(status);
      expect(await response?.text(), 'the served HTML is the built file').toBe(html);
      await settled(page);

      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      await expect(page).toHaveTitle(/Rslib/);
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      // Rspress manages the head once hydrated: it must keep the one canonical link.
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(status === 200 ? 1 : 0);

      const links = await page.locator('a[href]').evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          raw: anchor.getAttribute('href') ?? '',
          href: (anchor as HTMLAnchorElement).href,
        })),
      );
      expect(links.length, 'links on the page').toBeGreaterThan(0);
      // A link within the page (the skip link, heading anchors) names an element of this page,
      // which on a not-found page is no built file of its address.
      const inPage = links.filter((link) => link.raw.startsWith('#') && link.raw.length > 1);
      const missingIds = await page.evaluate(
        (fragments) =>
          fragments.filter((fragment) => !document.getElementById(decodeURIComponent(fragment))),
        inPage.map((link) => link.raw.slice(1)),
      );
      const broken = [
        ...brokenLinks(
          SITE,
          links.filter((link) => !inPage.includes(link)).map((link) => link.href),
          new URL(baseURL ?? '').origin,
        ),
        ...missingIds.map((id) => `#${id}: no element with that id on the page`),
      ];
      expect(broken, `broken links on ${pagePath}:\n  ${broken.join('\n  ')}`).toEqual([]);

      const heading = collapseSpace((await h1.textContent()) ?? '');
      expect(served.h1, `the h1 of ${pagePath} in the HTML`).toEqual([heading]);
      const main = (
        await page.locator(MAIN_CONTENT).evaluateAll((nodes) => nodes.map((n) => n.textContent))
      )
        .map((text) => collapseSpace(text ?? ''))
        .join(' ');
      if (status === 200) {
        expect(main.length, `text of ${pagePath}`).toBeGreaterThanOrEqual(MIN_CONTENT_CHARS);
      }
      expect(
        served.main === main,
        `main content of ${pagePath} differs ${divergence(main, served.main)}`,
      ).toBe(true);

      if (lang === 'zh') expect(await englishTextsOn(page), 'English UI text').toEqual([]);
      expect(await thinFrames(), 'frames with less than half the content').toEqual([]);
      expect(await cspViolations(), `CSP violations on ${pagePath}`).toEqual([]);
      await expectNoAxeViolations(page, testInfo, 'light');
    });

    test(`${pagePath} (${file}), on a slow CPU in dark mode with storage that throws`, async ({
      page,
    }, testInfo) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      const cspViolations = await recordCspViolations(page);
      const thinFrames = await sampleContentFrames(page, MAIN_CONTENT);
      await page.addInitScript(BLOCK_STORAGE);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(status);
      expect(await thinFrames(), 'frames with less than half the content').toEqual([]);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await settled(page);

      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('h1')).toHaveText(served.h1.join(' '));
      // Nothing stored (nothing can be): the page follows the system's dark scheme.
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      // The storage guard put a working in-memory storage in place.
      const stored = await page.evaluate(() => {
        localStorage.setItem('crawl', 'kept');
        return localStorage.getItem('crawl');
      });
      expect(stored).toBe('kept');
      expect(await cspViolations(), `CSP violations on ${pagePath}`).toEqual([]);
      await expectNoAxeViolations(page, testInfo, 'dark');
    });
  }

  test('the build has every page of docs/, and both languages have the same pages', () => {
    const built = SITE.pages.filter((page) => page.status === 200).map((page) => page.path);
    expect(built.sort()).toEqual(SITE_PAGES.map((page) => page.route).sort());
    const tails = (lang: string) =>
      SITE_PAGES.filter((p) => p.lang === lang)
        .map((p) => p.file)
        .sort();
    expect(tails('zh')).toEqual(tails('en'));
    expect(SITE.pages.filter((page) => page.status === 404).map((page) => page.lang)).toEqual([
      'en',
      'zh',
    ]);
  });
});
