/**
 * The whole-site crawl: every built page in both languages and the two not-found pages, and every
 * per-page check.
 *
 * - As a reader sees it (light scheme): status, language, title and one visible h1; links and
 *   anchors that resolve; the main content after hydration equal to the server HTML's; one
 *   canonical link; no Content-Security-Policy violation; no English UI text on a Chinese page;
 *   on a desktop window, no code block wider than its column but a package manager's command;
 *   no frame with less content than before; axe. Then, on an English page, the system turns
 *   dark, as a reader's evening setting does, and the page follows it: axe's colour rules again,
 *   in dark colours (its other rules read the DOM, which the light scan covered).
 * - In a hostile browser (a first load in the dark scheme, storage that throws, the CPU slowed
 *   four times, as a mid-range phone's), one page of each kind (`KIND_SAMPLES`): no frame with
 *   less content than before; the h1 of the server HTML; the storage guard's stand-in storage;
 *   the dark scheme followed; no CSP violation; every axe rule. What renders before hydration,
 *   and what storage that throws changes, are the template's and its components', the same on
 *   every page of a kind. Loading every page so made the crawl 35 s longer with the slow CPU,
 *   and still 18 s longer without it, for no other check.
 *
 * Either load fails on a console error or warning (React reports hydration errors through them),
 * a page error, a request to another host, or a request that does not arrive (`watchPage`).
 *
 * Each kind of load has one tab per worker that goes from page to page, as a reader's would:
 * its cache and its renderer process carry over, so the crawl spends its time on the pages, not
 * on starting a browser tab for each. A second context is kept for what needs one: storage that
 * throws, the dark scheme from the first paint and the slowed CPU.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  test as base,
  type Page,
  type WorkerInfo,
} from '@playwright/test';
import { KIND_SAMPLES, SITE_PAGES, samplesItsKind } from '../support/docs';
import {
  brokenLinks,
  collapseSpace,
  MAIN_CONTENT_CLASSES,
  openBuiltSite,
  serverContent,
} from '../support/site-links';
import { expect, PROBLEMS_MESSAGE, watchPage } from './fixtures';
import {
  BLOCK_STORAGE,
  COLOUR_RULES,
  englishTextsOn,
  expectNoAxeViolations,
  finishTransitions,
  recordCspViolations,
  sampleContentFrames,
  scrollingCodeBlocks,
  settled,
} from './page-checks';

const SITE_DIR = path.resolve(process.env.E2E_SITE_DIR ?? 'doc_build');
const SITE = openBuiltSite(SITE_DIR);
const MAIN_CONTENT = MAIN_CONTENT_CLASSES.map((name) => `.${name}`).join(', ');
/** Text a page's main content has at least: a real page says more than a heading. */
const MIN_CONTENT_CHARS = 100;
const CPU_SLOWDOWN = 4;
/** A window at least this wide fits every code block but commands (`scrollingCodeBlocks`). */
const DESKTOP_WIDTH = 1440;
/** Whether a page loads in the hostile browser: one of each kind, and the missing pages. */
function loadsHostile(pagePath: string, status: number): boolean {
  return status === 404 || samplesItsKind(pagePath);
}

/** One page a worker keeps for one kind of load, with what watches it. */
interface Tab {
  page: Page;
  /** What `watchPage` saw since the current test began. */
  problems: string[];
  cspViolations: () => Promise<string[]>;
  thinFrames: () => Promise<string[]>;
}

/** A page of a new context with the project's address and window, watched from its first load. */
async function openTab(
  browser: Browser,
  workerInfo: WorkerInfo,
  colorScheme: 'light' | 'dark',
  prepare: (context: BrowserContext) => Promise<unknown> = async () => undefined,
): Promise<Tab> {
  const { baseURL, viewport } = workerInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, colorScheme });
  await prepare(context);
  const page = await context.newPage();
  return {
    page,
    problems: watchPage(page, new URL(baseURL ?? 'http://127.0.0.1').origin),
    cspViolations: await recordCspViolations(page),
    thinFrames: await sampleContentFrames(page, MAIN_CONTENT),
  };
}

const test = base.extend<{ origin: string }, { readerTab: Tab; hostileTab: Tab }>({
  origin: async ({ baseURL }, use) => {
    await use(new URL(baseURL ?? 'http://127.0.0.1').origin);
  },
  readerTab: [
    async ({ browser }, use, workerInfo) => {
      const tab = await openTab(browser, workerInfo, 'light');
      await use(tab);
      await tab.page.context().close();
    },
    { scope: 'worker' },
  ],
  hostileTab: [
    async ({ browser }, use, workerInfo) => {
      const tab = await openTab(browser, workerInfo, 'dark', (context) =>
        context.addInitScript(BLOCK_STORAGE),
      );
      await use(tab);
      await tab.page.context().close();
    },
    { scope: 'worker' },
  ],
});

/** Runs `check` on the tab, then fails on any problem `watchPage` saw meanwhile. */
async function visit(tab: Tab, check: (page: Page) => Promise<void>): Promise<void> {
  tab.problems.length = 0;
  await check(tab.page);
  expect(tab.problems, PROBLEMS_MESSAGE).toEqual([]);
}

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

    test(`${pagePath} (${file}), as a reader sees it`, async ({ readerTab, origin }, testInfo) =>
      visit(readerTab, async (page) => {
        // The previous page left the system dark.
        await page.emulateMedia({ colorScheme: 'light' });
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
        await expect(page.locator('head link[rel="canonical"]')).toHaveCount(
          status === 200 ? 1 : 0,
        );

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
            origin,
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
        const width = testInfo.project.use.viewport?.width ?? 0;
        if (width >= DESKTOP_WIDTH) {
          expect(
            await scrollingCodeBlocks(page),
            `code blocks that scroll in a ${width} px window`,
          ).toEqual([]);
        }
        expect(await readerTab.thinFrames(), 'frames with less than half the content').toEqual([]);
        expect(await readerTab.cspViolations(), `CSP violations on ${pagePath}`).toEqual([]);
        await expectNoAxeViolations(page, testInfo, 'light');

        // A Chinese page shows its English twin's components in the same colours, so its dark
        // scan would repeat the twin's (66 scans: the crawl took 142 s with them, 119 to 131 s
        // in five runs without). Its kind's sample loads dark below, with every rule.
        if (lang === 'zh') return;
        await page.emulateMedia({ colorScheme: 'dark' });
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        await finishTransitions(page);
        await expectNoAxeViolations(page, testInfo, 'dark', { rules: COLOUR_RULES });
      }));

    if (!loadsHostile(pagePath, status)) continue;
    test(`${pagePath} (${file}), on a slow CPU in dark mode with storage that throws`, async ({
      hostileTab,
    }, testInfo) =>
      visit(hostileTab, async (page) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        try {
          const response = await page.goto(pagePath);
          expect(response?.status()).toBe(status);
          expect(await hostileTab.thinFrames(), 'frames with less than half the content').toEqual(
            [],
          );
        } finally {
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
          await cdp.detach();
        }
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
        expect(await hostileTab.cspViolations(), `CSP violations on ${pagePath}`).toEqual([]);
        await expectNoAxeViolations(page, testInfo, 'dark, first load');
      }));
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
    // Every page meant to sample its kind is one, in both languages.
    const hostile = SITE.pages.filter(
      (page) => page.status === 200 && loadsHostile(page.path, 200),
    );
    expect(hostile.map((page) => page.path).sort()).toEqual(
      KIND_SAMPLES.map((page) => page.route).sort(),
    );
    expect(KIND_SAMPLES).toHaveLength(12);
  });
});
