import { expect, test } from './fixtures';

test.describe('copying a code block', () => {
  test('copies the code and shows "copied" for two seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/config/lib/format');
    const block = page.locator('.rp-codeblock').filter({ hasText: 'defineConfig' }).first();
    await block.hover();
    const button = block.getByRole('button', { name: 'Copy code' });
    await button.click();
    await expect(button).toHaveClass(/rp-code-copy-button--copied/);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("import { defineConfig } from '@rslib/core';");
    const start = Date.now();
    await expect(button).not.toHaveClass(/rp-code-copy-button--copied/, { timeout: 4000 });
    expect(Date.now() - start).toBeGreaterThan(1500);
  });

  test('falls back to a prompt that tells the reader to press the copy shortcut', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      document.execCommand = () => false;
    });
    await page.goto('/zh/config/lib/format');
    // The prompt blocks the page until answered, so answer it as it opens.
    const seen: Array<{ type: string; message: string; value: string }> = [];
    page.on('dialog', async (dialog) => {
      seen.push({ type: dialog.type(), message: dialog.message(), value: dialog.defaultValue() });
      await dialog.dismiss();
    });
    const block = page.locator('.rp-codeblock').filter({ hasText: 'defineConfig' }).first();
    await block.hover();
    await block.getByRole('button', { name: '复制代码' }).click();
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]?.type).toBe('prompt');
    // In the page's language: this is a Chinese page.
    expect(seen[0]?.message).toMatch(/^复制到剪贴板：按 (Ctrl|⌘)\+C，再按 Enter$/);
    expect(seen[0]?.value).toContain('defineConfig');
  });
});
