import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  normalizeHref,
  type RouteMeta,
  type RspressPlugin,
  removeTrailingSlash,
  type UserConfig,
  withSiteOrigin,
} from '@rspress/core';
import { isDocumentPage } from '../llms';
import {
  GIT_LOG_ARGS,
  lastCommitDates,
  pageIdentityTags,
  renderHeadTag,
  renderSitemap,
  type SitemapPage,
  sitemapEntries,
  themeColorTags,
  unservedSitemapUrls,
} from '../seo';

export const SITEMAP_FILE = 'sitemap.xml';

interface SiteFacts {
  origin: string;
  name: string;
  defaultLang: string;
  url(routePath: string): string;
}

/** What the plugin needs from the config; a site without an origin cannot have absolute URLs. */
function siteFacts(config: UserConfig): SiteFacts {
  const origin = config.siteOrigin;
  if (!origin) throw new Error('The SEO plugin needs `siteOrigin` in the config.');
  const defaultLang = config.lang ?? 'en';
  const base = removeTrailingSlash(config.base ?? '/');
  const cleanUrls = config.route?.cleanUrls ?? false;
  return {
    origin,
    name: config.title ?? '',
    defaultLang,
    // The same URL as Rspress's own `hreflang` links in each page's head.
    url: (routePath) => withSiteOrigin(`${base}${normalizeHref(routePath, cleanUrls)}`, origin),
  };
}

/** Last commit date of each file under `dir`, by absolute path; empty where git has no history. */
function gitDates(dir: string): Map<string, string> {
  try {
    const run = (args: readonly string[]) =>
      execFileSync('git', args, { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const top = run(['rev-parse', '--show-toplevel']).trim();
    const dates = lastCommitDates(run([...GIT_LOG_ARGS, '--', '.']));
    return new Map([...dates].map(([file, date]) => [path.join(top, file), date]));
  } catch {
    console.warn(`No git history for ${dir}: the sitemap has no lastmod dates.`);
    return new Map();
  }
}

/**
 * The site's SEO, from Rspress's plugin hooks alone:
 * - `config` adds a `head` function that gives each page, in its static HTML, its canonical URL,
 *   Open Graph and Twitter card tags and the theme colours (head tags are not hydrated by React,
 *   and none is a script, so the Content Security Policy is unchanged);
 * - `extendPageData` tells documents from not-found pages (front matter `pageType: 404`);
 * - `afterBuild` writes `sitemap.xml` from the route list, with `hreflang` alternates and each
 *   source file's last commit date, and fails the build, naming them, if an entry is not a page
 *   the build wrote.
 * Not-found pages are not pages of the site here: no identity tags, no sitemap entry.
 */
export function pluginSeo(): RspressPlugin {
  let site: SiteFacts | undefined;
  let routes: RouteMeta[] = [];
  const documents = new Set<string>();

  const headTags = (route: RouteMeta): string | undefined => {
    if (!site || !documents.has(route.routePath)) return undefined;
    const identity = pageIdentityTags({
      url: site.url(route.routePath),
      lang: route.lang || site.defaultLang,
      origin: site.origin,
      siteName: site.name,
    });
    return [...identity, ...themeColorTags()].map(renderHeadTag).join('');
  };

  return {
    name: 'rslib-docs:seo',
    config: (config) => {
      site = siteFacts(config);
      return { ...config, head: [...(config.head ?? []), headTags] };
    },
    routeGenerated: (generated) => {
      routes = generated;
    },
    extendPageData: (pageData) => {
      if (isDocumentPage(pageData.frontmatter)) documents.add(pageData.routePath);
      else documents.delete(pageData.routePath);
    },
    afterBuild: (config, isProd) => {
      // The dev server calls this hook too, after each compile, with no HTML on disk.
      if (!isProd || !site) return;
      const known = site;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const dates = gitDates(path.resolve(config.root ?? 'docs'));
      const pages: SitemapPage[] = routes
        .filter((route) => documents.has(route.routePath))
        .map((route) => ({
          url: known.url(route.routePath),
          lang: route.lang || known.defaultLang,
          translationKey: JSON.stringify([route.version, route.pureRoutePath]),
          lastmod: dates.get(route.absolutePath),
        }));
      const entries = sitemapEntries(pages, known.defaultLang);
      const unserved = unservedSitemapUrls(entries, known.origin, (file) =>
        existsSync(path.join(outDir, file)),
      );
      if (unserved.length > 0) {
        throw new Error(
          `${SITEMAP_FILE} would list pages the build did not write:\n${unserved.map((url) => `  ${url}`).join('\n')}`,
        );
      }
      writeFileSync(path.join(outDir, SITEMAP_FILE), renderSitemap(entries));
    },
  };
}
