/**
 * What a reader does on every visit, checked the way the Chromium specs in `tests/e2e/` check it,
 * written once for every engine. Each throws an error naming the engine, the page and what
 * differed.
 */

import { copyPromptText } from '#client/clipboard';
import type { SitePage } from '#node/routes';
import { MOBILE_NAV_MIN_CLOSE_WIDTH } from '#shared/constants';
import { SEARCH_TEXT } from '#shared/search/texts';
import { HYDRATED_ATTRIBUTE } from '../../theme/logic/useHydrationSignal';
import { resultsGroupedByPage } from '../support/search-groups';
import { MAIN_CONTENT_CLASSES } from '../support/site-links';
import { activate, click, fail, focus, focused, hydrated, open, pasted, until } from './page';
import type { Session } from './session';

const MAIN_CONTENT = MAIN_CONTENT_CLASSES.map((name) => `.${name}`).join(', ');
/** Text a page's main content has at least: a real page says more than a heading. */
const MIN_CONTENT_CHARS = 100;
/** The phone the menu is checked on: a common iPhone's width. */
const PHONE = { width: 390, height: 844 };
/** The window every behaviour but the phone menu runs in: a laptop's, as the desktop project's. */
export const DESKTOP = { width: 1440, height: 900 };

/**
 * Each page given, in its language: hydrated, `lang` set, its main content and one visible h1; no
 * console or page error where the engine reports them. Returns each page's failure.
 */
export async function everyPageRenders(session: Session, pages: SitePage[]): Promise<string[]> {
  const failures: string[] = [];
  let previous: string | undefined;
  session.takeProblems();
  for (const { route, lang } of pages) {
    try {
      await session.goto(route);
      await until(
        session,
        `renders its main content with lang="${lang}"`,
        (attribute, expectedLang, selector, minChars) => {
          const root = document.documentElement;
          const text = [...document.querySelectorAll(selector)]
            .map((element) => element.textContent ?? '')
            .join(' ')
            .trim();
          const headings = [...document.querySelectorAll('h1')].filter(
            (h1) => h1.getClientRects().length > 0,
          );
          const ok =
            root.hasAttribute(attribute) &&
            root.lang === expectedLang &&
            text.length >= minChars &&
            headings.length === 1;
          return (
            ok || {
              hydrated: root.hasAttribute(attribute),
              lang: root.lang,
              mainChars: text.length,
              visibleH1s: headings.length,
            }
          );
        },
        HYDRATED_ATTRIBUTE,
        lang,
        MAIN_CONTENT,
        MIN_CONTENT_CHARS,
      );
      // An error of the page left comes in while this one loads.
      const problems = session.takeProblems();
      if (problems.length > 0) {
        const left = previous === undefined ? '' : ` (or while leaving ${previous})`;
        failures.push(`${session.engine}, ${route}${left}: ${JSON.stringify(problems)}`);
      }
    } catch (error) {
      failures.push((error as Error).message);
    }
    previous = route;
  }
  return failures;
}

/**
 * The one report Firefox makes when the search opens: zod, bundled inside DocSearch's modal,
 * probes whether it may compile code with `new Function`. The site's Content Security Policy
 * refuses it, as it should, and Firefox logs the refusal; zod catches it and parses without
 * compiling. Nothing else may be reported.
 */
const DOCSEARCH_EVAL_PROBE =
  /^page error: Content-Security-Policy: .* blocked a JavaScript eval \(script-src\).*\(Missing 'unsafe-eval'\)$/;

/**
 * The open search is a modal dialog named in the page's language, the page behind it inert, and
 * Tab and Shift+Tab from the search box keep focus inside it.
 */
async function searchIsModalDialog(session: Session, name: string): Promise<void> {
  await until(
    session,
    `the search is a modal dialog named "${name}", the page behind it inert`,
    (label) => {
      const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
      const inert = document.querySelector('#main-content')?.closest('[inert]') != null;
      return (
        (dialog?.getAttribute('aria-label') === label && inert) || {
          label: dialog?.getAttribute('aria-label') ?? null,
          inert,
        }
      );
    },
    name,
  );
  const focusInDialog = () =>
    until(session, 'focus stays inside the search dialog', () => {
      const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
      return dialog?.contains(document.activeElement) || document.activeElement?.tagName;
    });
  await session.press('Tab', ['Shift']);
  await focusInDialog();
  await session.press('Tab');
  await focusInDialog();
  await focus(session, 'input.DocSearch-Input');
}

