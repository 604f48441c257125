import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { languageOfPath } from '#shared/locale-path';
import { SEARCH_TEXT } from '#shared/search/texts';
import { HYDRATED_ATTRIBUTE } from '../../theme/logic/useHydrationSignal';

interface Fixtures {
  /** What the page did wrong; the test fails at its end if anything is listed. */
  problems: string[];
  /**
   * Declares the requests a test makes fail on purpose (a deploy that removed a chunk, say):
   * their failures are not problems. Everything else a page asks for must arrive.
   */
  expectFailedRequests: (url: RegExp) => void;
}

/**
 * Starts watching a page for what a reader should never meet: a console error or warning, an
 * uncaught error, a request to a host other than `origin`'s, or a request that does not arrive
 * (an image, a font, a script). A document served with status 404 is the one failure allowed:
 * the not-found tests load those. Returns the list it fills.
 */
export function watchPage(page: Page, origin: string, expectedFailures: RegExp[] = []): string[] {
  const problems: string[] = [];
  const expected = (url: string) => expectedFailures.some((pattern) => pattern.test(url));
  /** Documents answered with 404: their console line is the one a not-found page causes. */
  const notFoundDocuments = new Set<string>();
  page.on('response', (response) => {
    const request = response.request();
    if (response.status() < 400 || expected(response.url())) return;
    if (response.status() === 404 && request.isNavigationRequest()) {
      notFoundDocuments.add(response.url());
      return;
    }
    problems.push(`${request.resourceType()} answered ${response.status()}: ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A request the page itself gave up on (a navigation cancelling a prefetch) never arrives
    // by design; a failure of the network or the host is a problem.
    if (reason === 'net::ERR_ABORTED' || expected(request.url())) return;
    problems.push(`${request.resourceType()} failed (${reason}): ${request.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Failed loads are reported with their URL above; this line only repeats them.
    if (/^Failed to load resource/.test(message.text())) {
      // Its location is the document's address, anchor included; a response's has none.
      const url = message.location().url.split('#')[0] ?? '';
      if (notFoundDocuments.has(url) || expected(url)) return;
    }
    problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== origin) problems.push(`request to another host: ${url}`);
  });
  return problems;
}

export const PROBLEMS_MESSAGE = 'console errors, page errors, failed or foreign requests';

/** Every test fails when its page meets any of what `watchPage` looks for. */
export const test = base.extend<Fixtures & { expectedFailures: RegExp[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; there are none.
  expectedFailures: async ({}, use) => {
    await use([]);
  },
  expectFailedRequests: async ({ expectedFailures }, use) => {
    await use((url) => {
      expectedFailures.push(url);
    });
  },
  problems: [
    async ({ page, baseURL, expectedFailures }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const problems = watchPage(page, origin, expectedFailures);
      await use(problems);
      expect(problems, PROBLEMS_MESSAGE).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Resolves once the page has hydrated: our layout marks the document then. */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
}

/**
 * Opens the page and, once it has hydrated, the search with '/'. Returns the search box, named
 * in the page's language, which has the focus.
 */
export async function openSearch(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await hydrated(page);
  await page.keyboard.press('/');
  const name = SEARCH_TEXT['search.inputLabel'][languageOfPath(path)];
  const input = page.getByRole('searchbox', { name });
  await expect(input).toBeFocused();
  return input;
}
