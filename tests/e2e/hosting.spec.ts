import { readFileSync } from 'node:fs';
import { headersFor, parseHeaders } from '#node/static-host';
import { expect, hydrated, test } from './fixtures';

/** The rules the site ships to its host, as the host reads them. */
const SHIPPED = parseHeaders(readFileSync('public/_headers', 'utf8'));

test.describe('static hosting', () => {
  test('sends the shipped security headers, and caches hashed assets long', async ({
    page,
    request,
  }) => {
    const html = await request.get('/guide/start/');
    expect(html.headers()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    // HTML gets no caching rule of ours: static hosts revalidate it by default, so a deploy
    // shows at once. A rule for `/*` would also be joined to the assets' rule below.
    expect(headersFor(SHIPPED, '/guide/start/')['cache-control']).toBeUndefined();
    expect(html.headers()['cache-control']).toBeUndefined();
    await page.goto('/guide/start/');
    const script = await page.locator('script[src^="/static/js/"]').first().getAttribute('src');
    expect(script).toBeTruthy();
    const asset = await request.get(script ?? '');
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('redirects folder paths without a slash and /en/ paths to the unprefixed page', async ({
    request,
  }) => {
    const folder = await request.get('/guide/start', { maxRedirects: 0 });
    expect(folder.status()).toBe(301);
    expect(folder.headers().location).toBe('/guide/start/');
    const english = await request.get('/en/guide/start/glossary', { maxRedirects: 0 });
    expect(english.status()).toBe(301);
    expect(english.headers().location).toBe('/guide/start/glossary');
  });

  test('keeps the Content Security Policy on a host that sends no headers', async ({
    page,
    request,
    problems,
  }) => {
    // GitHub Pages, where the workflow deploys, sends none of `_headers`: this plays it.
    await page.route(
      (url) => !url.pathname.startsWith('/static/'),
      async (route) => {
        const response = await route.fetch();
        const headers = Object.fromEntries(
          Object.entries(response.headers()).filter(
            ([name]) => name !== 'content-security-policy' && name !== 'x-frame-options',
          ),
        );
        await route.fulfill({ response, headers });
      },
    );
    const sent = (await request.get('/guide/start/')).headers()['content-security-policy'];
    await page.goto('/guide/start/');
    await hydrated(page);
    // The same policy as the header, but for what a `<meta>` element may not hold.
    const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
    expect(`${await meta.getAttribute('content')}; frame-ancestors 'none'`).toBe(sent);
    const outcome = await page.evaluate(async () => {
      const blocked = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve(event.effectiveDirective),
        ),
      );
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.head.append(script);
      return { directive: await blocked, ran: 'injectedRan' in window };
    });
    expect(outcome).toEqual({ directive: 'script-src-elem', ran: false });
    // The browser reports the refusal in the console: the one line this test causes.
    const refusal = /^console error: .*inline script.*Content Security Policy/;
    await expect.poll(() => problems.filter((line) => refusal.test(line)).length).toBe(1);
    problems.splice(0, problems.length, ...problems.filter((line) => !refusal.test(line)));
  });
});