export async function search(session: Session): Promise<void> {
  await open(session, '/guide/start/');
  await session.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await click(session, '.rp-search-button');
  await focused(session, 'input.DocSearch-Input[placeholder="Search docs"]');
  await session.type('bundleless');
  await until(session, 'results, the first about bundleless', () => {
    const hit = document.querySelector('.DocSearch-Hit')?.textContent ?? '';
    const marked = document.querySelector('.DocSearch-Hit mark')?.textContent ?? '';
    return (/bundleless/i.test(hit) && /bundleless/i.test(marked)) || { hit: hit.slice(0, 80) };
  });
  await until(session, 'results grouped by page, each under its title', resultsGroupedByPage);
  await session.press('Enter');
  await until(
    session,
    'Enter opens the result in the same page, and the search closes',
    () =>
      (location.pathname !== '/guide/start/' &&
        document.querySelector('.DocSearch-Modal') === null &&
        (window as unknown as { stayed?: boolean }).stayed === true) ||
      location.pathname,
  );

  await hydrated(session);
  await session.press('/');
  await focused(session, 'input.DocSearch-Input');
  await searchIsModalDialog(session, SEARCH_TEXT['search.dialogLabel'].en);
  await session.press('Escape');
  await until(
    session,
    'Escape closes the search',
    () => !document.querySelector('.DocSearch-Modal'),
  );
  // The '/' shortcut opened it: focus goes back to the Search button, and the page of the result
  // chosen before, however late it settles, does not take it.
  await focused(session, '.rp-search-button');

  await open(session, '/zh/guide/start/');
  await session.press('k', ['Control']);
  await focused(session, 'input.DocSearch-Input[placeholder="搜索文档"]');
  await searchIsModalDialog(session, SEARCH_TEXT['search.dialogLabel'].zh);
  await session.type('类型声明');
  await until(session, 'a Chinese result for 类型声明', () => {
    const hit = document.querySelector('.DocSearch-Hit');
    const href = hit?.querySelector('a')?.getAttribute('href') ?? '';
    return (href.startsWith('/zh/') && hit?.textContent?.includes('类型声明')) || href;
  });
  const problems = session.takeProblems().filter((problem) => !DOCSEARCH_EVAL_PROBE.test(problem));
  if (problems.length > 0) await fail(session, 'no console or page error', problems);
}

/** Light, dark and auto, each kept across a reload. */
export async function appearance(session: Session): Promise<void> {
  await session.goto('/guide/start/');
  await session.evaluate(() => localStorage.clear());
  await session.reload();
  await hydrated(session);
  const state = () =>
    session.evaluate(() => ({
      preference: document.querySelector('.rslib-appearance')?.getAttribute('data-appearance'),
      dark: document.documentElement.classList.contains('dark'),
      systemDark: matchMedia('(prefers-color-scheme: dark)').matches,
    }));
  const start = await state();
  if (start.preference !== 'auto') await fail(session, 'a first visit is in auto', start);
  const seen = new Set<string>();
  for (let step = 0; step < 3; step += 1) {
    const before = (await state()).preference;
    await click(session, '.rslib-appearance');
    await until(
      session,
      `the toggle moves on from ${before}`,
      (previous) =>
        document.querySelector('.rslib-appearance')?.getAttribute('data-appearance') !== previous,
      before ?? null,
    );
    const chosen = await state();
    const expectDark =
      chosen.preference === 'auto' ? chosen.systemDark : chosen.preference === 'dark';
    if (chosen.dark !== expectDark)
      await fail(session, `the page's colours follow ${chosen.preference}`, chosen);
    await session.reload();
    await hydrated(session);
    const reloaded = await state();
    if (reloaded.preference !== chosen.preference || reloaded.dark !== chosen.dark) {
      await fail(session, `${chosen.preference} is kept across a reload`, reloaded);
    }
    seen.add(String(chosen.preference));
  }
  if (seen.size !== 3)
    await fail(session, 'the toggle goes through light, dark and auto', [...seen]);
}

/** The phone menu: opens, locks the page's scrolling, closes on a link. */
export async function phoneMenu(session: Session): Promise<void> {
  const width = await session.resize(PHONE.width, PHONE.height);
  try {
    await open(session, '/guide/start/quick-start');
    const phoneWide = session.windowHasFloor
      ? width < MOBILE_NAV_MIN_CLOSE_WIDTH
      : width === PHONE.width;
    if (!phoneWide) await fail(session, `a page ${PHONE.width} px wide`, width);
    await click(session, '.rp-nav-hamburger__sm');
    await until(
      session,
      'the menu opens and the page stops scrolling',
      () =>
        (document.querySelector('.rp-nav-screen--open') !== null &&
          getComputedStyle(document.body).overflow === 'hidden') ||
        getComputedStyle(document.body).overflow,
    );
    await click(session, '.rp-nav-screen a', 'Config');
    await until(
      session,
      'the link goes to /config/, the menu closes and the page scrolls again',
      () =>
        (location.pathname === '/config/' &&
          document.querySelector('.rp-nav-screen--open') === null &&
          getComputedStyle(document.body).overflow !== 'hidden') ||
        location.pathname,
    );
  } finally {
    await session.resize(DESKTOP.width, DESKTOP.height);
  }
}

