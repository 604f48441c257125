/**
 * Build benchmark (`pnpm bench:build`): prints figures, asserts nothing.
 *
 * Builds, each in a child process, with our real theme and `rspress.config.ts`:
 * - this site, cold (no persistent build cache, no out dir) and warm (again, cache kept);
 * - a generated bilingual site (`bench/generate-site.ts`), cold and warm.
 * For each it reports wall time, CPU time and peak resident memory of the whole process tree, and
 * the number of HTML files written. Targets: under 60 s and 2 GB for 1,000 pages on 2 cores.
 *
 * Everything goes to `.scratch/bench-site/` (git-ignored): the generated docs, the out dirs,
 * the logs, and a config per scenario that imports our config and changes only its folders. Each
 * scenario has its own Rspack cache folder there, so the cold builds never delete the shared
 * `node_modules/.cache/rspack` that `pnpm build` uses, nor write into `doc_build/`.
 *
 * Usage: tsx bench/build.ts [--only site|generated] [--pages 1000]
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine } from '#node/command-line';
import { generateSite } from './generate-site';
import { outputTail, runMeasured } from './process-stats';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_DIR = path.join(PROJECT_ROOT, '.scratch', 'bench-site');
const RSPRESS_CLI = path.join(
  PROJECT_ROOT,
  'node_modules',
  '@rspress',
  'core',
  'bin',
  'rspress.js',
);
const DEFAULT_PAGES = 1000;
const TARGET_SECONDS = 60;
const TARGET_MB = 2048;
/** Rspress's default setup on the 1,000-page site, for reference. */
const REFERENCE = { seconds: 92, gb: 2.8 };
const MB = 1024 * 1024;
/** The plugin that checks front matter: it is bound to the docs folder it was created with. */
const FRONT_MATTER_GUARD = 'rslib-docs:front-matter-guard';

type SiteName = 'site' | 'generated';
const SITE_NAMES: readonly SiteName[] = ['site', 'generated'];

interface Scenario {
  site: SiteName;
  run: 'cold' | 'warm';
}

interface Row extends Scenario {
  seconds: number;
  cpuSeconds: number;
  peakMb: number;
  htmlFiles: number;
}

function parseOptions(): { sites: readonly SiteName[]; pages: number } {
  const usage = `Usage: tsx bench/build.ts [--only ${SITE_NAMES.join('|')}] [--pages ${DEFAULT_PAGES}]

Builds this site and a generated bilingual site of --pages pages, cold and warm, and reports
wall time, CPU time, peak memory and HTML files written.`;
  const { values } = commandLine(usage, {
    options: {
      only: { type: 'string' },
      pages: { type: 'string', default: String(DEFAULT_PAGES) },
    },
  });
  const pages = Number(values.pages);
  if (!Number.isInteger(pages) || pages < 2) {
    fail(`--pages must be a whole number of at least 2, got "${values.pages}"`);
  }
  if (values.only === undefined) return { sites: SITE_NAMES, pages };
  const only = SITE_NAMES.find((name) => name === values.only);
  if (!only) fail(`--only must be one of ${SITE_NAMES.join(', ')}, got "${values.only}"`);
  return { sites: [only], pages };
}

function fail(message: string): never {
  console.error(`bench:build: ${message}`);
  process.exit(1);
}

const folders = (site: SiteName) => ({
  config: path.join(BENCH_DIR, `${site}.config.ts`),
  docs: path.join(BENCH_DIR, site, 'docs'),
  out: path.join(BENCH_DIR, site, 'out'),
  cache: path.join(BENCH_DIR, site, 'cache'),
  log: (run: string) => path.join(BENCH_DIR, `${site}-${run}.log`),
});

/**
 * A config that is ours with other folders. The generated site also needs its own front-matter
 * guard: ours is created with `docs/` and would check this site's pages instead of the
 * generated ones. Every other plugin (search index, locale 404s, RSS) reads the config it is
 * given, so it works on any docs folder unchanged.
 */
