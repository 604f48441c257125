/** Reading Markdown/MDX pages the way the content tests need: code blocks, headings, prose. */

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

const FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;

/** The fenced code blocks of a page, with the line each one's code starts on. */
export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i] ?? '');
    if (!open) continue;
    const marker = open[2] ?? '```';
    const info = (open[3] ?? '').trim();
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = FENCE.exec(lines[j] ?? '');
      if (
        close &&
        close[2]?.[0] === marker[0] &&
        (close[2]?.length ?? 0) >= marker.length &&
        !close[3]?.trim()
      )
        break;
      body.push(lines[j] ?? '');
    }
    const [lang = '', ...rest] = info.split(/\s+/);
    const meta = rest.join(' ');
    blocks.push({
      lang,
      meta,
      title: /\btitle=(["'])(.*?)\1/.exec(meta)?.[2] ?? null,
      partial: /(^|\s)partial(\s|$)/.test(meta.replace(/\btitle=(["']).*?\1/, '')),
      code: body.join('\n'),
      line: i + 2,
    });
    i = j;
  }
  return blocks;
}

/**
 * The page's lines with front matter blanked, and fenced code blanked too unless `keepCode`;
 * `outsideCode` rewrites each other line, or drops it with `null`.
 */
function mapLines(
  source: string,
  keepCode: boolean,
  outsideCode: (line: string) => string | null = (line) => line,
): string {
  const lines = source.split(/\r?\n/);
  let inFrontMatter = lines[0] === '---';
  let fence: string | null = null;
  return lines
    .map((line, index) => {
      if (inFrontMatter) {
        if (index > 0 && line === '---') inFrontMatter = false;
        return '';
      }
      const match = FENCE.exec(line);
      if (fence === null && match) {
        fence = match[2] ?? null;
        return keepCode ? line : '';
      }
      if (fence !== null) {
        if (match && match[2]?.[0] === fence[0] && !match[3]?.trim()) fence = null;
        return keepCode ? line : '';
      }
      return outsideCode(line);
    })
    .filter((line) => line !== null)
    .join('\n');
}

/** The page without its front matter and fenced code blocks (lines blanked, so numbers hold). */
function withoutFrontMatterAndCode(source: string): string {
  return mapLines(source, false);
}

const MODULE_LINE = /^(import|export)\s/;

/**
 * The page's Markdown as its author wrote it, for the dev server's Markdown twin: no front
 * matter and no MDX import/export lines; code, components and everything else as written.
 */
export function markdownSource(source: string): string {
  const body = mapLines(source, true, (line) => (MODULE_LINE.test(line) ? null : line));
  return `${body.replace(/^\n+/, '').trimEnd()}\n`;
}

/** How many headings of each level (1–6) the page has, code blocks excluded. */
export function headingCounts(source: string): Record<number, number> {
  const counts: Record<number, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };
  for (const line of withoutFrontMatterAndCode(source).split('\n')) {
    const match = /^(#{1,6})\s+\S/.exec(line);
    if (match?.[1]) counts[match[1].length] = (counts[match[1].length] ?? 0) + 1;
  }
  return counts;
}

/**
 * The page body as written, line for line: front matter, fenced code and MDX import/export lines
 * blanked; inline code, links and tags kept.
 */
export function markdownBody(source: string): string {
  return mapLines(source, false, (line) => (MODULE_LINE.test(line) ? '' : line));
}

/**
 * The words a reader reads as prose: no front matter, code, inline code, URLs, heading ids,
 * MDX imports or tags, container markers or table rules.
 */
export function proseText(source: string): string {
  return markdownBody(source)
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/^:::.*$/gm, '')
    .replace(/https?:\/\/\S+/g, ' ');
}

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu;
const LATIN = /[A-Za-z]/g;

/** The share of CJK characters among the CJK characters and Latin letters of a text (0 to 1). */
export function cjkShare(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const latin = text.match(LATIN)?.length ?? 0;
  return cjk + latin === 0 ? 0 : cjk / (cjk + latin);
}

/** The attributes of every `<Name … />` MDX element outside code, e.g. `{ href: '…' }`. */
export function mdxElements(source: string, name: string): Record<string, string>[] {
  const tag = new RegExp(`<${name}(\\s[^>]*?)?/?>`, 'g');
  const outsideCode = withoutFrontMatterAndCode(source).replace(/`[^`\n]*`/g, ' ');
  return [...outsideCode.matchAll(tag)].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w-]+)=(["'])(.*?)\2/g)].map((attr) => [
        attr[1] ?? '',
        attr[3] ?? '',
      ]),
    ),
  );
}
