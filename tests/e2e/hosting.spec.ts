import { expect, test } from './fixtures';

test.describe('static hosting', () => {
  test('sends security headers, caches hashed assets long and HTML not at all', async ({
    page,
    request,
  }) => {
    const html = await request.get('/guide/start/');
    expect(html.headers()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'public, max-age=0, must-revalidate',
    });
    await page.goto('/guide/start/');
    const script = await page.locator('script[src^="/static/js/"]').first().getAttribute('src');
    const asset = await request.get(script ?? '');
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
});
