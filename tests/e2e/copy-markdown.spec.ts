import { expect, hydrated, test } from './fixtures';

test.describe('Copy Markdown', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('copies the page as Markdown, says so for a moment, and fetches it once', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.md')) fetched.push(request.url());
    });
    await page.goto('/guide/start/quick-start');
    const button = page.getByRole('button', { name: 'Copy Markdown' });
    await button.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(button).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toMatch(/^# Quick start$/m);
    expect(clipboard).toContain('```sh [pnpm]');

    await button.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(fetched).toHaveLength(1);
  });

  test('is disabled while the Markdown loads', async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/*.md', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/zh/guide/start/glossary');
    const button = page.getByRole('button', { name: '复制 Markdown' });
    await button.click();
    await expect(button).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: '已复制' })).toBeVisible();
  });

  test('tells the reader when the Markdown cannot be had', async ({
    page,
    expectFailedRequests,
  }) => {
    expectFailedRequests(/\.md$/);
    await page.route('**/*.md', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/guide/start/glossary');
    await page.getByRole('button', { name: 'Copy Markdown' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Could not copy the Markdown' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy Markdown' })).toBeEnabled();
  });

  test('keeps no room for its status message while there is none', async ({ page }) => {
    await page.goto('/guide/start/glossary');
    await hydrated(page);
    const copy = await page.getByRole('button', { name: 'Copy Markdown' }).boundingBox();
    const open = await page.getByRole('button', { name: 'Open', exact: true }).boundingBox();
    const gap = await page
      .locator('.rp-llms-container')
      .evaluate((row) => Number.parseFloat(getComputedStyle(row).columnGap));
    // One gap of the row between the two buttons, not a second one around an empty status.
    expect((open?.x ?? 0) - ((copy?.x ?? 0) + (copy?.width ?? 0))).toBeCloseTo(gap, 0);
  });

  test('does not copy an HTML page answered where the Markdown should be', async ({ page }) => {
    await page.route('**/*.md', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html></html>',
      }),
    );
    await page.goto('/guide/start/glossary');
    await page.getByRole('button', { name: 'Copy Markdown' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Could not copy the Markdown' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).not.toContain('<html');
  });

  test('falls back to a prompt in the page language where no clipboard can be reached', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      document.execCommand = () => false;
    });
    const seen: Array<{ type: string; message: string; value: string }> = [];
    page.on('dialog', async (dialog) => {
      seen.push({ type: dialog.type(), message: dialog.message(), value: dialog.defaultValue() });
      await dialog.dismiss();
    });
    await page.goto('/zh/guide/start/glossary');
    await page.getByRole('button', { name: '复制 Markdown' }).click();
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]?.type).toBe('prompt');
    expect(seen[0]?.message).toMatch(/^复制到剪贴板：按 (Ctrl|⌘)\+C，再按 Enter$/);
    expect(seen[0]?.value).toMatch(/^# /m);
  });
});

test.describe('Open menu', () => {
  test('offers the Markdown and AI chats that ask to read the page @mobile', async ({ page }) => {
    await page.goto('/guide/start/glossary');
    const trigger = page.getByRole('button', { name: 'Open', exact: true });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Whole on screen, on a phone too, where the trigger sits right of the page's middle.
    const list = page
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: 'Open in Claude' }) });
    await expect(list).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
      'href',
      '/guide/start/glossary.md',
    );
    const chatgpt = page.getByRole('link', { name: 'Open in ChatGPT' });
    const prompt = new URL((await chatgpt.getAttribute('href')) ?? '').searchParams.get('q');
    const markdownUrl = new URL('/guide/start/glossary.md', page.url()).href;
    expect(prompt).toBe(`Read ${markdownUrl}, I want to ask questions about it.`);
    await expect(page.getByRole('link', { name: 'Open in Claude' })).toHaveAttribute(
      'target',
      '_blank',
    );

    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('speaks Chinese on /zh/ and closes on a click outside', async ({ page }) => {
    await page.goto('/zh/guide/start/glossary');
    await page.getByRole('button', { name: '打开', exact: true }).click();
    await expect(page.getByRole('link', { name: '查看 Markdown' })).toBeVisible();
    await page.locator('h1').click();
    await expect(page.getByRole('link', { name: '查看 Markdown' })).toHaveCount(0);
  });
});
