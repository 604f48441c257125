/**
 * Search records from the rendered pages in `doc_build/`: what a reader sees in the article,
 * cut into DocSearch-shaped records (one per heading, one per block of text).
 *
 * Reading the built HTML rather than the Markdown means the records hold exactly the text
 * the page shows (components rendered, front matter applied) and heading ids match the
 * page's anchors.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { LANGUAGES, type Language, languageOfPath } from '#shared/locale-path';
import type { Hierarchy, RecordType, SearchRecord } from '#shared/search/types';
import { SITE } from '#shared/site';
import enNav from '../../../docs/en/_nav.json';
import zhNav from '../../../docs/zh/_nav.json';
import { listBuiltPages } from '../routes';

type DomDocument = ReturnType<typeof parseDocument>;
type DomNode = DomDocument['children'][number];
type DomElement = NonNullable<ReturnType<typeof DomUtils.findOne>>;

export interface PageInfo {
  /** The page's route: `/guide/start/`, `/zh/config/lib/bundle`. */
  route: string;
  lang: Language;
}

interface NavItem {
  text: string;
  activeMatch: string;
}

/** The top navigation per language: its item whose `activeMatch` fits a route names it. */
const NAV: Record<Language, readonly NavItem[]> = { en: enNav, zh: zhNav };

/** Never content: code, page chrome, and lists that repeat other pages. */
const SKIPPED_CLASSES = [
  'rp-not-doc',
  'rp-codeblock',
  'rp-overview-group',
  'rp-header-anchor',
  'rp-tabs__label',
  'rp-callout__title',
];
const SKIPPED_TAGS = new Set([
  'pre',
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'search',
  'form',
  'nav',
  // Column labels, not text to find.
  'thead',
]);
/** Elements that end the text before them and start a new block. */
const BLOCK_TAGS = new Set([
  ...'address article aside blockquote caption dd details dialog div dl dt fieldset'.split(' '),
  ...'figcaption figure footer header hgroup hr li main ol p pre section summary'.split(' '),
  ...'table tbody tfoot tr ul'.split(' '),
]);
const HEADING = /^h([1-6])$/;
const CELL_SEPARATOR = ' | ';
const HAS_WORD = /[\p{L}\p{N}]/u;

function classesOf(element: DomElement): string[] {
  return (element.attribs.class ?? '').split(/\s+/);
}

function isElement(node: DomNode): node is DomElement {
  return 'attribs' in node;
}

function isSkipped(element: DomElement): boolean {
  if (SKIPPED_TAGS.has(element.name)) return true;
  const classes = classesOf(element);
  return SKIPPED_CLASSES.some((name) => classes.includes(name));
}

