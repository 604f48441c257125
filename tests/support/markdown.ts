/**
 * What the content tests read of a page: code blocks, headings, prose and MDX elements, from the
 * same mdast parse as the dev server (`#node/markdown`).
 */
import type { Nodes } from 'mdast';
import { markdownBody, parseMarkdown, parsePage, walk } from '#node/markdown';

export interface CodeBlock {
  lang: string;
  /** Everything after the language on the fence line, e.g. `title="rslib.config.ts" partial`. */
  meta: string;
  title: string | null;
  /** Marked `partial` in the fence meta: a deliberate fragment, not a whole file. */
  partial: boolean;
  code: string;
  /** 1-based line of the first line of code (the line after the opening fence). */
  line: number;
}

const FENCE_START = /^\s*(`{3,}|~{3,})/;

/** The fenced code blocks of a page, with the line each one's code starts on. */
export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  for (const node of walk(parsePage(source))) {
    if (node.type !== 'code' || !node.position) continue;
    const fenceLine = node.position.start.line;
    if (!FENCE_START.test(lines[fenceLine - 1] ?? '')) continue;
    const meta = node.meta ?? '';
    blocks.push({
      lang: node.lang ?? '',
      meta,
      title: /\btitle=(["'])(.*?)\1/.exec(meta)?.[2] ?? null,
      partial: /(^|\s)partial(\s|$)/.test(meta.replace(/\btitle=(["']).*?\1/, '')),
      code: node.value,
      line: fenceLine + 1,
    });
  }
  return blocks;
}

/** The inline code spans of a text, in order. */
export const codeSpans = (text: string): string[] =>
  [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

/**
 * A text a page quotes (a tool's output, or its twin's code), as a regular expression's source:
 * `…` stands for what the page leaves out, such as a path or a link.
 */
export const quotePattern = (quote: string): string =>
  quote
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');

/** The code of the first block titled `title` on a page; throws, naming it, when there is none. */
export function codeTitled(source: string, title: string): string {
  const block = extractCodeBlocks(source).find((candidate) => candidate.title === title);
  if (!block) throw new Error(`no code block titled "${title}"`);
  return block.code;
}

/** How many headings of each level (1–6) the page has, code blocks excluded. */
export function headingCounts(source: string): Record<number, number> {
  const counts: Record<number, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };
  for (const node of walk(parsePage(source)))
    if (node.type === 'heading') counts[node.depth] = (counts[node.depth] ?? 0) + 1;
  return counts;
}

/** Inline nodes whose text is not prose: it is code, markup or an address. */
const NOT_PROSE = new Set(['code', 'inlineCode', 'html', 'yaml', 'definition']);

/**
 * The words a reader reads as prose, line for line: no front matter, code, inline code, URLs,
 * heading ids, MDX imports or tags, or container markers.
 */
export function proseText(source: string): string {
  const body = markdownBody(source);
  const lines: string[] = body.split('\n').map(() => '');
  const add = (node: Nodes, text: string) => {
    const start = node.position?.start.line;
    if (start === undefined) return;
    text.split('\n').forEach((part, offset) => {
      const index = start - 1 + offset;
      lines[index] = `${lines[index] ?? ''}${part}`;
    });
  };
  const visit = (node: Nodes) => {
    if (NOT_PROSE.has(node.type)) {
      add(node, ' ');
      return;
    }
    if (node.type === 'text') add(node, node.value);
    else if (node.type === 'image') add(node, ` ${node.alt ?? ''} `);
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
    if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') add(node, ' ');
  };
  visit(parseMarkdown(body));
  return lines
    .map((line) =>
      line
        .replace(/\{#[\w-]+\}/g, ' ')
        .replace(/^\s*:::.*$/, '')
        .replace(/https?:\/\/\S+/g, ' '),
    )
    .join('\n');
}

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu;
const LATIN = /[A-Za-z]/g;

/** The share of CJK characters among the CJK characters and Latin letters of a text (0 to 1). */
export function cjkShare(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const latin = text.match(LATIN)?.length ?? 0;
  return cjk + latin === 0 ? 0 : cjk / (cjk + latin);
}

/** The string attributes of every `<Name … />` MDX element outside code, e.g. `{ href: '…' }`. */
export function mdxElements(source: string, name: string): Record<string, string>[] {
  const elements: Record<string, string>[] = [];
  for (const node of walk(parseMarkdown(markdownBody(source)))) {
    if (
      (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') ||
      node.name !== name
    )
      continue;
    const attributes: Record<string, string> = {};
    for (const attribute of node.attributes)
      if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string')
        attributes[attribute.name] = attribute.value;
    elements.push(attributes);
  }
  return elements;
}
