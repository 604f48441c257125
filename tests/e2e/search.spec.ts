import { SEARCH_INDEX_BASE } from '#shared/search/location';
import { resultsGroupedByPage } from '../support/search-groups';
import { expect, hydrated, openSearch, test } from './fixtures';

const isIndexWarning = (problem: string) =>
  problem.startsWith('console warning: Search is unavailable');

/** Exactly one warning says the index is unavailable; it is expected, anything else still fails. */
async function expectOneIndexWarning(problems: string[]) {
  await expect.poll(() => problems.filter(isIndexWarning).length).toBe(1);
  problems.splice(problems.findIndex(isIndexWarning), 1);
}

test.describe('search', () => {
  test('loads nothing until the reader shows intent', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/guide/start/');
    await hydrated(page);
    expect(requested.filter((path) => path.startsWith(SEARCH_INDEX_BASE))).toEqual([]);
    const before = requested.length;
    await page.locator('.rp-search-button').first().hover();
    await expect
      .poll(() => requested.slice(before).some((path) => path.endsWith('.js')))
      .toBe(true);
    expect(requested.filter((path) => path.startsWith(SEARCH_INDEX_BASE))).toEqual([]);
  });

  test('a dialog whose chunk did not arrive opens on the next try, with no page error', async ({
    page,
    expectFailedRequests,
  }) => {
    await page.goto('/guide/start/');
    await hydrated(page);
    let offline = true;
    expectFailedRequests(/\/static\/(js|css)\/async\//);
    await page.route('**/static/*/async/**', (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    );
    const button = page.locator('.rp-search-button').first();
    // The prefetch on hover fails, and so does the open: nothing opens, nothing is thrown.
    await button.hover();
    await button.click();
    // Every request of the offline attempts has been made and refused before going online.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    offline = false;
    // A press while a refused attempt is still settling is dropped, as a second click is while
    // one is loading; the next one opens the dialog.
    const searchbox = page.getByRole('searchbox', { name: 'Search' });
    await expect(async () => {
      await page.keyboard.press('Control+k');
      await expect(searchbox).toBeFocused({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  });

  test("'/' opens it, results come grouped by page, Enter goes there without a reload", async ({
    page,
  }) => {
    await page.goto('/guide/start/');
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.keyboard.press('/');
    const input = page.getByRole('searchbox', { name: 'Search' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.type('bundleless');
    // The index loads with the first query; allow for a busy machine.
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(/bundleless/i);
    await expect.poll(() => page.evaluate(resultsGroupedByPage)).toBe(true);
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/bundleless/i);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL('/guide/start/');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  });

  test('Ctrl+K opens it in Chinese on /zh/, finds Chinese text, and Escape closes it @mobile', async ({
    page,
  }) => {
    await page.goto('/zh/guide/start/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('searchbox', { name: '搜索' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', '搜索文档');
    await page.keyboard.type('类型声明');
    const hit = page.locator('.DocSearch-Hit a').first();
    await expect(hit).toHaveAttribute('href', /^\/zh\//);
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('类型声明');
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test('forgives a typo and marks the word as the page spells it', async ({ page }) => {
    await openSearch(page, '/guide/start/');
    await page.keyboard.type('declaraton');
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/^declaration$/i);
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
  });

  test('says when nothing matches, with a link to report it', async ({ page }) => {
    await openSearch(page, '/guide/start/');
    await page.keyboard.type('zzqqxxyy');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
    await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/web-infra-dev\/rslib\/issues\/new\?/,
    );
  });

  test('starts from the text the reader selected', async ({ page }) => {
    await page.goto('/guide/start/glossary');
    await hydrated(page);
    await page.locator('#bundleless-mode').selectText();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(/Bundleless mode/);
  });

  test('an index that cannot be loaded shows the error screen, one warning and no error', async ({
    page,
    problems,
    expectFailedRequests,
  }) => {
    expectFailedRequests(/\/search\/en\/manifest\.json$/);
    await page.route('**/search/en/manifest.json', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await openSearch(page, '/guide/start/');
    await page.keyboard.type('bundle');
    const error = page.getByRole('alert');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    await expectOneIndexWarning(problems);
  });

  test('a truncated index shows the error screen in Chinese on /zh/', async ({
    page,
    problems,
  }) => {
    await page.route('**/search/zh/manifest.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"format":"rslib-sea' }),
    );
    await openSearch(page, '/zh/guide/start/');
    await page.keyboard.type('打包');
    await expect(page.getByRole('alert')).toContainText('无法获取搜索结果');
    await expectOneIndexWarning(problems);
  });

  test('a truncated term shard shows the error screen, and the page keeps working', async ({
    page,
    problems,
  }) => {
    await page.route('**/search/en/terms/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[["bundle"],["B' }),
    );
    await openSearch(page, '/guide/start/');
    await page.keyboard.type('bundle');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    await expectOneIndexWarning(problems);
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await page.locator('.rp-doc a[href="/guide/start/quick-start"]').first().click();
    await expect(page).toHaveURL('/guide/start/quick-start');
    await expect(page.locator('h1')).toContainText('Quick start');
  });

  test('a query that fails after the modal has closed stays out of the console', async ({
    page,
    problems,
  }) => {
    let answered = 0;
    // The index answers, with garbage, only once the modal has closed.
    let closed = () => {};
    const modalClosed = new Promise<void>((resolve) => {
      closed = resolve;
    });
    await page.route('**/search/en/terms/**', async (route) => {
      await modalClosed;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '[["b' });
      answered += 1;
    });
    await openSearch(page, '/guide/start/');
    await page.keyboard.type('bundle');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    closed();
    await expect.poll(() => answered).toBeGreaterThan(0);
    // The failure is reported once, as a warning, and not as an uncaught rejection, which the
    // browser would report once the task that rejected has ended: the next task comes after.
    await expectOneIndexWarning(problems);
    await page.evaluate(() => new Promise((done) => setTimeout(done)));
  });

  test('a corrupt document chunk shows the error screen in Chinese, and the page keeps working', async ({
    page,
    problems,
  }) => {
    await page.route('**/search/zh/docs/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"not":"a chunk"}' }),
    );
    await openSearch(page, '/zh/guide/start/');
    await page.keyboard.type('打包');
    await expect(page.getByRole('alert')).toContainText('无法获取搜索结果');
    await expectOneIndexWarning(problems);
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await page.locator('.rp-doc a[href^="/zh/guide/start/quick-start"]').first().click();
    await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
    await expect(page.locator('h1')).toContainText('快速开始');
  });

  test('remembers a chosen result as a recent search, in local storage', async ({ page }) => {
    await openSearch(page, '/guide/start/');
    await page.keyboard.type('umdName');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('lib.umdName');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/config\/lib\/umd-name/);
    await hydrated(page);
    await page.keyboard.press('/');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('lib.umdName');
    const stored = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    expect(stored).toContain('lib.umdName');
  });

  test('marks the search as stalled while a slow index loads', async ({ page }) => {
    // The index arrives only once the search has shown itself stalled.
    let stalled = () => {};
    const shownStalled = new Promise<void>((resolve) => {
      stalled = resolve;
    });
    await page.route('**/search/en/**', async (route) => {
      await shownStalled;
      await route.continue();
    });
    await openSearch(page, '/guide/start/');
    await page.keyboard.insertText('bundle');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeAttached();
    stalled();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).not.toBeAttached();
  });

  test('Enter on a focused link follows it and breaks nothing while search is closed', async ({
    page,
  }) => {
    await page.goto('/guide/start/');
    await hydrated(page);
    await page.locator('.rp-doc a[href="/guide/start/quick-start"]').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/guide/start/quick-start');
  });
});
