/**
 * Where each option is documented, read from our reference pages (`config/lib/*`,
 * `config/rsbuild/*`): its page and heading, its default, and the first sentence of its
 * description, in the page's language.
 */
import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import { parsePage } from './markdown';

export interface ReferencePage {
  /** The page's route, `/zh/config/lib/dts`. */
  route: string;
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

/** A heading that names an option path: `dts.bundle`, `shims.cjs['import.meta.url']`. */
const OPTION_HEADING = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*|\['[^']+'\])*$/;
const HEADING_ID = /\s*\{#([\w-]+)\}\s*$/;
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

/**
 * The options documented on `pages`, by option path (`dts.bundle`): a page's own option from its
 * first heading, and every heading below it that names a path under that option (on a page of
 * several options, a `lib.`-prefixed heading).
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
    // On a page of several options, the options its `lib.`-prefixed headings name.
    const listed = new Set<string>();
    nodes.forEach((node, index) => {
      if (node.type !== 'heading') return;
      const heading = inlineText(node.children).replace(/`/g, '');
      const id = HEADING_ID.exec(heading)?.[1];
      let path = heading.replace(HEADING_ID, '');
      const prefixed = path.startsWith('lib.');
      if (page.option === null || node.depth === 1) path = path.replace(/^lib\./, '');
      if (!OPTION_HEADING.test(path)) return;
      const root = path.split(/[.[]/)[0] ?? '';
      if (page.option === null) {
        if (prefixed) listed.add(root);
        if (!listed.has(root)) return;
      } else if (root !== page.option) return;
      if (node.depth > 1 && !id) return;
      const next = nodes.findIndex((other, at) => at > index && other.type === 'heading');
      const body = nodes.slice(index + 1, next === -1 ? undefined : next);
      const href = node.depth === 1 ? page.route : `${page.route}#${id}`;
      const section: OptionSection = { href };
      const defaultValue = defaultOf(body);
      if (defaultValue) section.defaultValue = defaultValue;
      const summary = summaryOf(body, lang);
      if (summary) section.summary = summary;
      if (!sections.has(path)) sections.set(path, section);
    });
  }
  return sections;
}
