/**
 * The overview page: groups of pages (from the sidebar) with their headings, and the filter.
 * Pure functions over plain data; the theme's Overview component renders what they return.
 */

/**
 * Whether a page is an overview, as Rspress's layout decides it (`overview: true` in its front
 * matter). The build asks too, to keep the headings of the pages an overview lists.
 */
export function isOverviewPage(frontmatter: { overview?: unknown } | undefined): boolean {
  return frontmatter?.overview === true;
}

export interface OverviewHeader {
  id: string;
  text: string;
  depth: number;
}

export interface OverviewItem {
  text: string;
  link: string;
  /** The headings shown under the page: those of the overview's levels (h2 by default). */
  headers: OverviewHeader[];
  /**
   * Every heading of the page, in page order. The filter searches these, so a deeper heading
   * (`### dts.bundle` under h2-only listings) is found, and shown while the query matches it.
   */
  allHeaders?: OverviewHeader[];
}

export interface OverviewGroupData {
  name: string;
  items: OverviewItem[];
}

/** The sidebar shapes Rspress produces, as far as the overview reads them. */
export type SidebarNode =
  | { dividerType: string }
  | { sectionHeaderText: string }
  | { text: string; link?: string; items?: SidebarNode[]; overviewHeaders?: number[] };

type LinkNode = Extract<SidebarNode, { text: string }>;

export interface PageSummary {
  routePath: string;
  toc?: OverviewHeader[];
}

const DEFAULT_OVERVIEW_HEADERS = [2];

function isLinkNode(node: SidebarNode): node is LinkNode {
  return 'text' in node;
}

/** `/config/lib/index` and `/config/lib/` and `/config/lib` are the same page. */
function samePath(a: string, b: string): boolean {
  const normalize = (path: string) =>
    path.replace(/(\/index)?(\.html)?$/, '').replace(/\/$/, '') || '/';
  return normalize(a) === normalize(b);
}

function firstLink(node: SidebarNode): string {
  if (!isLinkNode(node)) return '';
  if (node.link) return node.link;
  const child = node.items?.find(isLinkNode);
  return child ? firstLink(child) : '';
}

/** The sidebar nodes the overview at `routePath` presents: the children of its own entry. */
export function sectionOf(sidebar: SidebarNode[], routePath: string): SidebarNode[] {
  const index = sidebar.findIndex(
    (node) => isLinkNode(node) && samePath(node.link ?? '', routePath),
  );
  if (index === -1) {
    return sidebar.flatMap((node) =>
      isLinkNode(node) && node.items ? sectionOf(node.items, routePath) : [],
    );
  }
  const match = sidebar[index] as LinkNode;
  if (match.items && match.items.length > 0) {
    return match.items.every((item) => !isLinkNode(item) || !item.items) ? [match] : match.items;
  }
  return sidebar.filter((_, i) => i !== index);
}

/**
 * The groups an overview page lists: one per sidebar group under it (a single page forms a
 * group of its own), each page with its headings of the given levels (h2 by default).
 * A group without a name is called `fallbackName`.
 */
export function overviewGroups(options: {
  sidebar: SidebarNode[];
  routePath: string;
  pages: PageSummary[];
  headerLevels?: number[];
  fallbackName: string;
}): OverviewGroupData[] {
  const { routePath, pages, fallbackName } = options;
  const below = (link: string) => link.startsWith(routePath) && !samePath(link, routePath);
  const toItem = (node: LinkNode, inherited?: number[]): OverviewItem => {
    const link = firstLink(node);
    const levels =
      options.headerLevels ?? node.overviewHeaders ?? inherited ?? DEFAULT_OVERVIEW_HEADERS;
    const toc = pages.find((p) => samePath(p.routePath, link))?.toc ?? [];
    return {
      text: node.text,
      link,
      headers: toc.filter((header) => levels.includes(header.depth)),
      allHeaders: toc,
    };
  };
  return sectionOf(options.sidebar, routePath)
    .filter(isLinkNode)
    .filter((node) =>
      node.items ? node.items.some((item) => below(firstLink(item))) : below(firstLink(node)),
    )
    .map((node) => ({
      name: node.text || fallbackName,
      items: node.items
        ? node.items
            .filter(isLinkNode)
            .filter((item) => below(firstLink(item)))
            .map((item) => toItem(item, node.overviewHeaders))
        : [toItem(node)],
    }));
}

/** Lower case, hyphens read as spaces, runs of white space as one. */
export function normalizeForFilter(text: string): string {
  return text.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The words of a name, for the filter: camelCase humps and dots split as spaces do, so
 * `lib.autoExtension` reads `lib auto extension` and `CJSInterop` reads `cjs interop`.
 */
function nameWords(text: string): string {
  const split = text
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/\./g, ' ');
  return normalizeForFilter(split);
}

/**
 * Whether `text` matches the query: its text, or its words (see `nameWords`), contains the
 * query's text or words. So 'AUTO-EXTENSION', 'lib.autoext', 'auto ext' and 'autoExt' all find
 * `lib.autoExtension`.
 */
function matcher(query: string): ((text: string) => boolean) | undefined {
  const needles = [...new Set([normalizeForFilter(query), nameWords(query)])];
  if (needles.every((needle) => needle === '')) return undefined;
  return (text: string) => {
    const haystacks = [normalizeForFilter(text), nameWords(text)];
    return needles.some((needle) => needle !== '' && haystacks.some((hay) => hay.includes(needle)));
  };
}

/**
 * Keeps what matches the query: a matching group whole, a matching page whole, otherwise only
 * the matching headings of a page, at any level. An empty query keeps everything.
 */
export function filterOverviewGroups(
  groups: OverviewGroupData[],
  query: string,
): OverviewGroupData[] {
  const matches = matcher(query);
  if (!matches) return groups;
  return groups.flatMap((group) => {
    if (matches(group.name)) return [group];
    const items = group.items.flatMap((item) => {
      if (matches(item.text)) return [item];
      const headers = (item.allHeaders ?? item.headers).filter((header) => matches(header.text));
      return headers.length > 0 ? [{ ...item, headers }] : [];
    });
    return items.length > 0 ? [{ ...group, items }] : [];
  });
}
