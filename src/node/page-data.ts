/**
 * Rspress puts a record per page of the site (`virtual-page-data`) into every page's first
 * load. The runtime takes a page's title, front matter and table of contents from the page's own
 * module, so in the records they are only weight, growing with every page and heading written;
 * only an overview page reads other pages' headings. `slimPageRecord` takes out of the bundle
 * what the client does not read; Rspress's documented `extendPageData` hook applies it in dev and
 * build alike (src/node/rspress/plugin-slim-page-data.ts).
 */
import { isOverviewPage } from '#shared/overview';

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
  feeds?: unknown[];
  [field: string]: unknown;
}

/** `/config/lib/` lists `/config/lib/format`; so does `/config/lib/index`. */
function overviewPrefix(routePath: string): string {
  return routePath.replace(/index$/, '').replace(/\/?$/, '/');
}

/** Whether an overview page lists a route: it lies below an overview page's folder. */
export function listedByOverview(pages: readonly PageRecord[]): (routePath: string) => boolean {
  const prefixes = pages
    .filter((page) => isOverviewPage(page.frontmatter))
    .map((page) => overviewPrefix(page.routePath));
  return (routePath) =>
    prefixes.some((prefix) => routePath.startsWith(prefix) && overviewPrefix(routePath) !== prefix);
}

/**
 * Fields of a record the client never reads from it: the page module has title and front matter,
 * no code reads the description, and the edit link (patched `useEditLink`) takes the source path
 * from the route rather than from `_relativePath`.
 */
const SERVER_ONLY_FIELDS = ['title', 'frontmatter', 'description', '_relativePath'] as const;

/**
 * Keeps a field on the record for the build's own readers (the RSS plugin, core llms) but out
 * of the bundled module: Rspress serialises the record's own enumerable fields.
 */
function keepOnServer(page: PageRecord, field: string): void {
  if (!(field in page)) return;
  Object.defineProperty(page, field, { value: page[field], enumerable: false, writable: true });
}

/**
 * Slims a record, in place, to what the client reads from it: no title, front matter,
 * description or source path (the page's own module carries title and front matter, the layout
 * writes the description from the front matter, and the route gives the source path), no headings unless an overview lists the page (then
 * without the search-only `charIndex`), and no empty feed list.
 */
export function slimPageRecord(page: PageRecord, listed: boolean): void {
  for (const field of SERVER_ONLY_FIELDS) keepOnServer(page, field);
  if (listed && page.toc) {
    page.toc = page.toc.map(({ id, text, depth }) => ({ id, text, depth }));
  } else {
    keepOnServer(page, 'toc');
  }
  if (page.feeds?.length === 0) delete page.feeds;
}
