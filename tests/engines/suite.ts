/**
 * The suite one engine runs: one browser session, opened once and moved from page to page and
 * from behaviour to behaviour, as a reader's tab would be. An engine missing from the machine is
 * named with its Debian package; in CI that fails the run instead of skipping it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { KIND_SAMPLES } from '../support/docs';
import * as behaviours from './behaviours';
import { type EngineName, missingMessage, missingPackages } from './engines';
import { openFirefox, openWebKit, type Session } from './session';
import { chineseRanking } from './word-boundaries';

/** A dozen pages loaded one after the other in one tab, each awaited in many round trips. */
const CRAWL_TIMEOUT_MS = 120_000;
const OPEN = { firefox: openFirefox, webkit: openWebKit } as const;

export function engineSuite(engine: EngineName): void {
  const missing = missingPackages(engine);
  if (missing.length > 0) {
    const message = missingMessage(engine, missing);
    if (process.env.CI) {
      it(`${engine} is installed`, () => {
        throw new Error(message);
      });
      return;
    }
    console.warn(`${message} Its tests are skipped.`);
  }

  describe.skipIf(missing.length > 0)(engine, () => {
    const origin = inject('siteOrigin');
    let session: Session;
    beforeAll(async () => {
      session = await OPEN[engine](origin);
      await session.resize(behaviours.DESKTOP.width, behaviours.DESKTOP.height);
    });
    afterAll(async () => {
      await session?.close();
    });
    afterEach(() => {
      // Where the engine reports them (Firefox): no behaviour may cause a console or page error.
      expect(session?.takeProblems() ?? [], `${engine}: console or page errors`).toEqual([]);
    });

    // Chromium loads every page (e2e/crawl.spec.ts); here, one page of each kind in both
    // languages: what differs between engines is how they run the template and its components,
    // the same on every page of a kind. Every page here made the suite 73 s instead of 30 s.
    it(
      'renders one page of each kind in both languages',
      async () => {
        const failures = await behaviours.everyPageRenders(session, KIND_SAMPLES);
        expect(failures, `${engine}: pages that did not render`).toEqual([]);
      },
      CRAWL_TIMEOUT_MS,
    );
    it('search: button and shortcut, grouped results, Enter opens the page', () =>
      behaviours.search(session));
    it("search: Chinese queries rank as well with the engine's word boundaries", async () => {
      const { node, engine: own } = await chineseRanking(session);
      expect(own.misses, `${engine}: Chinese relevance cases out of the top 3`).toEqual([]);
      expect(
        own.found,
        `${engine}: Chinese tuning questions answered in the top 3`,
      ).toBeGreaterThanOrEqual(node.found);
    });
    it('appearance: light, dark and auto, kept across a reload', () =>
      behaviours.appearance(session));
    it('phone menu: opens, locks scrolling, closes on a link', () => behaviours.phoneMenu(session));
    it('language menu from the keyboard', () => behaviours.languageMenu(session));
    it('sidebar groups from the keyboard', () => behaviours.sidebarByKeyboard(session));
    it('install tabs from the keyboard', () => behaviours.installTabs(session));
    it('code copy: the clipboard, or the prompt without one', () => behaviours.codeCopy(session));
    it('image zoom', () => behaviours.imageZoom(session));
    it('skip link', () => behaviours.skipLink(session));
    it('Copy Markdown', () => behaviours.copyMarkdown(session));
    it('404 page and its closest pages', () => behaviours.notFound(session, origin));
    it('an address that does not decode', () => behaviours.undecodableAddress(session));
    it('an address with a doubled slash', () => behaviours.doubledSlash(session));
    it('GitHub Pages: a page at another address, its policy, a Chinese miss', () =>
      behaviours.githubPages(session, inject('githubPagesOrigin')));
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built site is served for the suite. */
    siteOrigin: string;
    /** Where the same build is served as GitHub Pages serves it (`serve.ts --github-pages`). */
    githubPagesOrigin: string;
  }
}
