/**
 * Search records read from the Markdown sources, for `pnpm dev`: the dev server renders no
 * HTML to disk, so the build's reader (`records.ts`) has nothing to read there.
 *
 * The records have the build's shape and ids: the title from the `# ` heading (or the front
 * matter's `title`), one record per heading with the id the page gives it (`{#custom-id}`, else
 * github-slugger's, as Rspress does), and one per block of text. What a component renders from
 * its props (overview lists, install commands) is not in the source, so it is not found in dev;
 * code is left out in both modes.
 */

import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Nodes, Parent, PhrasingContent, RootContent } from 'mdast';
import type { Language } from '#shared/locale-path';
import { routeForPage } from '#shared/locale-path';
import type { SearchRecord } from '#shared/search/types';
import { readFrontMatter } from '../front-matter';
import { markdownBody, parseMarkdown } from '../markdown';
import { listPageFiles } from '../routes';
import { type PageInfo, PageRecords, sectionIndex, sectionLabel } from './records';

/** `## Title {#custom-id}`: the id Rspress gives the heading instead of its slug. */
const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;
/** Rspress container fences (`:::tip Title`, `:::`): markup, and the title is chrome. */
const CONTAINER_FENCE = /^[ \t]*:::.*$/gm;
const CELL_SEPARATOR = ' | ';

/** The text a reader sees of inline content: images and tags' attributes are not text. */
function inlineText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return ' ';
    case 'image':
    case 'imageReference':
    case 'html':
    case 'footnoteReference':
      return '';
    default:
      return 'children' in node
        ? (node.children as PhrasingContent[]).map((child) => inlineText(child)).join('')
        : '';
  }
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

class MarkdownWalker {
  private readonly slugger = new GithubSlugger();

  constructor(private readonly page: PageRecords) {}

  heading(depth: number, raw: string): void {
    const custom = CUSTOM_ID.exec(raw);
    const text = collapse(custom ? raw.slice(0, custom.index) : raw);
    const id = custom?.[1] ?? this.slugger.slug(text);
    this.page.heading(Math.max(2, depth), text, id);
  }

  block(text: string): void {
    this.page.append(text);
    this.page.flush();
  }

  walk(nodes: readonly RootContent[], titleHeading: RootContent | undefined): void {
    for (const node of nodes) {
      if (node === titleHeading) continue;
      switch (node.type) {
        case 'heading':
          this.heading(node.depth, inlineText(node));
          break;
        case 'paragraph':
          this.block(inlineText(node));
          break;
        case 'table':
          // The first row is the header: column labels, not text to find (as in the build).
          for (const row of node.children.slice(1)) {
            this.block(row.children.map((cell) => inlineText(cell)).join(CELL_SEPARATOR));
          }
          break;
        case 'code':
        case 'html':
        case 'definition':
        case 'footnoteDefinition':
        case 'thematicBreak':
        case 'yaml':
          break;
        default:
          if ('children' in node) this.walk((node as Parent).children, titleHeading);
      }
    }
  }
}

/**
 * The records of one page's Markdown source; a home page has none (it has no article), nor has
 * a page whose body can't be parsed (the dev server reports that file itself).
 */
export function recordsFromMarkdown(source: string, page: PageInfo): SearchRecord[] {
  const frontMatter = readFrontMatter(source) ?? {};
  if (frontMatter.pageType === 'home') return [];
  const body = markdownBody(source).replace(CONTAINER_FENCE, '');
  const root = parseMarkdown(body);
  const titleHeading = root.children.find((node) => node.type === 'heading' && node.depth === 1);
  const fromFrontMatter = typeof frontMatter.title === 'string' ? frontMatter.title : '';
  const title =
    collapse(titleHeading ? inlineText(titleHeading).replace(CUSTOM_ID, '') : '') ||
    collapse(fromFrontMatter) ||
    page.route;
  const records = new PageRecords(page, sectionLabel(page.route, page.lang), title);
  new MarkdownWalker(records).walk(root.children, titleHeading);
  records.flush();
  return records.records;
}

export interface MarkdownPage {
  /** The page's file, absolute. */
  file: string;
  route: string;
}

/** The pages of one language under `docsRoot`, by top-nav section, then by route. */
export function markdownPages(docsRoot: string, lang: Language): MarkdownPage[] {
  return listPageFiles(docsRoot, lang)
    .map((file) => ({ file: path.join(docsRoot, lang, file), route: routeForPage(file, lang) }))
    .map((page) => ({ ...page, section: sectionIndex(page.route, lang) }))
    .sort((a, b) => a.section - b.section || (a.route < b.route ? -1 : 1))
    .map(({ file, route }) => ({ file, route }));
}
