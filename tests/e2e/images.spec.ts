import { expect, test } from './fixtures';

for (const { path, alt, scheme } of [
  { path: '/guide/basic/output-structure', alt: /bundle/i, scheme: 'light' },
  { path: '/zh/guide/basic/output-format', alt: /产物/, scheme: 'dark' },
] as const) {
  test(`the diagram on ${path} is described and zooms on click, ${scheme} @mobile`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(path);
    const diagram = page.locator('.rspress-doc img').first();
    await expect(diagram).toHaveAttribute('alt', alt);
    await expect(diagram).toHaveJSProperty('complete', true);
    expect(await diagram.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      600,
    );
    // Drawn on white: in dark mode it shows inverted with its hues turned back, a dark card.
    const filter = scheme === 'dark' ? 'invert(0.89) hue-rotate(180deg)' : 'none';
    await expect(diagram).toHaveCSS('filter', filter);
    // On paper it prints as drawn.
    await page.emulateMedia({ media: 'print' });
    await expect(diagram).toHaveCSS('filter', 'none');
    await page.emulateMedia({ media: 'screen' });
    // Zoom attaches shortly after the page renders.
    await expect(diagram).toHaveClass(/medium-zoom-image/);
    await diagram.click();
    const overlay = page.locator('.medium-zoom-overlay');
    await expect(overlay).toBeVisible();
    // The backdrop is the page's own background.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(scheme === 'dark' ? 'rgb(18, 18, 18)' : 'rgb(255, 255, 255)');
    await expect(overlay).toHaveCSS('background-color', background);
    // The zoomed copy is shown as the diagram is on the page.
    await expect(page.locator('img.medium-zoom-image--opened')).toHaveCSS('filter', filter);
    // The zoom ignores keys while it is still opening, so press until it closes.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0, { timeout: 1000 });
    }).toPass();
  });
}