/** The language menu from the keyboard: Enter opens it, Escape closes it, a link switches. */
export async function languageMenu(session: Session): Promise<void> {
  const button = 'button[aria-label="Language: English"]';
  await open(session, '/guide/start/glossary');
  await focus(session, button);
  await activate(session, 'Enter');
  await until(session, 'Enter opens the language menu', isExpanded, button, null, 'true');
  await session.press('Tab');
  await focused(session, 'a', '简体中文');
  await session.press('Escape');
  await until(session, 'Escape closes the language menu', isExpanded, button, null, 'false');
  await focused(session, button);
  await activate(session, 'Enter');
  await until(session, 'Enter opens the language menu again', isExpanded, button, null, 'true');
  await session.press('Tab');
  await focused(session, 'a', '简体中文');
  await session.press('Enter');
  await until(
    session,
    'the link opens the Chinese page',
    () =>
      (location.pathname === '/zh/guide/start/glossary' &&
        document.documentElement.lang === 'zh' &&
        document.querySelector('button[aria-label="语言：简体中文"]') !== null) ||
      location.pathname,
  );
}

/** Whether the element matching `selector` (named `label`) has `aria-expanded` of `wanted`. */
const isExpanded = (selector: string, label: string | null, wanted: string) =>
  [...document.querySelectorAll(selector)]
    .find((element) => label === null || element.textContent?.trim() === label)
    ?.getAttribute('aria-expanded') === wanted;

/** A sidebar group folds and unfolds with Enter and Space; folded pages leave the Tab order. */
export async function sidebarByKeyboard(session: Session): Promise<void> {
  const groups = '.rp-doc-layout__sidebar button[aria-expanded]';
  await open(session, '/guide/start/quick-start');
  await focus(session, groups, 'Getting Started');
  await activate(session, 'Enter');
  await until(
    session,
    'Enter folds "Getting Started"',
    isExpanded,
    groups,
    'Getting Started',
    'false',
  );
  await session.press('Tab');
  await focused(session, groups, 'Solutions');
  await session.press('Tab', ['Shift']);
  await focused(session, groups, 'Getting Started');
  await activate(session, 'Space');
  await until(
    session,
    'Space unfolds "Getting Started"',
    isExpanded,
    groups,
    'Getting Started',
    'true',
  );
  await session.press('Tab');
  await focused(session, '.rp-doc-layout__sidebar a', 'Introduction');
}

/** Install tabs: one Tab stop; arrows, Home and End move the selection with focus. */
export async function installTabs(session: Session): Promise<void> {
  const selected = () =>
    session.evaluate(() => {
      const list = document.querySelector('[role="tablist"]');
      const tab = list?.querySelector('[role="tab"][aria-selected="true"]');
      const panel = document.getElementById(tab?.getAttribute('aria-controls') ?? '');
      return {
        selected: tab?.textContent?.trim(),
        focused: document.activeElement === tab,
        panel: panel && panel.getClientRects().length > 0 ? (panel.textContent ?? '').trim() : null,
        inList: list?.contains(document.activeElement) ?? false,
      };
    });
  const expectTab = async (after: string, name: string) => {
    const deadline = Date.now() + 5_000;
    let seen = await selected();
    while (!(seen.selected === name && seen.focused && seen.panel?.startsWith(`${name} `))) {
      if (Date.now() > deadline) await fail(session, `${after} selects and focuses ${name}`, seen);
      seen = await selected();
    }
  };
  await open(session, '/guide/start/quick-start');
  await focus(session, '[role="tab"]', 'npm');
  await session.press('ArrowRight');
  await expectTab('ArrowRight', 'yarn');
  await session.press('End');
  await expectTab('End', 'bun');
  await session.press('ArrowRight');
  await expectTab('ArrowRight on the last tab', 'npm');
  await session.press('ArrowLeft');
  await expectTab('ArrowLeft on the first tab', 'bun');
  await session.press('Home');
  await expectTab('Home', 'npm');
  await session.press('Tab');
  const after = await selected();
  if (after.inList) await fail(session, 'Tab leaves the tab list', after);
}

