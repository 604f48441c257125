import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from '@playwright/test';
import { resultsGroupedByPage } from '../support/search-groups';

/**
 * `pnpm dev`, as the README promises it: the dev server renders every page type in both
 * languages with no page error, and a Markdown edit shows in the open page without a restart.
 * It serves a copy of the pages (DOCS_ROOT), which the test edits.
 */
const PORT = Number(process.env.E2E_DEV_PORT ?? 4390);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const EDIT_VISIBLE_MS = 5_000;
/**
 * The dev server compiles a page, or the search modal's chunk, on its first request; the README
 * promises the first page within 15 s. Waits for a first render get that, not the default 5 s.
 */
const FIRST_COMPILE_MS = 15_000;

const PAGES = [
  { path: '/', text: 'Rslib' },
  { path: '/zh/', text: 'Rslib' },
  { path: '/guide/start/quick-start', text: 'Quick start' },
  { path: '/zh/guide/start/quick-start', text: '快速开始' },
  { path: '/config/lib/', text: 'Lib' },
  { path: '/zh/config/lib/', text: 'Lib' },
  { path: '/blog/introducing-rslib', text: 'Introducing Rslib' },
  { path: '/zh/blog/introducing-rslib', text: 'Rslib' },
  { path: '/no-such-page', text: '404' },
  { path: '/zh/no-such-page', text: '404' },
];

let server: ChildProcess | undefined;
let docsCopy = '';

/**
 * Replaces a page the way an editor saving it does, in one step: written in place, the file is
 * empty for a moment, and a watcher that reads it then sees a page without front matter, which
 * fails the compile and makes the dev server reload the page once it recovers.
 */
