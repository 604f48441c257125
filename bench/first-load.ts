/**
 * First-load JavaScript and CSS of each page type, in both languages: every script and stylesheet
 * Chromium fetches to show and hydrate the page, with no interaction (raw and gzip -9 bytes,
 * read from the build). `--check` compares the JavaScript with budgets.json and exits 1 when a
 * page type has grown past its budget.
 * Usage: tsx bench/first-load.ts [--dir doc_build] [--port 4373] [--check]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium';
import { startStaticServer } from './static-server';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'doc_build' },
    port: { type: 'string', default: '4373' },
    check: { type: 'boolean', default: false },
  },
});
const root = path.resolve(values.dir);
const origin = `http://127.0.0.1:${values.port}`;
const BUDGET_FILE = path.resolve('budgets.json');

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
}

function sizeOf(urls: Iterable<string>): Sizes {
  const total = { raw: 0, gzip: 0 };
  for (const url of urls) {
    const bytes = readFileSync(path.join(root, new URL(url).pathname));
    total.raw += bytes.length;
    total.gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return total;
}

/** Loads `route` and waits until it has hydrated and the network has been quiet for a moment. */
async function firstLoad(page: Page, route: string): Promise<{ js: Sizes; css: Sizes }> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin)) return;
    if (request.resourceType() === 'script') scripts.add(url);
    if (request.resourceType() === 'stylesheet') styles.add(url);
  });
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  await page.locator('.rp-search-button__hotkey').waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  return { js: sizeOf(scripts), css: sizeOf(styles) };
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
    for (const [type, route] of PAGE_TYPES) {
      for (const lang of ['en', 'zh']) {
        const page = await browser.newPage();
        const { js, css } = await firstLoad(page, lang === 'en' ? route : `/zh${route}`);
        await page.close();
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
    }
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
