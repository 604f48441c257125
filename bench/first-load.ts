/**
 * First-load JavaScript and CSS of each page type, in both languages: every script and stylesheet
 * Chromium fetches to show and hydrate the page, with no interaction (raw and gzip -9 bytes,
 * read from the build). `--check` compares the JavaScript with budgets.json and exits 1 when a
 * page type has grown past its budget.
 * `--scale DIR` also measures a doc page of the generated 1,000-page site that `pnpm bench:build`
 * writes (`.scratch/bench-site/generated/out`), against this site's doc page: the page records
 * Rspress bundles grow with the number of pages, and the target is at most 1.1 times.
 * Usage: `tsx bench/first-load.ts --help`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { commandLine } from '#node/command-line';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium';
import { startStaticServer } from './static-server';

const USAGE = `Usage: tsx bench/first-load.ts [--dir doc_build] [--port 4373] [--check] [--scale DIR]

First-load JavaScript and CSS of each page type, in both languages, from the build in --dir.
--check   exit 1 when a page type's JavaScript is over its budget in budgets.json
--scale   also measure a doc page of the generated site in DIR (pnpm bench:build writes it)`;

const { values } = commandLine(USAGE, {
  options: {
    dir: { type: 'string', default: 'doc_build' },
    port: { type: 'string', default: '4373' },
    check: { type: 'boolean', default: false },
    scale: { type: 'string' },
  },
});
const root = path.resolve(values.dir);
const origin = `http://127.0.0.1:${values.port}`;
const BUDGET_FILE = path.resolve('budgets.json');
/** The scale target: a doc page of a 1,000-page site loads at most this much more than here. */
const SCALE_TARGET = 1.1;

/** A page of each type; each is measured in English and at the same path under /zh/. */
const PAGE_TYPES: [type: string, route: string][] = [
  ['home', '/'],
  ['doc', '/guide/start/quick-start'],
  ['overview', '/config/lib/'],
  ['blog index', '/blog/'],
  ['blog post', '/blog/introducing-rslib'],
  ['404', '/no-such-page'],
];

interface Sizes {
  raw: number;
  gzip: number;
  /** Gzip bytes of the main chunk (`static/js/index.*.js`), where per-page tables grow. */
  mainGzip: number;
}

const MAIN_CHUNK = /\/static\/js\/index\.[^/]*\.js$/;

function sizeOf(urls: Iterable<string>, from = root): Sizes {
  const total = { raw: 0, gzip: 0, mainGzip: 0 };
  for (const url of urls) {
    const { pathname } = new URL(url);
    const bytes = readFileSync(path.join(from, pathname));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    total.raw += bytes.length;
    total.gzip += gzip;
    if (MAIN_CHUNK.test(pathname)) total.mainGzip += gzip;
  }
  return total;
}

/**
 * Loads `route` and waits until it has hydrated, no part of it is busy (the 404 page loads its
 * closest pages after it shows, under `aria-busy`), and the network has been quiet for a moment.
 * Without that wait, the chunk counts only when it is requested before the network goes quiet.
 */
async function firstLoad(
  page: Page,
  route: string,
  site = { origin, root },
): Promise<{ js: Sizes; css: Sizes }> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(site.origin)) return;
    if (request.resourceType() === 'script') scripts.add(url);
    if (request.resourceType() === 'stylesheet') styles.add(url);
  });
  await page.goto(site.origin + route, { waitUntil: 'networkidle' });
  await page.locator('.rp-search-button__hotkey').waitFor({ state: 'visible' });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.waitForLoadState('networkidle');
  return { js: sizeOf(scripts, site.root), css: sizeOf(styles, site.root) };
}

