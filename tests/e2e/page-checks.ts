/**
 * Checks that read one loaded page, shared by the whole-site crawl (crawl.spec.ts) and the few
 * specs that need them in a state of their own (a menu open, the search modal showing).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, TestInfo } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { CALLOUT_TITLES, UI_TEXT } from '#shared/i18n';
import { SEARCH_TEXT } from '#shared/search/texts';
import { HYDRATED_ATTRIBUTE } from '../../theme/logic/useHydrationSignal';
import { expect } from './fixtures';

/** Impacts that fail a test; minor findings are attached to the report only when one fails. */
const BLOCKING = new Set(['moderate', 'serious', 'critical']);

/**
 * Waits until no CSS transition runs: a menu sliding open or a list folding out has reached where
 * a reader's next tap lands.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
}

/**
 * Jumps every running CSS transition to its end, as if it had run its course, until none runs:
 * the colours a scheme switch fades into, without waiting out the fade on each of hundreds of
 * elements (0.4 s a page).
 */
export async function finishTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    let running = 0;
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition && animation.playState === 'running') {
        animation.finish();
        running += 1;
      }
    }
    return running === 0;
  });
}

/**
 * axe's minified build. The page runs it as it is, without `@axe-core/playwright`: that wrapper
 * evaluates axe's unminified source (1.5 MB) twice per scan, before and again inside its legacy
 * run, which cost more than the scan itself (20 pages in one tab: 23.7 s with the wrapper,
 * 15.0 s for one evaluation of this file and the scan).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The axe rules that read colours: what a page's colour scheme can change, where every other rule
 * reads the DOM, which is the same in both schemes.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** What part of the page axe scans, and with which rules. */
export interface AxeScope {
  /** Only this part of the page (a dialog's results, say); the whole page by default. */
  within?: string;
  /** Only these rules; every rule by default. */
  rules?: readonly string[];
}

/**
 * Scans the page with axe: loaded into the page once per document, then run in the page itself,
 * as axe's legacy mode does (the site has no frames that would need more). Only violations are
 * reported in full: axe skips collecting the passes, which we never read.
 */
async function runAxe(page: Page, { within, rules }: AxeScope): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Returned as JSON: Playwright's types for a result mapped axe's so deeply that tsc ran out
  // of memory.
  const results: string = await page.evaluate(
    async ({ within, rules }) => {
      const { axe } = window as unknown as {
        axe: { run: (...args: unknown[]) => Promise<unknown> };
      };
      const context = within ? { include: [within] } : document;
      const runOnly = rules ? { runOnly: { type: 'rule', values: rules } } : {};
      return JSON.stringify(await axe.run(context, { resultTypes: ['violations'], ...runOnly }));
    },
    { within, rules },
  );
  return JSON.parse(results) as AxeResults;
}

/**
 * Runs axe on the page as it is and fails on any moderate, serious or critical violation. The
 * message lists, per rule, its impact, help text and the offending elements' selectors.
 */
export async function expectNoAxeViolations(
  page: Page,
  testInfo: TestInfo,
  state: string,
  scope: AxeScope = {},
) {
  // Colours caught halfway through a transition (a menu fading in) would be neither state's.
  await transitionsDone(page);
  const results = await runAxe(page, scope);
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking.map((violation) =>
    [
      `${violation.id} (${violation.impact}): ${violation.help} on ${page.url()} [${state}]`,
      ...violation.nodes.map((node) =>
        `    ${node.target.join(' ')}  ${node.failureSummary ?? ''}`.replace(/\n\s*/g, ' '),
      ),
    ].join('\n'),
  );
  if (blocking.length > 0) {
    await testInfo.attach(`axe-${state}.json`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect(report, `moderate, serious or critical axe violations:\n${report.join('\n')}`).toEqual([]);
}

/** Starts recording Content-Security-Policy violations; returns how to read them. */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
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

/** Makes every access to localStorage and sessionStorage throw, as blocked site data does. */
export const BLOCK_STORAGE = () => {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
};

interface Frame {
  at: number;
  chars: number;
}

/**
 * Samples the main content's text on every animation frame, from the first one until the page
 * has hydrated, has reported its first paint, and the browser has then gone idle (so chunks
 * loaded during hydration are in). The first paint is reported once the frame is on screen,
 * which a slowed CPU can put after hydration: sampling waits for it rather than reading it early.
 * Returns how to read the frames that dropped below half the most text seen before them after
 * the first paint: hydration, or a chunk it loaded, took server-rendered content off the screen.
 * (While a long page's HTML is still arriving its text only grows: that is no drop.)
 */
export async function sampleContentFrames(
  page: Page,
  mainContent: string,
): Promise<() => Promise<string[]>> {
  await page.addInitScript(
    ({ selector, attribute }) => {
      const state = {
        frames: [] as { at: number; chars: number }[],
        firstPaint: undefined as number | undefined,
        done: false,
      };
      Object.assign(window, { __frames: state });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'first-paint') state.firstPaint = entry.startTime;
        }
      }).observe({ type: 'paint', buffered: true });
      let idleAsked = false;
      const sample = (at: number) => {
        let chars = 0;
        for (const node of document.querySelectorAll(selector)) {
          chars += (node.textContent ?? '').replace(/\s+/g, '').length;
        }
        state.frames.push({ at, chars });
        const settled =
          document.readyState === 'complete' &&
          document.documentElement.hasAttribute(attribute) &&
          state.firstPaint !== undefined;
        if (settled && !idleAsked) {
          idleAsked = true;
          requestIdleCallback(() => {
            state.done = true;
          });
        }
        if (!state.done) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    },
    { selector: mainContent, attribute: HYDRATED_ATTRIBUTE },
  );
  type Sampled = { frames: Frame[]; firstPaint?: number; done: boolean };
  return async () => {
    // Without a first paint there is nothing to measure against: a page that never reports one
    // fails here, on the test's timeout, rather than passing.
    await page.waitForFunction(() => (window as unknown as { __frames: Sampled }).__frames.done);
    const { frames, firstPaint } = await page.evaluate(
      () => (window as unknown as { __frames: Sampled }).__frames,
    );
    expect(firstPaint, 'the first paint of the page').toBeDefined();
    expect(Math.max(0, ...frames.map((frame) => frame.chars)), 'main text').toBeGreaterThan(0);
    const thin: string[] = [];
    let most = 0;
    for (const frame of frames) {
      if (frame.at > (firstPaint ?? 0) && frame.chars < most / 2) {
        thin.push(`${Math.round(frame.at)} ms: ${frame.chars} of ${most} characters`);
      }
      most = Math.max(most, frame.chars);
    }
    return thin;
  };
}

