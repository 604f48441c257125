import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageIndexInfo, RouteMeta, UserConfig } from '@rspress/core';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginSeo, SITEMAP_FILE } from '#node/rspress/plugin-seo';
import { DOCS_ROOT } from '../support/docs';

/**
 * The plugin driven through its hooks in the order Rspress calls them in a build, over a site
 * of three pages and a not-found page, with a build folder made by hand.
 */
const CONFIG: UserConfig = {
  root: DOCS_ROOT,
  siteOrigin: 'https://rslib.rs',
  title: 'Rslib',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  route: { cleanUrls: true },
};

function route(routePath: string, lang: string, file: string): RouteMeta {
  const pure = routePath.replace(/^\/zh/, '') || '/';
  return {
    routePath,
    pureRoutePath: pure,
    absolutePath: path.join(DOCS_ROOT, file),
    relativePath: file,
    pageName: file,
    lang,
    version: '',
  };
}

const ROUTES = [
  route('/', 'en', 'en/index.md'),
  route('/zh/', 'zh', 'zh/index.md'),
  route('/config/', 'en', 'en/config/index.md'),
  route('/zh/config/', 'zh', 'zh/config/index.md'),
  route('/zh/404', 'zh', 'zh/404.md'),
];

function pageData(r: RouteMeta, frontmatter: Record<string, unknown>) {
  return {
    routePath: r.routePath,
    lang: r.lang,
    title: '',
    toc: [],
    content: '',
    frontmatter,
    version: '',
    _filepath: r.absolutePath,
    _relativePath: r.relativePath,
  } as PageIndexInfo;
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the hooks; returns the config Rspress would use and the head of a route. */
async function build(htmlFiles: string[]) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'seo-plugin-'));
  dirs.push(outDir);
  for (const file of htmlFiles) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), '<!doctype html>');
  }
  const plugin = pluginSeo();
  const utils = { addPlugin: () => {}, removePlugin: () => {} };
  const config = { ...(await plugin.config?.({ ...CONFIG, outDir }, utils, true)) };
  await plugin.routeGenerated?.(ROUTES, true);
  for (const r of ROUTES) {
    await plugin.extendPageData?.(
      pageData(r, r.routePath === '/zh/404' ? { pageType: '404' } : {}),
      true,
    );
  }
  const head = (config.head ?? []).at(-1);
  const headOf = (r: RouteMeta) => (typeof head === 'function' ? head(r) : undefined);
  return { plugin, config, outDir, headOf };
}

const ALL_PAGES = ['index.html', 'zh/index.html', 'config/index.html', 'zh/config/index.html'];

describe('pluginSeo', () => {
  it('gives each page its identity tags in its head, and none to a not-found page', async () => {
    const { headOf } = await build(ALL_PAGES);
    const zhConfig = headOf(ROUTES[3] as RouteMeta);
    expect(zhConfig).toContain('<link rel="canonical" href="https://rslib.rs/zh/config/">');
    expect(zhConfig).toContain('<meta property="og:locale" content="zh_CN">');
    expect(zhConfig).toContain(
      '<meta property="og:image" content="https://rslib.rs/social-card-zh.png">',
    );
    expect(headOf(ROUTES[0] as RouteMeta)).toContain(
      '<meta property="og:url" content="https://rslib.rs/">',
    );
    expect(headOf(ROUTES[4] as RouteMeta)).toBeUndefined();
  });

  it('writes a sitemap of the pages, with alternates and git dates, without the 404', async () => {
    const { plugin, config, outDir } = await build(ALL_PAGES);
    await plugin.afterBuild?.(config, true);
    const xml = readFileSync(path.join(outDir, SITEMAP_FILE), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://rslib.rs/',
      'https://rslib.rs/config/',
      'https://rslib.rs/zh/',
      'https://rslib.rs/zh/config/',
    ]);
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://rslib.rs/config/"/>',
    );
    expect(
      xml.match(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d)<\/lastmod>/g),
    ).toHaveLength(4);
  });

  it('fails the build, naming it, when a sitemap entry is not a page the build wrote', async () => {
    const { plugin, config, outDir } = await build(
      ALL_PAGES.filter((file) => file !== 'zh/config/index.html'),
    );
    await expect(Promise.resolve().then(() => plugin.afterBuild?.(config, true))).rejects.toThrow(
      /sitemap\.xml would list pages the build did not write:\n {2}https:\/\/rslib\.rs\/zh\/config\/$/,
    );
    expect(() => readFileSync(path.join(outDir, SITEMAP_FILE))).toThrow();
  });

  it('refuses a config without a site origin', async () => {
    const utils = { addPlugin: () => {}, removePlugin: () => {} };
    const { siteOrigin: _origin, ...withoutOrigin } = CONFIG;
    await expect(
      Promise.resolve().then(() => pluginSeo().config?.(withoutOrigin, utils, true)),
    ).rejects.toThrow(/siteOrigin/);
  });
});
