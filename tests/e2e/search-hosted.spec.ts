import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { createSearchClient } from '#shared/search/engine';
import { SEARCH_INDEX_BASE } from '#shared/search/location';
import { fetchFromBuild } from '../support/built-index';
import { HOSTED_OUT_DIR } from './extra-sites';
import { expect, openSearch, test } from './fixtures';

/**
 * Hosted mode: the site built with DocSearch credentials queries Algolia. A local stub server
 * speaks POST /1/indexes/*\/queries (answering from the built index with our engine), and the
 * browser's requests to the Algolia hosts are routed to it.
 */
const SITE_PORT = Number(process.env.E2E_HOSTED_PORT ?? 4274);
const STUB_PORT = SITE_PORT + 1;
const ALGOLIA_HOSTS =
  /^https:\/\/[\w-]+(-dsn)?\.algolia\.net\/|^https:\/\/[\w-]+-\d\.algolianet\.com\//;

type Mode = 'hits' | 'fail-first' | 'unparsable' | 'timeout';
let mode: Mode = 'hits';
const seen: Array<{ host: string; body: { requests: Array<Record<string, unknown>> } }> = [];
/**
 * The Algolia hosts the page asked. Counted from the page's requests, not from the route handler:
 * under a fake clock the client's own timeout can cancel a request before the handler sees it.
 */
const asked = new Set<string>();

const fromBuild = fetchFromBuild(HOSTED_OUT_DIR);
const engine = createSearchClient({ baseUrl: SEARCH_INDEX_BASE, lang: 'en', fetch: fromBuild });

let stub: Server | undefined;
let site: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${SITE_PORT}` });

test.beforeAll(async () => {
  // The site is built with stub credentials by extra-sites.setup.ts before any test runs.
  stub = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const body = JSON.parse(raw || '{"requests":[]}');
    seen.push({ host: String(request.headers['x-algolia-host']), body });
    if (!/^\/1\/indexes\/[^/]+\/queries$/.test(request.url?.split('?')[0] ?? '')) {
      response.writeHead(404).end();
      return;
    }
    if (mode === 'fail-first' && seen.length === 1) {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"message":"Internal error"}');
      return;
    }
    if (mode === 'unparsable') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"results": [ not json');
      return;
    }
    const answer = await engine.searchRequests(body);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => stub?.listen(STUB_PORT, '127.0.0.1', resolve));
  // Algolia answers in milliseconds; the stub's first answer would read the index from disk.
  // Slower than the client's timeout on a busy machine, it sent the client on to the next host.
  await engine.search('bundleless');

  site = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--dir', HOSTED_OUT_DIR, '--port', String(SITE_PORT)],
    { stdio: 'ignore' },
  );
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${SITE_PORT}/`).catch(() => null))?.status)
    .toBe(200);
});

test.afterAll(() => {
  stub?.close();
  site?.kill();
});

test.beforeEach(async ({ page }) => {
  seen.length = 0;
  asked.clear();
  page.on('request', (request) => {
    if (ALGOLIA_HOSTS.test(request.url())) asked.add(new URL(request.url()).host);
  });
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const url = new URL(route.request().url());
    if (mode === 'timeout') {
      await route.abort('timedout');
      return;
    }
    try {
      const response = await route.fetch({
        url: `http://127.0.0.1:${STUB_PORT}${url.pathname}${url.search}`,
        headers: { ...route.request().headers(), 'x-algolia-host': url.host },
      });
      await route.fulfill({ response });
    } catch {
      // DocSearch dropped the request (a newer keystroke superseded it): nothing to answer.
    }
  });
});

/** Hosted search talks to Algolia's hosts (here: the stub) and may see failed requests. */
function allowHostedTraffic(problems: string[]) {
  const expected = /algolia\.net|algolianet\.com|Failed to load resource|Search is unavailable/;
  for (let i = problems.length - 1; i >= 0; i--)
    if (expected.test(problems[i] ?? '')) problems.splice(i, 1);
}

async function search(page: import('@playwright/test').Page, query: string) {
  await openSearch(page, '/guide/start/');
  // One query, not one per keystroke: each runs the client's retries over all hosts.
  await page.keyboard.insertText(query);
}

test('queries the hosted index with the reader language and shows its hits', async ({
  page,
  problems,
}) => {
  mode = 'hits';
  await search(page, 'bundleless');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText(/bundleless/i);
  const request = seen.at(-1)?.body.requests[0] ?? {};
  expect(request.indexName).toBe('rslib');
  expect(JSON.stringify(request)).toContain('lang:en');
  // Searches go to the application's DSN host first (a retry may end on another).
  expect([...asked][0]).toBe('stubapp-dsn.algolia.net');
  // Hosted results credit Algolia, as its terms ask.
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();
  allowHostedTraffic(problems);
});

test('tries the next host after a 500 and shows the results', async ({ page, problems }) => {
  mode = 'fail-first';
  await search(page, 'shims');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText(/shims/i);
  expect(new Set(seen.map((request) => request.host)).size).toBeGreaterThan(1);
  allowHostedTraffic(problems);
});

/** The client's timeouts over all its hosts, each longer than the one before, with room to spare. */
const CLIENT_TIMEOUTS_MS = 60_000;

for (const failure of ['unparsable', 'timeout'] as const) {
  test(`shows the error screen when the answer is ${failure === 'timeout' ? 'a timeout on every host' : 'not JSON'}`, async ({
    page,
    problems,
  }) => {
    mode = failure;
    if (failure === 'timeout') {
      // A timeout is retried on every host, with the client's own growing timeouts, before it
      // gives up: the page's clock runs through them instead of the test waiting them out.
      await page.clock.install();
      const firstQuery = page.waitForRequest(ALGOLIA_HOSTS);
      await search(page, 'bundle');
      await firstQuery;
      await page.clock.runFor(CLIENT_TIMEOUTS_MS);
    } else {
      await search(page, 'bundle');
    }
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    if (failure === 'timeout')
      await expect.poll(() => asked.size, 'hosts tried').toBeGreaterThan(1);
    allowHostedTraffic(problems);
  });
}
