import { expect, test } from './fixtures';

for (const { path, alt } of [
  { path: '/guide/basic/output-structure', alt: /bundle/i },
  { path: '/zh/guide/basic/output-format', alt: /产物/ },
]) {
  test(`the diagram on ${path} is described and zooms on click @mobile`, async ({ page }) => {
    await page.goto(path);
    const diagram = page.locator('.rspress-doc img').first();
    await expect(diagram).toHaveAttribute('alt', alt);
    await expect(diagram).toHaveJSProperty('complete', true);
    expect(await diagram.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      600,
    );
    // Zoom attaches shortly after the page renders.
    await expect(diagram).toHaveClass(/medium-zoom-image/);
    await diagram.click();
    const overlay = page.locator('.medium-zoom-overlay');
    await expect(overlay).toBeVisible();
    // The backdrop is white, in either appearance.
    await expect(overlay).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    // The zoom ignores keys while it is still opening, so press until it closes.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0, { timeout: 1000 });
    }).toPass();
  });
}