function readBudgets(): Record<string, number> {
  if (!existsSync(BUDGET_FILE)) throw new Error(`No budget file at ${BUDGET_FILE}.`);
  const { firstLoadJsGzipKb } = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
  return firstLoadJsGzipKb;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

async function main() {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No built site in ${root}: run "pnpm build" first.`);
  }
  const budgets = values.check ? readBudgets() : {};
  const server = await startStaticServer(root, Number(values.port));
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const overBudget: string[] = [];
  try {
    console.log(`first load of ${path.relative(process.cwd(), root) || '.'} (kB; gzip -9)`);
    console.log('page type   lang   JS raw  JS gzip   CSS raw CSS gzip   JS budget');
    // All pages at once: what a page loads does not depend on the others, and most of each
    // load is the wait for a quiet network (the whole check: 16 s → 12 s here).
    const atScale = values.scale ? loadAtScale(browser, path.resolve(values.scale)) : null;
    const loads = await Promise.all(
      PAGE_TYPES.flatMap(([type, route]) =>
        (['en', 'zh'] as const).map(async (lang) => {
          const page = await browser.newPage();
          const sizes = await firstLoad(page, lang === 'en' ? route : `/zh${route}`);
          await page.close();
          return { type, lang, ...sizes };
        }),
      ),
    );
    for (const { type, lang, js, css } of loads) {
      const budget = budgets[type];
      const verdict = budget === undefined ? '' : `${budget.toFixed(1).padStart(8)}`;
      console.log(
        `${type.padEnd(10)}  ${lang}   ${kb(js.raw)} ${kb(js.gzip)}  ${kb(css.raw)} ${kb(css.gzip)}  ${verdict}`,
      );
      if (values.check && budget === undefined) overBudget.push(`${type}: no budget set`);
      if (budget !== undefined && js.gzip / 1024 > budget) {
        overBudget.push(`${type} (${lang}): ${kb(js.gzip).trim()} kB > ${budget} kB`);
      }
    }
    const doc = loads.find((load) => load.type === 'doc' && load.lang === 'en');
    if (atScale && doc) printAtScale(await atScale, doc.js);
  } finally {
    await browser.close();
    server.kill();
  }
  if (overBudget.length > 0) {
    console.error(
      `\nFirst-load JavaScript over budget (${BUDGET_FILE}):\n  ${overBudget.join('\n  ')}`,
    );
    process.exit(1);
  }
}

/** The first doc page of a generated site (`guide/part-01/…`), as a route. */
function generatedDocRoute(dir: string): string {
  const folder = path.join(dir, 'guide', 'part-01');
  const page = existsSync(folder) ? readdirSync(folder).find((file) => file.endsWith('.html')) : '';
  if (!page)
    throw new Error(`No generated site in ${dir}: run "pnpm bench:build --only generated".`);
  return `/guide/part-01/${page.replace(/\.html$/, '')}`;
}

/** A doc page of a generated site, loaded from a server of its own. */
async function loadAtScale(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  dir: string,
): Promise<{ dir: string; route: string; pages: number; js: Sizes }> {
  const route = generatedDocRoute(dir);
  const pages = readdirSync(path.join(dir, 'guide'), { recursive: true }).length;
  const port = Number(values.port) + 1;
  const server = await startStaticServer(dir, port);
  try {
    const page = await browser.newPage();
    const { js } = await firstLoad(page, route, { origin: `http://127.0.0.1:${port}`, root: dir });
    await page.close();
    return { dir, route, pages, js };
  } finally {
    server.kill();
  }
}

function printAtScale(
  { dir, route, pages, js }: Awaited<ReturnType<typeof loadAtScale>>,
  here: Sizes,
): void {
  const ratio = js.gzip / here.gzip;
  console.log(
    `\nat scale: a doc page of ${path.relative(process.cwd(), dir)} (${route}, ${pages} files under guide/) ` +
      `loads ${kb(js.gzip).trim()} kB of JS gzip, ${ratio.toFixed(2)}x this site's ${kb(here.gzip).trim()} kB ` +
      `(target at most ${SCALE_TARGET}x: ${ratio <= SCALE_TARGET ? 'met' : 'NOT met'}); ` +
      `the main chunk is ${kb(js.mainGzip).trim()} kB of it there and ${kb(here.mainGzip).trim()} kB here`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
