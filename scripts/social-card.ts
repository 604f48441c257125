/**
 * Draws the social card of each language (the image a link to the site previews with) into
 * public/: the site's logo and name, and the home page's hero text and tagline in that language,
 * rendered as HTML in Chromium and saved as a PNG of the size Open Graph shows uncropped.
 * Usage: tsx scripts/social-card.ts (run it again after changing the hero or the logo, and
 * commit the PNGs).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { parse } from 'yaml';
import { SOCIAL_CARD_SIZE, socialCardPath } from '#node/seo';
import { LANGUAGES } from '#shared/locale-path';
import { SITE } from '#shared/site';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium';

const root = path.resolve(import.meta.dirname, '..');

interface Hero {
  name: string;
  text: string;
  tagline: string;
}

/** The hero of a language's home page, from its front matter. */
function heroOf(lang: string): Hero {
  const source = readFileSync(path.join(root, 'docs', lang, 'index.md'), 'utf8');
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)?.[1];
  const hero = (parse(frontMatter ?? '') as { hero?: Partial<Hero> } | null)?.hero;
  if (!hero?.name || !hero.text || !hero.tagline) {
    throw new Error(`docs/${lang}/index.md has no hero with name, text and tagline.`);
  }
  return { name: hero.name, text: hero.text, tagline: hero.tagline };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The card as a page: logo and name, the hero text in the brand gradient, the tagline, the host. */
function cardHtml(lang: string, hero: Hero, logoSvg: string): string {
  const host = new URL(SITE.origin).host;
  return `<!doctype html>
<html lang="${lang}">
<meta charset="utf-8">
<style>
  * { margin: 0; box-sizing: border-box; }
  html, body { width: ${SOCIAL_CARD_SIZE.width}px; height: ${SOCIAL_CARD_SIZE.height}px; }
  body {
    font-family: 'Noto Sans CJK SC', 'DejaVu Sans', sans-serif;
    color: #1c1c1f;
    background:
      radial-gradient(50% 70% at 100% 0%, #f9731629 0%, #fff0 100%),
      radial-gradient(60% 80% at 0% 100%, #e5484d1f 0%, #fff0 100%), #fff;
    padding: 72px 88px;
    display: flex;
    flex-direction: column;
  }
  .brand { display: flex; align-items: center; gap: 28px; }
  .brand svg { width: 112px; height: 112px; }
  .name { font-size: 84px; font-weight: 700; letter-spacing: -1px; }
  .headline {
    margin-top: 56px;
    font-size: 60px;
    font-weight: 700;
    line-height: 1.2;
    background: linear-gradient(100deg, #f97316 10%, #e5484d 90%);
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
  .tagline { margin-top: 24px; font-size: 30px; line-height: 1.5; color: #3c3c43; max-width: 980px; }
  .host { margin-top: auto; font-size: 28px; font-weight: 700; color: #c2410c; }
</style>
<body>
  <div class="brand">${logoSvg}<span class="name">${escapeHtml(hero.name)}</span></div>
  <div class="headline">${escapeHtml(hero.text)}</div>
  <div class="tagline">${escapeHtml(hero.tagline)}</div>
  <div class="host">${host}</div>
</body>
</html>`;
}

const logoSvg = readFileSync(path.join(root, 'public/rslib-logo-light.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: SOCIAL_CARD_SIZE, deviceScaleFactor: 1 });
for (const lang of LANGUAGES) {
  await page.setContent(cardHtml(lang, heroOf(lang), logoSvg));
  await page.evaluate(() => document.fonts.ready);
  const file = path.join(root, 'public', socialCardPath(lang));
  await page.screenshot({ path: file });
  console.log(path.relative(root, file));
}
await browser.close();
