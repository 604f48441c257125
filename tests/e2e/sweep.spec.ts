/**
 * The whole-site sweep: every built page in both languages and the two not-found pages, each
 * loaded twice in Chromium (as it is, then with storage that throws). The fixture fails a test
 * on any console error or warning (React reports hydration errors through console.warn), page
 * error or request to another host; this file adds CSP violations, broken links and anchors,
 * content missing from the HTML before JavaScript runs, and pages that break without storage.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  brokenLinks,
  collapseSpace,
  MAIN_CONTENT_CLASSES,
  openBuiltSite,
  serverContent,
} from '../../src/site-links';
import { expect, hydrated, SITE_PAGES, test } from './fixtures';

const SITE_DIR = path.resolve(process.env.E2E_SITE_DIR ?? 'doc_build');
const SITE = openBuiltSite(SITE_DIR);
const MAIN_CONTENT = MAIN_CONTENT_CLASSES.map((name) => `.${name}`).join(', ');
/** Text a page's main content has at least: a real page says more than a heading. */
const MIN_CONTENT_CHARS = 100;

/** Starts recording Content-Security-Policy violations; returns how to read them. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile || 'the page'}:${event.lineNumber}`;
      const verb = event.disposition === 'report' ? 'would block' : 'blocked';
      violations.push(`${event.effectiveDirective} ${verb} ${event.blockedURI} at ${where}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** Hydrated, then idle: React has reported any hydration error by then. */
async function settled(page: Page) {
  await hydrated(page);
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 1000 })));
}

/** Makes every access to localStorage and sessionStorage throw, as blocked site data does. */
const BLOCK_STORAGE = () => {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
};

/** Where two texts part, with some context, for an assertion message. */
function divergence(expected: string, actual: string): string {
  let at = 0;
  while (at < expected.length && expected[at] === actual[at]) at++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 40), at + 60));
  return `at character ${at}: after hydration ${around(expected)}, in the HTML ${around(actual)}`;
}

test.describe('every page of the site', () => {
  for (const { path: pagePath, lang, file, status } of SITE.pages) {
    test(`${pagePath} (${file}): clean load, links, content before JavaScript`, async ({
      page,
      request,
      baseURL,
    }) => {
      const cspViolations = await recordCspViolations(page);
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(status);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(/Rslib/);
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();

      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      const broken = brokenLinks(SITE, hrefs, new URL(baseURL ?? '').origin);
      expect(broken, `broken links on ${pagePath}:\n  ${broken.join('\n  ')}`).toEqual([]);

      const heading = collapseSpace((await h1.textContent()) ?? '');
      const main = (
        await page.locator(MAIN_CONTENT).evaluateAll((nodes) => nodes.map((n) => n.textContent))
      )
        .map((text) => collapseSpace(text ?? ''))
        .join(' ');
      const served = await request.get(pagePath);
      expect(served.status()).toBe(status);
      const html = serverContent(await served.text());
      expect(html.h1, `the h1 of ${pagePath} in the HTML`).toEqual([heading]);
      if (status === 200) {
        expect(main.length, `text of ${pagePath}`).toBeGreaterThanOrEqual(MIN_CONTENT_CHARS);
      }
      expect(
        html.main === main,
        `main content of ${pagePath} differs ${divergence(main, html.main)}`,
      ).toBe(true);

      expect(await cspViolations(), `CSP violations on ${pagePath}`).toEqual([]);
    });

    test(`${pagePath} (${file}): works when storage throws`, async ({ page }) => {
      const cspViolations = await recordCspViolations(page);
      await page.addInitScript(BLOCK_STORAGE);
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(status);
      await settled(page);
      const heading = serverContent(readFileSync(path.join(SITE_DIR, file), 'utf8')).h1.join(' ');
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('h1')).toHaveText(heading);
      // The storage guard put a working in-memory storage in place.
      const stored = await page.evaluate(() => {
        localStorage.setItem('sweep', 'kept');
        return localStorage.getItem('sweep');
      });
      expect(stored).toBe('kept');
      expect(await cspViolations(), `CSP violations on ${pagePath}`).toEqual([]);
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
