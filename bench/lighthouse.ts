/**
 * Lighthouse (mobile form factor, its default emulation and simulated throttling) on the home
 * page, a doc page and the blog post, in English and Chinese, against a build served like a
 * static host. Prints the four category scores per page, then every failing audit with the
 * elements or URLs it names, and writes each HTML report to bench/out/lighthouse/. Always exits
 * 0 when the audits ran: it is a measurement, not a gate. Performance moves with the machine's
 * load; `--runs N` keeps the run with the median performance score.
 * Usage: `tsx bench/lighthouse.ts --help`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { commandLine } from '#node/command-line';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium';
import { startStaticServer } from './static-server';

const USAGE = `Usage: tsx bench/lighthouse.ts [--dir doc_build] [--runs 1] [--only /zh/] [--port 4473]
                           [--debug-port 9473]

Lighthouse, mobile, on the home page, a doc page and the blog post in both languages.
--runs N   run each page N times and keep the run with the median performance score
--only P   only this page (repeatable)`;

const { values } = commandLine(USAGE, {
  options: {
    dir: { type: 'string', default: 'doc_build' },
    runs: { type: 'string', default: '1' },
    only: { type: 'string', multiple: true },
    port: { type: 'string', default: '4473' },
    'debug-port': { type: 'string', default: '9473' },
  },
});

const ROUTES = ['/', '/guide/start/quick-start', '/blog/introducing-rslib'].flatMap((route) => [
  route,
  route === '/' ? '/zh/' : `/zh${route}`,
]);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CATEGORY_LABELS: Record<(typeof CATEGORIES)[number], string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'best pr.',
  seo: 'SEO',
};
/** Audits whose score means nothing on its own (Lighthouse's own list of unscored modes). */
const UNSCORED = new Set(['informative', 'notApplicable', 'manual']);
const ITEMS_SHOWN = 12;
/** Width of a score column in the table. */
const COLUMN = 10;
const REPORT_DIR = path.resolve('bench/out/lighthouse');

const root = path.resolve(values.dir);
const runs = Math.max(1, Number(values.runs) || 1);
const origin = `http://127.0.0.1:${values.port}`;
const routes = values.only?.length ? values.only : ROUTES;

type Audit = Result['audits'][string];

/** System Chromium, headless, with a DevTools port for Lighthouse to drive. */
async function startChromium(port: number): Promise<{ chrome: ChildProcess; profile: string }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-chromium-'));
  const chrome = spawn(
    findChromium(),
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group: Debian's `chromium` is a wrapper script, and the browser it starts
    // must stop with it.
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return { chrome, profile };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopChromium(chrome, profile);
  throw new Error(`Chromium did not open its DevTools port ${port} within 30 s.`);
}

/** Whether any process of the group still runs. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops Chromium, every process of it, and then removes its profile. Chromium writes to the
 * profile until its last process has exited: removing it at once raced with the shutdown
 * (ENOTEMPTY), and killing only the wrapper script left the browser and its folder behind.
 */
async function stopChromium(chrome: ChildProcess, profile: string): Promise<void> {
  const pid = chrome.pid;
  if (pid !== undefined && groupAlive(pid)) {
    process.kill(-pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (groupAlive(pid) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
  }
  rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}

/** A run Lighthouse itself reports as failed (its trace missed the load, say: NO_NAVSTART). */
class LighthouseRunError extends Error {}

/** Lighthouse's own advice for a failed run is to run it again: up to this many more times. */
const RETRIES = 2;

async function audit(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  if (result.lhr.runtimeError) {
    const { code, message } = result.lhr.runtimeError;
    throw new LighthouseRunError(`${url}: ${code} ${message}`);
  }
  return result.lhr;
}

async function auditWithRetries(url: string, port: number): Promise<Result> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= RETRIES) throw error;
      process.stderr.write(`\n${error.message.split('\n')[0]}: running it again\n`);
    }
  }
}

const score = (lhr: Result, category: string) => {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? -1 : Math.round(value * 100);
};

/** The run with the median performance score (the lower middle one for an even count). */
function medianRun(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run to choose from');
  return median;
}