/** A code block's copy button: the clipboard, and the prompt where no clipboard can be had. */
export async function codeCopy(session: Session): Promise<void> {
  const button = '#engine-code button.rp-code-copy-button[title="Copy code"]';
  await open(session, '/config/lib/format');
  await session.evaluate(() => {
    const block = [...document.querySelectorAll('.rp-codeblock')].find((element) =>
      element.textContent?.includes('defineConfig'),
    );
    if (block) block.id = 'engine-code';
  });
  await click(session, button);
  await until(
    session,
    'the copy button says it copied',
    (selector) =>
      document.querySelector(selector)?.classList.contains('rp-code-copy-button--copied'),
    button,
  );
  const text = await pasted(session);
  if (!text.includes("import { defineConfig } from '@rslib/core';")) {
    await fail(session, 'the copied code pastes', text.slice(0, 80));
  }

  await open(session, '/zh/config/lib/format');
  await session.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    document.execCommand = () => false;
  });
  const userAgent = await session.evaluate(() => navigator.userAgent);
  const prompt = await session.promptAfter(() =>
    click(session, '.rp-codeblock button.rp-code-copy-button[title="复制代码"]'),
  );
  if (prompt.message !== copyPromptText('zh', userAgent)) {
    await fail(
      session,
      'without a clipboard, a prompt in Chinese says how to copy',
      prompt.message,
    );
  }
}

export async function imageZoom(session: Session): Promise<void> {
  await open(session, '/guide/basic/output-structure');
  await until(session, 'the diagram loads and can zoom', () => {
    const image = document.querySelector<HTMLImageElement>('.rspress-doc img');
    return (
      (image?.complete &&
        image.naturalWidth > 0 &&
        image.classList.contains('medium-zoom-image')) ||
      image?.className
    );
  });
  await click(session, '.rspress-doc img');
  await until(session, 'a click zooms the diagram', () => {
    const overlay = document.querySelector('.medium-zoom-overlay');
    return (overlay !== null && getComputedStyle(overlay).opacity !== '0') || overlay?.className;
  });
  // The zoom ignores keys while it is still opening, so press until it closes.
  const deadline = Date.now() + 5_000;
  while (await session.evaluate(() => document.querySelector('.medium-zoom-overlay') !== null)) {
    if (Date.now() > deadline) await fail(session, 'Escape closes the zoomed diagram');
    await session.press('Escape');
  }
}

export async function skipLink(session: Session): Promise<void> {
  for (const { path, name } of [
    { path: '/guide/start/quick-start', name: 'Skip to content' },
    { path: '/zh/', name: '跳到正文' },
  ]) {
    await open(session, path);
    await session.press('Tab');
    await focused(session, 'a', name);
    await session.press('Enter');
    await focused(session, 'main');
    await session.press('Tab');
    await until(
      session,
      'the next Tab stop is in the main content',
      () =>
        Boolean(document.activeElement?.closest('main')) ||
        document.activeElement?.outerHTML.slice(0, 80),
    );
  }
}