function writeConfig(site: SiteName): string {
  const { config, docs, out, cache } = folders(site);
  const fromConfig = (file: string) =>
    path.relative(path.dirname(config), path.join(PROJECT_ROOT, file)).split(path.sep).join('/');
  const generated = site === 'generated';
  const lines = [
    "// Written by bench/build.ts: rspress.config.ts with the benchmark's folders.",
    "import type { UserConfig } from '@rspress/core';",
    `import siteConfig from '${fromConfig('rspress.config')}';`,
    ...(generated
      ? [
          `import { pluginFrontMatterGuard } from '${fromConfig('src/node/rspress/plugin-front-matter-guard')}';`,
          '',
          `const root = ${JSON.stringify(docs)};`,
        ]
      : []),
    '',
    'export default {',
    '  ...siteConfig,',
    ...(generated
      ? [
          '  root,',
          '  plugins: siteConfig.plugins?.map((plugin) =>',
          `    plugin.name === '${FRONT_MATTER_GUARD}' ? pluginFrontMatterGuard(root) : plugin,`,
          '  ),',
        ]
      : []),
    `  outDir: ${JSON.stringify(out)},`,
    '  builderConfig: {',
    '    ...siteConfig.builderConfig,',
    '    performance: {',
    '      ...siteConfig.builderConfig?.performance,',
    `      buildCache: { cacheDirectory: ${JSON.stringify(cache)} },`,
    '    },',
    '  },',
    '} satisfies UserConfig;',
  ];
  writeFileSync(config, `${lines.join('\n')}\n`);
  return config;
}

function countHtmlFiles(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  ).length;
}

async function measure({ site, run }: Scenario): Promise<Row> {
  const { out, cache, log } = folders(site);
  if (run === 'cold') {
    rmSync(out, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  }
  const config = writeConfig(site);
  console.log(`building ${site} (${run})…`);
  const stats = await runMeasured(process.execPath, [RSPRESS_CLI, 'build', '-c', config], {
    cwd: PROJECT_ROOT,
  });
  writeFileSync(log(run), stats.output);
  if (stats.exitCode !== 0) {
    const status = stats.signal ? `signal ${stats.signal}` : `exit code ${stats.exitCode}`;
    console.error(outputTail(stats.output));
    fail(`the ${run} build of ${site} failed (${status}); full output in ${log(run)}`);
  }
  return {
    site,
    run,
    seconds: stats.wallMs / 1000,
    cpuSeconds: stats.cpuMs / 1000,
    peakMb: stats.peakRssBytes / MB,
    htmlFiles: countHtmlFiles(out),
  };
}

function verdict(row: Row): string {
  const over = [
    row.seconds >= TARGET_SECONDS ? 'time' : '',
    row.peakMb >= TARGET_MB ? 'memory' : '',
  ].filter(Boolean);
  return over.length === 0 ? 'within' : `over (${over.join(', ')})`;
}

function printTable(rows: Row[], pages: number): void {
  const header = ['scenario', 'wall s', 'CPU s', 'peak MB', 'HTML pages', 'vs target'];
  const lines = rows.map((row) => [
    `${row.site === 'site' ? 'this site' : `generated ${pages} pages`}, ${row.run}`,
    row.seconds.toFixed(1),
    row.cpuSeconds.toFixed(1),
    row.peakMb.toFixed(0),
    String(row.htmlFiles),
    verdict(row),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((l) => l[i]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(`\n${format(header)}`);
  for (const line of lines) console.log(format(line));
  console.log(
    `\ntargets: under ${TARGET_SECONDS} s and under ${TARGET_MB} MB (2 GB) on a 2-core machine` +
      ` (Rspress's default setup: ~${REFERENCE.seconds} s, ~${REFERENCE.gb} GB` +
      ' for the 1,000-page site)',
  );
  console.log(
    'CPU s: user + system time of the build and its descendants; it barely moves when other' +
      ' programs compete for the CPUs, wall time does\n' +
      'peak MB: resident memory of the rspress process and all its descendants, summed',
  );
}

/** CPUs and load; a 1-minute load above the CPU count means other work competed with the builds. */
function machine(): string {
  const cpus = os.cpus().length;
  const load = os.loadavg();
  const contended = (load[0] ?? 0) > cpus ? ': contended, wall times are inflated' : '';
  return `${cpus} CPUs, load average ${load.map((value) => value.toFixed(2)).join(' ')}${contended}`;
}

async function main(): Promise<void> {
  const { sites, pages } = parseOptions();
  mkdirSync(BENCH_DIR, { recursive: true });
  console.log(`before: ${machine()}`);
  if (sites.includes('generated')) {
    const written = generateSite(folders('generated').docs, pages);
    console.log(
      `generated ${written} Markdown pages in ${path.relative(PROJECT_ROOT, folders('generated').docs)}`,
    );
  }
  const rows: Row[] = [];
  for (const site of sites) {
    for (const run of ['cold', 'warm'] as const) rows.push(await measure({ site, run }));
  }
  printTable(rows, pages);
  console.log(`after: ${machine()}`);
}

await main();