/** The article: Rspress marks it `rp-doc rspress-doc` (sidebar labels reuse `rp-doc` on spans). */
function isArticle(element: DomElement): boolean {
  const classes = classesOf(element);
  return classes.includes('rspress-doc') || (classes.includes('rp-doc') && element.name !== 'span');
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Visible text of an element, chrome (the `#` anchor, badges marked not-doc) left out. */
function visibleText(node: DomNode): string {
  if (isElement(node)) return isSkipped(node) ? '' : node.children.map(visibleText).join('');
  return node.type === 'text' && 'data' in node ? node.data : '';
}

/** The section label of a route: the top-nav item that is active there, else the site title. */
export function sectionLabel(route: string, lang: Language): string {
  const item = NAV[lang].find((nav) => new RegExp(nav.activeMatch).test(route));
  return item?.text ?? SITE.title;
}

/** Accumulates one page's records while its article is walked in reading order. */
export class PageRecords {
  readonly records: SearchRecord[] = [];
  private readonly headings: (string | null)[] = [null, null, null, null, null];
  private groupUrl: string;
  private groupSize = 0;
  private readonly ids = new Set<string>();
  private text: string[] = [];

  constructor(
    private readonly page: PageInfo,
    private readonly lvl0: string,
    private readonly title: string,
  ) {
    this.groupUrl = page.route;
    this.push('lvl1', page.route, null);
  }

  private hierarchy(): Hierarchy {
    const [lvl2, lvl3, lvl4, lvl5, lvl6] = this.headings;
    return {
      lvl0: this.lvl0,
      lvl1: this.title,
      lvl2: lvl2 ?? null,
      lvl3: lvl3 ?? null,
      lvl4: lvl4 ?? null,
      lvl5: lvl5 ?? null,
      lvl6: lvl6 ?? null,
    };
  }

  /** Ids stay put across builds as long as a section's headings and block order do. */
  private push(type: RecordType, url: string, content: string | null): void {
    let objectID = type === 'content' ? `${url}~${this.groupSize}` : url;
    for (let n = 2; this.ids.has(objectID); n++) objectID = `${url}~dup${n}`;
    this.ids.add(objectID);
    const { lang } = this.page;
    this.records.push({ objectID, url, type, hierarchy: this.hierarchy(), content, lang });
  }

  heading(level: number, text: string, id: string): void {
    this.flush();
    this.headings.fill(null, level - 2);
    this.headings[level - 2] = text;
    this.groupUrl = `${this.page.route}#${id}`;
    this.groupSize = 0;
    this.push(`lvl${level}` as RecordType, this.groupUrl, null);
  }

  append(text: string): void {
    this.text.push(text);
  }

  /** Ends the current block: its text, if it has any words, becomes a content record. */
  flush(): void {
    const content = collapse(this.text.join(''));
    this.text = [];
    if (!HAS_WORD.test(content)) return;
    this.groupSize += 1;
    this.push('content', this.groupUrl, content);
  }
}

function previousElement(node: DomElement): DomElement | null {
  let previous = node.prev;
  while (previous && !isElement(previous)) previous = previous.prev;
  return previous;
}

function walk(node: DomNode, page: PageRecords, titleHeading: DomElement | null): void {
  if (!isElement(node)) {
    if (node.type === 'text' && 'data' in node) page.append(node.data);
    return;
  }
  const block = BLOCK_TAGS.has(node.name);
  if (isSkipped(node)) {
    if (block) page.flush();
    return;
  }
  const heading = HEADING.exec(node.name);
  const id = node.attribs.id;
  if (heading && id) {
    if (node === titleHeading) return;
    // A second h1 is read as a section of the page: a page has one title.
    const level = Math.max(2, Number(heading[1]));
    page.heading(level, collapse(visibleText(node)), id);
    return;
  }
  if (node.name === 'br') page.append(' ');
  if ((node.name === 'td' || node.name === 'th') && previousElement(node)) {
    page.append(CELL_SEPARATOR);
  }
  if (block) page.flush();
  for (const child of node.children) walk(child, page, titleHeading);
  if (block) page.flush();
}

/** The records of one built page; a page without an article (the home page) has none. */
export function extractRecords(html: string, page: PageInfo): SearchRecord[] {
  const document = parseDocument(html);
  const article = DomUtils.findOne(isArticle, document.children, true);
  if (!article) return [];
  const titleHeading = DomUtils.findOne((element) => element.name === 'h1', article.children, true);
  const headTitle = DomUtils.findOne(
    (element) => element.name === 'title',
    document.children,
    true,
  );
  const title =
    collapse(titleHeading ? visibleText(titleHeading) : '') ||
    collapse(headTitle ? DomUtils.textContent(headTitle) : '').split(' | ')[0] ||
    page.route;
  const records = new PageRecords(page, sectionLabel(page.route, page.lang), title);
  for (const child of article.children) walk(child, records, titleHeading);
  records.flush();
  return records.records;
}

/** The routes the page's sidebar links to, in sidebar order. */
function sidebarRoutes(document: DomDocument): string[] {
  const isSidebar = (element: DomElement) => classesOf(element).includes('rp-doc-layout__sidebar');
  const sidebar = DomUtils.findOne(isSidebar, document.children, true);
  if (!sidebar) return [];
  const links = DomUtils.findAll((element) => element.name === 'a', sidebar.children);
  return links.map((link) => link.attribs.href ?? '');
}

/** The position of a route's top-nav section; routes outside every section come last. */
export function sectionIndex(route: string, lang: Language): number {
  const index = NAV[lang].findIndex((nav) => new RegExp(nav.activeMatch).test(route));
  return index === -1 ? NAV[lang].length : index;
}

/** Page order: top-nav sections in nav order, then the sidebar's order, then the route. */
function pageOrder(lang: Language, route: string, sidebar: string[]): [number, number, string] {
  const position = sidebar.indexOf(route);
  return [sectionIndex(route, lang), position === -1 ? sidebar.length : position, route];
}

/** Every page's records in a built site, per language, pages in site order. */
export function collectSiteRecords(outDir: string): Record<Language, SearchRecord[]> {
  const pages = listBuiltPages(outDir).map(({ file, route }) => {
    const lang = languageOfPath(route);
    const html = readFileSync(path.join(outDir, file), 'utf8');
    return { html, route, lang, order: pageOrder(lang, route, sidebarRoutes(parseDocument(html))) };
  });
  pages.sort(
    (a, b) =>
      a.order[0] - b.order[0] || a.order[1] - b.order[1] || (a.order[2] < b.order[2] ? -1 : 1),
  );
  const result = Object.fromEntries(LANGUAGES.map((lang) => [lang, [] as SearchRecord[]]));
  for (const { html, route, lang } of pages) {
    result[lang]?.push(...extractRecords(html, { route, lang }));
  }
  return result as Record<Language, SearchRecord[]>;
}
