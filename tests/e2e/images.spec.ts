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
    // A phone gets the drawing made for it (src/node/narrow-diagrams.ts), a wider screen the
    // wide one; either keeps its room while it loads.
    const phone = (page.viewportSize()?.width ?? 0) <= 640;
    const shown = await diagram.evaluate((image: HTMLImageElement) => ({
      src: image.currentSrc,
      naturalWidth: image.naturalWidth,
      ratio: image.width / image.height,
    }));
    expect(shown.src).toMatch(phone ? /\.narrow\.\w+\.svg$/ : /\/output-\w+\.\w+\.svg$/);
    expect(shown.naturalWidth).toBeGreaterThan(phone ? 300 : 600);
    expect(shown.ratio).toBeCloseTo(phone ? 0.45 : 1.5, 0);
    await expect(diagram).toHaveAttribute('width', /^\d+$/);
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