/** What an audit's detail row points at: an element's selector, else a URL or a source line. */
function describeItem(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const record = item as Record<string, unknown>;
  if (record.type === 'node' && typeof record.selector === 'string') {
    const label =
      typeof record.nodeLabel === 'string' ? `  "${record.nodeLabel.slice(0, 60)}"` : '';
    return `${record.selector}${label}`;
  }
  if (record.type === 'source-location' && typeof record.url === 'string') {
    return `${record.url}:${Number(record.line) + 1}:${Number(record.column) + 1}`;
  }
  for (const value of Object.values(record)) {
    if (typeof value === 'object' && value !== null && 'type' in value) {
      const found = describeItem(value);
      if (found) return found;
    }
  }
  if (typeof record.url === 'string') return record.url;
  if (typeof record.label === 'string') return record.label;
  return undefined;
}

function failingItems(audit: Audit): string[] {
  const details = audit.details as { items?: unknown[] } | undefined;
  return (details?.items ?? []).map(describeItem).filter((item) => item !== undefined);
}

/** The categories a reader can bring to 100 come first; performance, which moves with load, last. */
const FAILURE_ORDER = ['accessibility', 'best-practices', 'seo', 'performance'] as const;

function printFailures(route: string, lhr: Result) {
  const lines: string[] = [];
  for (const category of FAILURE_ORDER) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const found = lhr.audits[ref.id];
      if (!found || UNSCORED.has(found.scoreDisplayMode)) continue;
      if (found.scoreDisplayMode === 'error') {
        lines.push(`  ${category}  ${found.id}: could not run (${found.errorMessage ?? 'error'})`);
        continue;
      }
      if (found.score === null || found.score >= 1) continue;
      const value = found.displayValue ? ` (${found.displayValue})` : '';
      lines.push(`  ${category}  ${found.id}: ${found.title}${value}`);
      const items = failingItems(found);
      for (const item of items.slice(0, ITEMS_SHOWN)) lines.push(`      ${item}`);
      if (items.length > ITEMS_SHOWN) lines.push(`      … and ${items.length - ITEMS_SHOWN} more`);
    }
  }
  console.log(`\n${route}: ${lines.length === 0 ? 'no failing audit' : 'failing audits'}`);
  for (const line of lines) console.log(line);
}

async function main() {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No built site in ${root}: run "pnpm build" first.`);
  }
  mkdirSync(REPORT_DIR, { recursive: true });
  const debugPort = Number(values['debug-port']);
  const server = await startStaticServer(root, Number(values.port));
  const { chrome, profile } = await startChromium(debugPort);
  const results = new Map<string, Result>();
  try {
    for (const route of routes) {
      const attempts: Result[] = [];
      for (let run = 0; run < runs; run += 1) {
        attempts.push(await auditWithRetries(origin + route, debugPort));
        process.stderr.write('.');
      }
      const lhr = medianRun(attempts);
      results.set(route, lhr);
      const name = route.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
      writeFileSync(path.join(REPORT_DIR, `${name}.html`), generateReport(lhr, 'html'));
    }
  } finally {
    server.kill();
    await stopChromium(chrome, profile);
  }

  const width = Math.max(...routes.map((route) => route.length), 4);
  console.log(
    `\nLighthouse ${results.values().next().value?.lighthouseVersion ?? ''}, mobile, ` +
      `${path.relative(process.cwd(), root) || '.'}${runs > 1 ? `, median of ${runs} runs` : ''}`,
  );
  console.log(
    `${'page'.padEnd(width)}${CATEGORIES.map((c) => CATEGORY_LABELS[c].padStart(COLUMN)).join('')}`,
  );
  for (const [route, lhr] of results) {
    const cells = CATEGORIES.map((category) => {
      const value = score(lhr, category);
      return (value < 0 ? '-' : String(value)).padStart(COLUMN);
    });
    console.log(`${route.padEnd(width)}${cells.join('')}`);
  }
  for (const [route, lhr] of results) printFailures(route, lhr);
  console.log(`\nHTML reports: ${path.relative(process.cwd(), REPORT_DIR)}/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