export async function copyMarkdown(session: Session): Promise<void> {
  await open(session, '/guide/start/quick-start');
  await click(session, 'button', 'Copy Markdown');
  await until(session, 'the button says Copied', () =>
    [...document.querySelectorAll('button')].some(
      (button) => button.textContent?.trim() === 'Copied',
    ),
  );
  const text = await pasted(session);
  if (!/^# Quick start$/m.test(text))
    await fail(session, 'the page pastes as Markdown', text.slice(0, 80));
}

/**
 * A query and an anchor that do not decode (src/shared/address-guard.ts): the page renders, with
 * the address repaired, and an anchor set later is repaired too.
 */
export async function undecodableAddress(session: Session): Promise<void> {
  await open(session, '/guide/start/quick-start?discount=50%#%E0');
  await until(
    session,
    'the page renders with the query and anchor repaired',
    () =>
      (document.querySelector('main h1') !== null &&
        location.search === '?discount=50%25' &&
        location.hash === '#%25E0') ||
      `${location.search}${location.hash}`,
  );
  await session.evaluate(() => {
    location.hash = '%';
  });
  await until(
    session,
    'an anchor set later is repaired and the page stays',
    () => (location.hash === '#%25' && document.querySelector('main h1') !== null) || location.hash,
  );
}

/**
 * A doubled slash in the path (src/shared/address-guard.ts): the host serves the page, and it
 * renders as that page, at the address the site writes, not as the not-found page.
 */
export async function doubledSlash(session: Session): Promise<void> {
  await open(session, '/guide//start/quick-start#next-steps');
  await until(
    session,
    'the page renders at its own address',
    () =>
      (document.querySelector('main h1')?.textContent?.includes('Quick start') &&
        document.querySelector('.rslib-not-found__code') === null &&
        location.pathname + location.hash === '/guide/start/quick-start#next-steps') ||
      `${location.pathname}${location.hash} ${document.querySelector('main h1')?.textContent}`,
  );
}

/** A mistyped address: status 404, the 404 page in its language, and the closest page first. */
export async function notFound(session: Session, origin: string): Promise<void> {
  for (const { address, lang, found } of [
    { address: '/config/lib/fromat', lang: 'en', found: '/config/lib/format' },
    { address: '/zh/config/lib/formatt', lang: 'zh', found: '/zh/config/lib/format' },
  ]) {
    const status = (await fetch(new URL(address, origin))).status;
    if (status !== 404) throw new Error(`${address} answers ${status}, not 404`);
    await open(session, address);
    await until(
      session,
      `the ${lang} 404 page lists ${found} first`,
      (language, href) =>
        (document.documentElement.lang === language &&
          document.querySelector('.rslib-not-found__code')?.textContent === '404' &&
          document.querySelector('main')?.getAttribute('aria-busy') === 'false' &&
          document.querySelector('.rslib-not-found__suggestions a')?.getAttribute('href') ===
            href) ||
        document.querySelector('.rslib-not-found__suggestions a')?.getAttribute('href'),
      lang,
      found,
    );
    await click(session, '.rslib-not-found__suggestions a');
    await until(
      session,
      `the first suggestion leads to ${found}`,
      (href) =>
        (location.pathname === href && document.querySelector('main h1') !== null) ||
        location.pathname,
      found,
    );
  }
}

/** How Firefox reports the refusal of an inline script (WebKit reports none to the driver). */
const INLINE_SCRIPT_REFUSAL =
  /^page error: Content-Security-Policy: .*inline script \(script-src-elem\)/;

/**
 * On a page served with no headers, the policy the page carries refuses a script injected into it.
 */
async function scriptInjectionRefused(session: Session): Promise<void> {
  await session.evaluate(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      document.documentElement.dataset.refused = event.effectiveDirective;
    });
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injectedRan = "yes"';
    document.head.append(script);
  });
  await until(session, 'an injected inline script is refused', () => {
    const { refused, injectedRan } = document.documentElement.dataset;
    return (refused === 'script-src-elem' && injectedRan === undefined) || { refused, injectedRan };
  });
  // Firefox reports the refusal a moment after the event: wait for its line, then allow it.
  const problems = session.takeProblems();
  const deadline = Date.now() + 5_000;
  while (
    session.engine === 'firefox' &&
    !problems.some((line) => INLINE_SCRIPT_REFUSAL.test(line))
  ) {
    if (Date.now() > deadline) await fail(session, 'Firefox reports the refusal', problems);
    await new Promise((resolve) => setTimeout(resolve, 50));
    problems.push(...session.takeProblems());
  }
  const others = problems.filter((line) => !INLINE_SCRIPT_REFUSAL.test(line));
  if (others.length > 0) await fail(session, 'no console or page error', others);
}

/**
 * On GitHub Pages, which sends no headers and answers every miss with the English `404.html`: a
 * page's address in another case with a trailing slash reaches the page
 * (src/shared/not-found-guard.ts), whose own policy refuses an injected script, and a Chinese miss
 * shows the Chinese not-found page.
 */
export async function githubPages(session: Session, origin: string): Promise<void> {
  await session.goto(`${origin}/Guide/Start/Quick-Start/#next-steps`);
  await hydrated(session);
  await until(session, 'the page, loaded from its own address, renders there', () => {
    // Loaded, not only renamed by the router: the document came from the page's address.
    const loaded = performance.getEntriesByType('navigation')[0]?.name ?? '';
    return (
      (document.querySelector('main h1')?.textContent?.includes('Quick start') &&
        new URL(loaded).pathname === '/guide/start/quick-start' &&
        location.pathname + location.hash === '/guide/start/quick-start#next-steps') ||
      `${loaded} ${location.pathname}${location.hash} ${document.querySelector('main h1')?.textContent}`
    );
  });
  await scriptInjectionRefused(session);
  await session.goto(`${origin}/zh/guide/does-not-exist`);
  await hydrated(session);
  await until(
    session,
    'the Chinese not-found page renders',
    () =>
      (document.documentElement.lang === 'zh' &&
        document.querySelector('h1')?.textContent === '404 页面未找到') ||
      `${document.documentElement.lang} ${document.querySelector('h1')?.textContent}`,
  );
}
