/**
 * The one Markdown reader: pages parsed by mdast-util-from-markdown (MDX tags and GFM), for the
 * dev server's Markdown twins, its search records and the content tests (tests/support/markdown.ts).
 */
import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxJsxFromMarkdown } from 'mdast-util-mdx-jsx';
import { gfm } from 'micromark-extension-gfm';
import { mdxJsx } from 'micromark-extension-mdx-jsx';

/** An MDX `import`/`export` line: code for the compiler, not text of the page. */
const MODULE_LINE = /^(import|export)\s/;

/**
 * Parses a page body as MDX (the JSX tags, no expressions) with GFM tables; a `.md` page whose
 * text holds something that is not a valid tag (`a < b`) is parsed as Markdown alone.
 */
export function parseMarkdown(body: string): Root {
  try {
    return fromMarkdown(body, {
      extensions: [gfm(), mdxJsx()],
      mdastExtensions: [gfmFromMarkdown(), mdxJsxFromMarkdown()],
    });
  } catch {
    return fromMarkdown(body, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  }
}

/** Every node of a tree, parents before their children. */
export function* walk(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) for (const child of node.children) yield* walk(child);
}

/** The page's lines with the front matter blanked, so that line numbers stay the file's. */
function linesWithoutFrontMatter(source: string): string[] {
  const lines = source.split(/\r?\n/);
  if (lines[0] !== '---') return lines;
  const end = lines.indexOf('---', 1);
  return lines.map((line, index) => (end === -1 || index <= end ? '' : line));
}

/** A page parsed whole but for its front matter, with the line numbers of the file. */
export function parsePage(source: string): Root {
  return parseMarkdown(linesWithoutFrontMatter(source).join('\n'));
}

/** The 1-based lines that code blocks take, their fences included. */
function codeLines(root: Root): Set<number> {
  const lines = new Set<number>();
  for (const node of walk(root)) {
    if (node.type !== 'code' || !node.position) continue;
    for (let line = node.position.start.line; line <= node.position.end.line; line++)
      lines.add(line);
  }
  return lines;
}

/**
 * The page's lines with front matter blanked, and code blocks blanked too unless `keepCode`;
 * `outsideCode` rewrites each other line, or drops it with `null`.
 */
function mapLines(
  source: string,
  keepCode: boolean,
  outsideCode: (line: string) => string | null,
): string {
  const lines = linesWithoutFrontMatter(source);
  const code = codeLines(parseMarkdown(lines.join('\n')));
  return lines
    .map((line, index) => {
      if (code.has(index + 1)) return keepCode ? line : '';
      return outsideCode(line);
    })
    .filter((line) => line !== null)
    .join('\n');
}

/**
 * The page's Markdown as its author wrote it, for the dev server's Markdown twin: no front
 * matter and no MDX import/export lines; code, components and everything else as written.
 */
export function markdownSource(source: string): string {
  const body = mapLines(source, true, (line) => (MODULE_LINE.test(line) ? null : line));
  return `${body.replace(/^\n+/, '').trimEnd()}\n`;
}

/**
 * The page body as written, line for line: front matter, code blocks and MDX import/export lines
 * blanked; inline code, links and tags kept.
 */
export function markdownBody(source: string): string {
  return mapLines(source, false, (line) => (MODULE_LINE.test(line) ? '' : line));
}