/** A text's pattern: the whole text, with each `{{parameter}}` standing for any text. */
function patternOf(text: string): RegExp {
  const parts = text
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

/**
 * The English UI texts of src/shared/i18n.ts, callout titles included, and the search dialog's
 * (src/shared/search/texts.ts); keys whose two texts are the same ("Markdown") are left out.
 */
export const ENGLISH_TEXTS = [
  ...Object.entries(UI_TEXT as Record<string, { en: string; zh: string }>),
  ...Object.entries(SEARCH_TEXT),
  ...Object.entries(CALLOUT_TITLES).map(
    ([type, text]) => [`CALLOUT_TITLES.${type}`, text] as const,
  ),
]
  .filter(([, text]) => text.en !== text.zh)
  .map(([key, text]) => ({ key, en: text.en, pattern: patternOf(text.en) }));

/**
 * Every UI text of the page, shown or not yet shown (menus, hover buttons, callout titles), with
 * where it is.
 */
function uiTexts(page: Page): Promise<Array<{ where: string; text: string }>> {
  return page.evaluate(() => {
    const found: Array<{ where: string; text: string }> = [];
    const label = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}>`;
    // A button's whole text, and each of its texts on its own (a label beside a key hint).
    for (const button of document.querySelectorAll('button, [role="button"]')) {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      const texts = [button.textContent ?? ''];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        texts.push(node.textContent ?? '');
      }
      for (const raw of new Set(texts)) {
        const text = raw.replace(/\s+/g, ' ').trim();
        if (text) found.push({ where: `text of ${label(button)}`, text });
      }
    }
    for (const name of ['aria-label', 'title', 'placeholder']) {
      for (const el of document.querySelectorAll(`[${name}]`)) {
        const text = (el.getAttribute(name) ?? '').replace(/\s+/g, ' ').trim();
        if (text) found.push({ where: `${name} of ${label(el)}`, text });
      }
    }
    // The title Rspress gives a callout whose Markdown names none.
    for (const title of document.querySelectorAll('.rp-callout__title')) {
      const text = (title.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) found.push({ where: `title of ${label(title)}`, text });
    }
    return found;
  });
}

/** The page's UI texts that are the English text of a key of src/shared/i18n.ts, one message each. */
export async function englishTextsOn(page: Page): Promise<string[]> {
  return (await uiTexts(page)).flatMap(({ where, text }) =>
    ENGLISH_TEXTS.filter(({ pattern }) => pattern.test(text)).map(
      ({ key }) => `${where}: "${text}" is the English text of ${key}`,
    ),
  );
}

/** Hydrated, then idle: React has reported any hydration error by then. */
export async function settled(page: Page) {
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
}

/**
 * The code blocks of a page's content that scroll sideways, each by its longest line. Code fits
 * the column of a desktop window: a block the page quotes as a tool writes it, which a new line
 * would misquote, wraps instead (`wrapCode`). Only a package manager's command scrolls, as one
 * line to copy (`PackageManagerTabs`).
 */
export async function scrollingCodeBlocks(page: Page): Promise<string[]> {
  return page.locator('.rp-doc .rp-codeblock').evaluateAll((blocks) =>
    blocks
      .filter((block) => {
        if (block.querySelector('.rslib-pm-command')) return false;
        const scroller = block.querySelector('.rp-codeblock__content__scroll-container');
        return scroller !== null && scroller.scrollWidth > scroller.clientWidth + 1;
      })
      .map((block) =>
        (block.querySelector('pre')?.textContent ?? '')
          .split('\n')
          .reduce((longest, line) => (line.length > longest.length ? line : longest), ''),
      ),
  );
}
