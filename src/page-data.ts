/**
 * Rspress bundles a module, `virtual-page-data`, into the first-load JavaScript of every page:
 * a record per page of the site with its title, front matter, description and full table of
 * contents. The runtime reads the current page's record for what a page module does not carry
 * (route, language, last-updated time, feeds, source path) and takes title, front matter and
 * table of contents from the page module itself. So most of each record is never read; only the
 * overview pages read other pages' tables of contents. Slimming the records keeps the first load
 * from growing with every page written.
 */

export interface TocEntry {
  id: string;
  text: string;
  depth: number;
  charIndex?: number;
}

export interface PageRecord {
  routePath: string;
  title?: string;
  toc?: TocEntry[];
  frontmatter?: Record<string, unknown>;
  description?: string;
  feeds?: unknown[];
  [field: string]: unknown;
}

export interface PageDataModule {
  pageData: { pages: PageRecord[] };
  searchIndexHash: unknown;
}

const MODULE_PATTERN =
  /^\s*export const pageData = ([\s\S]*?);\s*export const searchIndexHash = ([\s\S]*?);?\s*$/;

/** Reads the module Rspress generates; throws, saying so, if its shape has changed. */
export function parsePageDataModule(code: string): PageDataModule {
  const match = MODULE_PATTERN.exec(code);
  if (!match) {
    throw new Error(
      'virtual-page-data no longer has the shape src/page-data.ts expects ' +
        '(`export const pageData = {...}; export const searchIndexHash = {...};`). ' +
        'Check what Rspress generates before updating the parser.',
    );
  }
  return {
    pageData: JSON.parse(match[1] ?? ''),
    searchIndexHash: JSON.parse(match[2] || 'null'),
  };
}

export function printPageDataModule(module: PageDataModule): string {
  return (
    `export const pageData = ${JSON.stringify(module.pageData)};\n` +
    `export const searchIndexHash = ${JSON.stringify(module.searchIndexHash)};\n`
  );
}

function isOverview(page: PageRecord): boolean {
  return page.frontmatter?.overview === true || page.frontmatter?.pageType === 'overview';
}

/** `/config/lib/` lists `/config/lib/format`; so does `/config/lib/index`. */
function overviewPrefix(routePath: string): string {
  return routePath.replace(/index$/, '').replace(/\/?$/, '/');
}

/**
 * The records the client needs: title and front matter go (the page module has them), the
 * description goes where it only repeats the front matter's, empty feed lists go, and a table of
 * contents stays only for pages an overview page lists, without the search-only `charIndex`.
 * Anything else (fields plugins add) is kept as it is.
 */
export function slimPages(pages: PageRecord[]): PageRecord[] {
  const prefixes = pages.filter(isOverview).map((page) => overviewPrefix(page.routePath));
  const listed = (page: PageRecord) => prefixes.some((prefix) => page.routePath.startsWith(prefix));
  return pages.map((page) => {
    const { title: _title, frontmatter, toc, description, feeds, ...rest } = page;
    const slim: PageRecord = { ...rest };
    if (description && description !== frontmatter?.description) slim.description = description;
    if (feeds && feeds.length > 0) slim.feeds = feeds;
    if (toc && listed(page)) {
      slim.toc = toc.map(({ id, text, depth }) => ({ id, text, depth }));
    }
    return slim;
  });
}

export function slimPageDataModule(code: string): string {
  const module = parsePageDataModule(code);
  return printPageDataModule({
    ...module,
    pageData: { ...module.pageData, pages: slimPages(module.pageData.pages) },
  });
}

const SITE_DATA_PATTERN = /^\s*export default ([\s\S]*?);?\s*$/;

/**
 * `virtual-site-data`, also in every first load, gives each sidebar item a `_fileKey` that only
 * Rspress's own overview reads (ours works from links): they go.
 */
export function slimSiteDataModule(code: string): string {
  const match = SITE_DATA_PATTERN.exec(code);
  if (!match) {
    throw new Error(
      'virtual-site-data no longer has the shape src/page-data.ts expects (`export default {...};`).',
    );
  }
  const data: unknown = JSON.parse(match[1] ?? '', (key, value) =>
    key === '_fileKey' ? undefined : value,
  );
  return `export default ${JSON.stringify(data)};\n`;
}

/**
 * The description a page's head shows: its own, else the front matter's (which `slimPages`
 * dropped from the record because it was the same).
 */
export function pageDescription(page: {
  description?: string;
  frontmatter?: Record<string, unknown>;
}): string | undefined {
  if (page.description) return page.description;
  const fromFrontmatter = page.frontmatter?.description;
  return typeof fromFrontmatter === 'string' ? fromFrontmatter : undefined;
}
