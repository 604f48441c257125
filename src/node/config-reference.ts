/**
 * Where each option is documented, read from our reference pages (`config/lib/*`,
 * `config/rsbuild/*`): its page and heading, its default, and the first sentence of its
 * description, in the page's language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import { type Language, routeForPage } from '#shared/locale-path';
import { parsePage } from './markdown';
import { listPageFiles } from './routes';

export interface ReferencePage {
  /** The page's route, `/zh/config/lib/dts`. */
  route: string;
  /** The page's file under its language's folder, `config/lib/dts.mdx`. */
  file?: string;
  /** The option the page is about (`dts`, `source`), or `null` for a page of several (`lib.`-prefixed headings). */
  option: string | null;
  /** The option whose items a page of several options lists (`lib` on `config/lib/`). */
  listOf?: string;
  source: string;
}

export interface OptionSection {
  /** The page and heading: `/config/lib/dts#dtsbundle`, or the page alone for its own option. */
  href: string;
  /** The default as the page states it, inline code in backticks. */
  defaultValue?: string;
  /** The first sentence of the description. */
  summary?: string;
}

/** The folders of the reference pages, under a language's folder. */
const REFERENCE_FOLDERS = ['config/lib/', 'config/rsbuild/'];
/** An option path as a heading writes it: `dts.bundle`, `shims.cjs['import.meta.url']`. */
const OPTION_PATH = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*|\['[^']+'\])*$/;
/** What joins the paths of a heading that names several options, in each language. */
const PATH_SEPARATOR = /\s+(?:and|与|和)\s+|\s*[,，、]\s*/;
const HEADING_ID = /\s*\{#([\w-]+)\}\s*$/;

/** `auto-extension.mdx` → `autoExtension`: an option page's file to the option it documents. */
const optionOfPage = (file: string) =>
  path
    .basename(file)
    .replace(/\.mdx?$/, '')
    .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The reference pages of one language: the lib options and the Rsbuild options. */
export function referencePages(docsRoot: string, lang: Language): ReferencePage[] {
  return listPageFiles(docsRoot, lang)
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => REFERENCE_FOLDERS.some((folder) => file.startsWith(folder)))
    .map((file) => ({
      route: routeForPage(file, lang),
      file,
      option: /(^|\/)index\.mdx?$/.test(file) ? null : optionOfPage(file),
      ...(file.startsWith('config/lib/index.') ? { listOf: 'lib' } : {}),
      source: readFileSync(path.join(docsRoot, lang, file), 'utf8'),
    }));
}
/** The label of the default's list item, in each language. */
const DEFAULT_LABEL = /^(Default:|默认值：)\s*/;
const SENTENCE_END = {
  en: /(?<=[.!?])\s+(?=[A-Z`(["'])/,
  zh: /(?<=[。！？])/,
} as const;

/** Inline text as a reader sees it, inline code kept in backticks. */
function inlineText(nodes: readonly Nodes[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text') text += node.value;
    else if (node.type === 'inlineCode') text += `\`${node.value}\``;
    else if (node.type === 'break') text += ' ';
    else if (node.type === 'list')
      text += ` ${node.children.map((item) => inlineText(item.children)).join('; ')}`;
    else if (node.type !== 'html' && !node.type.startsWith('mdx') && 'children' in node)
      text += inlineText(node.children as Nodes[]);
  }
  return text.replace(/\s+/g, ' ').trim();
}

function firstSentence(text: string, lang: 'en' | 'zh'): string {
  return (text.split(SENTENCE_END[lang])[0] ?? text).trim();
}

/** The default stated by a `- **Default:** …` item among a section's nodes. */
function defaultOf(nodes: readonly RootContent[]): string | undefined {
  for (const node of nodes) {
    if (node.type !== 'list') continue;
    for (const item of node.children) {
      const [first, ...rest] = item.children;
      if (first?.type !== 'paragraph') continue;
      const [label, ...value] = first.children as PhrasingContent[];
      if (label?.type !== 'strong' || !DEFAULT_LABEL.test(inlineText(label.children))) continue;
      const text = inlineText([...value, ...rest] as Nodes[]).replace(/^[:：]\s*/, '');
      if (text) return text;
    }
  }
  return undefined;
}

/** The first sentence of the first paragraph of prose among a section's nodes. */
function summaryOf(nodes: readonly RootContent[], lang: 'en' | 'zh'): string | undefined {
  for (const node of nodes) {
    if (node.type !== 'paragraph') continue;
    const text = inlineText(node.children);
    if (text) return firstSentence(text, lang);
  }
  return undefined;
}

export interface OptionHeading {
  depth: number;
  /** 1-based line of the heading in the page's source. */
  line: number;
  /** The heading as a reader sees it, without its id: `dts.bundle`. */
  text: string;
  id?: string;
  /** The option paths it names, without a leading `lib.`: `['wasm']` for `lib.wasm`. */
  options: string[];
  /** Where the heading is among the page's top-level nodes. */
  index: number;
}

/**
 * The headings of a reference page that name options: on an option's own page its title
 * (`# lib.dts`, `# output`), and on every page each heading made only of option paths with a
 * dot or a bracket (`dts.bundle`, `lib.wasm`, `output.inlineScripts and output.inlineStyles`).
 * Any other heading is prose (`Values`, `String`, `Migrating to output.autoExternal`).
 */
export function optionHeadings(
  page: ReferencePage,
  nodes: readonly RootContent[] = parsePage(page.source).children,
): OptionHeading[] {
  const headings: OptionHeading[] = [];
  nodes.forEach((node, index) => {
    if (node.type !== 'heading') return;
    const written = inlineText(node.children).replace(/`/g, '');
    const id = HEADING_ID.exec(written)?.[1];
    const text = written.replace(HEADING_ID, '');
    const title = node.depth === 1 && page.option !== null;
    const paths = title ? [text] : text.split(PATH_SEPARATOR);
    if (!paths.every((each) => OPTION_PATH.test(each) && (title || /[.[]/.test(each)))) return;
    headings.push({
      depth: node.depth,
      line: node.position?.start.line ?? 0,
      text,
      ...(id ? { id } : {}),
      options: paths.map((each) => each.replace(/^lib\./, '')),
      index,
    });
  });
  return headings;
}

/**
 * The options documented on `pages`, by option path (`dts.bundle`): on an option's own page, its
 * title and every option heading under that option; on a page of several options, every option
 * heading. A nested option's section is its heading's anchor, so a heading without an id has none.
 */
export function optionSections(
  pages: readonly ReferencePage[],
  lang: 'en' | 'zh',
): Map<string, OptionSection> {
  const sections = new Map<string, OptionSection>();
  for (const page of pages) {
    const nodes = parsePage(page.source).children;
    if (page.listOf && !sections.has(page.listOf)) {
      const first = nodes.findIndex((node) => node.type === 'heading');
      const summary = summaryOf(nodes.slice(0, first === -1 ? undefined : first), lang);
      sections.set(page.listOf, { href: page.route, ...(summary ? { summary } : {}) });
    }
    for (const heading of optionHeadings(page, nodes)) {
      if (heading.depth > 1 && !heading.id) continue;
      const next = nodes.findIndex((other, at) => at > heading.index && other.type === 'heading');
      const body = nodes.slice(heading.index + 1, next === -1 ? undefined : next);
      const section: OptionSection = {
        href: heading.depth === 1 ? page.route : `${page.route}#${heading.id}`,
      };
      const defaultValue = defaultOf(body);
      if (defaultValue) section.defaultValue = defaultValue;
      const summary = summaryOf(body, lang);
      if (summary) section.summary = summary;
      for (const option of heading.options) {
        const root = option.split(/[.[]/)[0];
        if (page.option !== null && root !== page.option) continue;
        if (!sections.has(option)) sections.set(option, section);
      }
    }
  }
  return sections;
}
