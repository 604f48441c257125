import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { listSitePages } from '../../src/routes';

export const SITE_PAGES = listSitePages(path.resolve('docs'));

/**
 * Every test fails when the page logs a console error or warning, throws, or requests a host
 * other than the site's own: readers should never see any of that.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        // The 404 tests load pages served with status 404 on purpose.
        if (/status of 404/.test(message.text())) return;
        problems.push(`console ${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('request', (request) => {
        const url = request.url();
        if (/^(data|blob|about):/.test(url)) return;
        if (new URL(url).origin !== origin) problems.push(`request to another host: ${url}`);
      });
      await use(problems);
      expect(problems, 'console errors, page errors or foreign requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Resolves once the page has hydrated: the search button's shortcut hint appears after mount. */
export async function hydrated(page: Page) {
  await expect(page.locator('.rp-search-button__hotkey')).toHaveCSS('opacity', '1');
}