function savePage(file: string, text: string) {
  const draft = path.join(path.dirname(docsCopy), 'draft.md');
  writeFileSync(draft, text);
  renameSync(draft, file);
}
let output = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The server's start, then its first compile: the README's 15 s, and the start around it.
  test.setTimeout(60_000);
  const scratch = path.resolve('.scratch');
  docsCopy = path.join(mkdtempSync(path.join(scratch.replace(/$/, ''), 'dev-')), 'docs');
  cpSync(path.resolve('docs'), docsCopy, { recursive: true });
  server = spawn(
    'pnpm',
    ['exec', 'rspress', 'dev', '--port', String(PORT), '--host', '127.0.0.1'],
    {
      env: { ...process.env, DOCS_ROOT: docsCopy },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  server.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  server.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  await expect
    .poll(
      () =>
        fetch(`${ORIGIN}/`).then(
          (response) => response.ok,
          () => false,
        ),
      { message: `the dev server answers; it printed:\n${output}`, timeout: 45_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (docsCopy) rmSync(path.dirname(docsCopy), { recursive: true, force: true });
});

test('serves every page type in both languages, rendered, with no page error', async ({ page }) => {
  // Each page is compiled on its first request.
  test.setTimeout(PAGES.length * FIRST_COMPILE_MS);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  for (const { path: route, text } of PAGES) {
    await page.goto(`${ORIGIN}${route}`);
    await expect(page.locator('h1').first(), route).toContainText(text, {
      timeout: FIRST_COMPILE_MS,
    });
    expect((await page.locator('body').textContent())?.length ?? 0, route).toBeGreaterThan(40);
  }
  expect(problems).toEqual([]);
});

test('shows a Markdown edit in the open page within 5 s, without a reload', async ({ page }) => {
  const file = path.join(docsCopy, 'en/guide/start/glossary.md');
  await page.goto(`${ORIGIN}/guide/start/glossary`);
  await expect(page.locator('h1').first()).toContainText('Glossary', {
    timeout: FIRST_COMPILE_MS,
  });
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const marker = `Edited at ${Date.now()}`;
  const source = readFileSync(file, 'utf8');
  savePage(
    file,
    source.replace(/^# .*$/m, (heading) => `${heading}\n\n${marker}`),
  );
  await expect(page.getByText(marker)).toBeVisible({ timeout: EDIT_VISIBLE_MS });
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
});

test('searches in both languages, forgives a typo, and finds a page edited while it is open', async ({
  page,
}) => {
  // Two first compiles (the modal's chunk, the Chinese page) and the edit's recompile.
  test.setTimeout(3 * FIRST_COMPILE_MS + 30_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const hydratedPage = page.locator('html[data-hydrated]');
  const firstHit = page.locator('.DocSearch-Hit a').first();
  const modal = page.locator('.DocSearch-Modal');
  // In dev the modal's chunk compiles on first use: type once its box has the focus.
  const open = async (key: string, name: string) => {
    await page.keyboard.press(key);
    await expect(page.getByRole('searchbox', { name })).toBeFocused({ timeout: FIRST_COMPILE_MS });
  };

  await page.goto(`${ORIGIN}/guide/start/quick-start`);
  await expect(hydratedPage).toBeAttached({ timeout: FIRST_COMPILE_MS });
  await open('/', 'Search');
  await page.keyboard.type('bundlless');
  await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/bundleless/i);
  await expect.poll(() => page.evaluate(resultsGroupedByPage)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  // A word no page has, added to another page: the next search on the open page finds it there.
  const file = path.join(docsCopy, 'en/guide/start/npm-packages.md');
  const source = readFileSync(file, 'utf8');
  await page.evaluate(() => Object.assign(window, { openBeforeTheEdit: true }));
  const printedBefore = output.length;
  let printedBeforeRestore = output.length;
  savePage(file, `${source.trimEnd()}\n\nThe xylophonist checks the package.\n`);
  try {
    // The save sets the dev server recompiling, and the open page can change under the modal
    // meanwhile: in one CI run the modal was gone, unanswered, 10 s after it opened. Search
    // again, opening the modal if it has closed, until the edit is found. Why it closed is not
    // known yet, so a run where it does says whether the page reloaded and what the server said.
    let opened = false;
    const reportClosedModal = async () => {
      const reloaded = !(await page.evaluate(() => 'openBeforeTheEdit' in window));
      const report = [
        `The search modal closed after the edit, and the page ${reloaded ? 'reloaded' : 'did not reload'}.`,
        `The dev server printed since the save:\n${output.slice(printedBefore)}`,
      ].join(' ');
      test.info().annotations.push({ type: 'search modal closed', description: report });
      process.stdout.write(`${report}\n`);
    };
    await expect(async () => {
      if ((await modal.count()) === 0) {
        if (opened) await reportClosedModal();
        await open('/', 'Search');
        opened = true;
      }
      await page.getByRole('searchbox', { name: 'Search' }).fill('xylophonist');
      await expect(firstHit).toHaveAttribute('href', /^\/guide\/start\/npm-packages/, {
        timeout: 5_000,
      });
      // In the same attempt: in one CI run the page reloaded between the two checks, and the
      // highlight was looked for in a page with no modal.
      await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/xylophonist/i, {
        timeout: 5_000,
      });
    }).toPass({ timeout: FIRST_COMPILE_MS });
    await page.keyboard.press('Escape');
    // Leave the page before the file is restored: the rebuild may reload the open page, and in
    // one CI run such a reload, racing the next navigation, left the test on the English page.
    await page.goto('about:blank');
  } finally {
    printedBeforeRestore = output.length;
    savePage(file, source);
  }
  // The Chinese page opens once that rebuild is done, so that no reload of it follows.
  await expect
    .poll(
      () =>
        /\bready\s+built in\b/.test(stripVTControlCharacters(output.slice(printedBeforeRestore))),
      {
        message: 'the dev server rebuilds the restored page',
        timeout: FIRST_COMPILE_MS,
      },
    )
    .toBe(true);

  await page.goto(`${ORIGIN}/zh/guide/start/`);
  await expect(hydratedPage).toBeAttached({ timeout: FIRST_COMPILE_MS });
  await open('Control+k', '搜索');
  await page.keyboard.type('类型声明');
  await expect(firstHit).toHaveAttribute('href', /^\/zh\//);
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('类型声明');
  expect(problems).toEqual([]);
});

test('copies the page as Markdown, its source without front matter or imports', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${ORIGIN}/zh/guide/start/quick-start`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: FIRST_COMPILE_MS });
  await page.getByRole('button', { name: '复制 Markdown' }).click();
  await expect(page.getByRole('button', { name: '已复制' })).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toMatch(/^# 快速开始\n/);
  expect(clipboard).not.toContain("from '@theme'");
  const twin = await fetch(`${ORIGIN}/guide/start/quick-start.md`);
  expect(twin.headers.get('content-type')).toMatch(/^text\/markdown/);
  expect(await twin.text()).toMatch(/^# Quick start\n/);
});

test('reports bad front matter in the terminal and the overlay, naming the file, and recovers', async ({
  page,
}) => {
  const file = path.join(docsCopy, 'en/guide/start/npm-packages.md');
  const heading = page.locator('h1').first();
  await page.goto(`${ORIGIN}/guide/start/npm-packages`);
  await expect(heading).toBeVisible({ timeout: FIRST_COMPILE_MS });
  const title = (await heading.textContent()) ?? '';
  const source = readFileSync(file, 'utf8');
  const logged = output.length;
  savePage(file, source.replace(/^title: .*$/m, 'title: [unclosed'));
  await expect
    .poll(() => output.slice(logged), { timeout: EDIT_VISIBLE_MS })
    .toMatch(/Invalid front matter in .*npm-packages\.md/);
  const overlay = page.locator('rsbuild-error-overlay');
  await expect(overlay).toContainText('npm-packages.md', { timeout: EDIT_VISIBLE_MS });

  savePage(file, source);
  await expect(overlay).toHaveCount(0, { timeout: EDIT_VISIBLE_MS });
  await expect(heading).toHaveText(title, { timeout: EDIT_VISIBLE_MS });
  expect((await fetch(`${ORIGIN}/`)).ok).toBe(true);
});
