/**
 * Rspress puts a record per page of the site (`virtual-page-data`) into every page's first
 * load. The runtime takes a page's title, front matter and table of contents from the page's own
 * module, so in the records they are only weight, growing with every page and heading written;
 * only an overview page reads other pages' headings, and `listedPages` gives them to its module.
 * `slimPageRecord` takes out of the bundle what the client does not read; Rspress's documented
 * `extendPageData` hook applies it in dev and build alike (src/node/rspress/plugin-slim-page-data.ts).
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
  feeds?: unknown[];
  [field: string]: unknown;
}

/** `/config/lib/` lists `/config/lib/format`; so does `/config/lib/index`. */
function overviewPrefix(routePath: string): string {
  return routePath.replace(/index$/, '').replace(/\/?$/, '/');
}

/**
 * The pages an overview page lists, each with its headings (without the search-only
 * `charIndex`): those below the overview page's folder. The overview page's own module carries
 * them (src/node/rspress/plugin-slim-page-data.ts), so no other page loads them.
 */
export function listedPages(
  pages: readonly PageRecord[],
  overviewRoute: string,
): Array<{ routePath: string; toc: TocEntry[] }> {
  const prefix = overviewPrefix(overviewRoute);
  return pages
    .filter(({ routePath }) => routePath.startsWith(prefix) && overviewPrefix(routePath) !== prefix)
    .map(({ routePath, toc = [] }) => ({
      routePath,
      toc: toc.map(({ id, text, depth }) => ({ id, text, depth })),
    }));
}

/**
 * Fields of a record the client never reads from it: the page module has title, front matter
 * and headings (an overview page's module also those of the pages it lists), no code reads the
 * description, and the edit link (patched `useEditLink`) takes the source path from the route
 * rather than from `_relativePath`.
 */
const SERVER_ONLY_FIELDS = ['title', 'frontmatter', 'description', '_relativePath', 'toc'] as const;

/**
 * Keeps a field on the record for the build's own readers (the RSS plugin, core llms) but out
 * of the bundled module: Rspress serialises the record's own enumerable fields.
 */
function keepOnServer(page: PageRecord, field: string): void {
  if (!(field in page)) return;
  Object.defineProperty(page, field, { value: page[field], enumerable: false, writable: true });
}

/**
 * Fields the page's own module carries instead of its record (src/node/rspress/plugin-slim-page-data.ts):
 * each page reads only its own. Rspress's last-updated plugin sets `lastUpdatedTime` in the same
 * `extendPageData` hook, which Rspress runs for all plugins at once, so it may come after us.
 */
export const PAGE_MODULE_FIELDS = ['lastUpdatedTime'] as const;

/** Like `keepOnServer`, for a field that may be set only later: an accessor stays hidden. */
function keepOnServerWhenSet(page: PageRecord, field: string): void {
  let value = page[field];
  Object.defineProperty(page, field, {
    get: () => value,
    set: (next: unknown) => {
      value = next;
    },
    enumerable: false,
    configurable: true,
  });
}

/**
 * Slims a record, in place, to what the client reads from it: no title, front matter,
 * description, headings, source path or last-updated time (the page's own module carries title,
 * front matter, headings and time, the layout writes the description from the front matter, and
 * the route gives the source path), and no empty feed list.
 */
export function slimPageRecord(page: PageRecord): void {
  for (const field of SERVER_ONLY_FIELDS) keepOnServer(page, field);
  for (const field of PAGE_MODULE_FIELDS) keepOnServerWhenSet(page, field);
  if (page.feeds?.length === 0) delete page.feeds;
}
