/**
 * The output trees the pages draw, read back as file lists, so that a test can hold them against
 * the files a build really writes.
 */
import path from 'node:path';
import { expect } from 'vitest';
import { LANGUAGES } from '#shared/locale-path';
import { pageSource } from '../support/docs';
import { type CodeBlock, codeSpans, codeTitled, extractCodeBlocks } from '../support/markdown';
import { filesUnder } from './run-rslib';

export interface DrawnTree {
  /** The first line: the folder the tree starts from, such as `dist` or `dist/.rsbuild`. */
  root: string;
  /** Every file (leaf) of the tree, relative to the root, sorted. */
  files: string[];
}

const BRANCH = /^((?:│ {3}| {4})*)(?:├──|└──) (.*)$/;

/** Reads a tree drawn with `├──`, `└──` and `│`; `# …` comments and trailing slashes are dropped. */
function parseTree(text: string): DrawnTree {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const root = (lines[0] ?? '')
    .replace(/\s+#.*$/, '')
    .trim()
    .replace(/\/$/, '');
  const entries = lines.slice(1).map((line) => {
    const match = BRANCH.exec(line);
    if (!match) throw new Error(`not a line of a tree: "${line}"`);
    const name = (match[2] ?? '').replace(/\s+#.*$/, '').trim();
    return { depth: (match[1] ?? '').length / 4, name: name.replace(/\/$/, '') };
  });
  const files: string[] = [];
  const parents: string[] = [];
  entries.forEach((entry, index) => {
    parents.length = entry.depth;
    const next = entries[index + 1];
    if (next && next.depth > entry.depth) parents.push(entry.name);
    else files.push([...parents, entry.name].join('/'));
  });
  return { root, files: files.sort() };
}

interface Section {
  /** The lines of the section outside code blocks, heading included. */
  prose: string[];
  /** The code blocks of the section. */
  blocks: CodeBlock[];
}

/** The part of `source` under the heading whose id is `sectionId`, up to the next heading of its level. */
export function sectionOf(source: string, sectionId: string): Section {
  const lines = source.split('\n');
  const blocks = extractCodeBlocks(source);
  // 0-based indexes of the lines inside fences (and the fences), where `#` is not a heading.
  const inCode = new Set(
    blocks.flatMap((block) =>
      Array.from({ length: block.code.split('\n').length + 2 }, (_, i) => block.line - 2 + i),
    ),
  );
  const heading = (line: string, index: number) => !inCode.has(index) && /^#{1,6} /.test(line);
  const start = lines.findIndex(
    (line, index) => heading(line, index) && line.trimEnd().endsWith(`{#${sectionId}}`),
  );
  if (start < 0) return { prose: [], blocks: [] };
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 2;
  let end = lines.findIndex(
    (line, index) =>
      index > start && heading(line, index) && (/^#+/.exec(line)?.[0].length ?? 0) <= level,
  );
  if (end < 0) end = lines.length;
  return {
    prose: lines.slice(start, end).filter((_, offset) => !inCode.has(start + offset)),
    blocks: blocks.filter((block) => block.line > start && block.line <= end),
  };
}

/**
 * The trees drawn in the section of `source` whose heading has the id `sectionId`: `text` code
 * blocks whose first line matches `root`, a `dist` folder unless told otherwise.
 */
export function treesInSection(source: string, sectionId: string, root = /^dist\b/): DrawnTree[] {
  return sectionOf(source, sectionId)
    .blocks.filter((block) => block.lang === 'text' && root.test(block.code.trimStart()))
    .map((block) => parseTree(block.code));
}

/** The inline code spans of a section's prose (outside its code blocks), in order. */
export const codeSpansIn = (source: string, sectionId: string): string[] =>
  sectionOf(source, sectionId).prose.flatMap(codeSpans);

/** The output files the prose of a section names as `dist/…` in inline code, sorted. */
export function distFilesNamedIn(source: string, sectionId: string): string[] {
  const names = codeSpansIn(source, sectionId)
    .filter((span) => /^dist\/\S+$/.test(span))
    .map((span) => span.slice('dist/'.length));
  return [...new Set(names)].sort();
}

/** The blocks of a section titled `title`, such as `package.json`. */
export function blocksTitledIn(source: string, sectionId: string, title: string): CodeBlock[] {
  return sectionOf(source, sectionId).blocks.filter((block) => block.title === title);
}

/**
 * The code of the first whole block titled `title` in a section of an English page, such as the
 * config a test builds or the output it must match; fails, naming the section, when there is none.
 */
export function pageBlock(page: string, sectionId: string, title: string): string {
  const block = sectionOf(pageSource('en', page), sectionId).blocks.find(
    (candidate) => candidate.title === title && !candidate.partial,
  );
  expect(block, `a ${title} block in docs/en/${page}#${sectionId}`).toBeDefined();
  return block?.code ?? '';
}

/** The code of the first block titled `title` anywhere on an English page. */
export const titledBlock = (page: string, title: string): string =>
  codeTitled(pageSource('en', page), title);

/** The whole `rslib.config.*` blocks of a section. */
export function configBlocksIn(source: string, sectionId: string): CodeBlock[] {
  return sectionOf(source, sectionId).blocks.filter(
    (block) => /^rslib\.config\./.test(block.title ?? '') && !block.partial,
  );
}

/**
 * Every tree `page` draws in `section`, in both languages, is the files a build wrote: there is
 * one at least, and each lists exactly the files under its root in `dir`.
 */
export function expectDrawnTrees(page: string, section: string, dir: string): void {
  for (const lang of LANGUAGES) {
    const where = `docs/${lang}/${page}#${section}`;
    const trees = treesInSection(pageSource(lang, page), section);
    expect(trees.length, `a tree in ${where}`).toBeGreaterThan(0);
    for (const tree of trees) {
      expect(tree.files, `the tree in ${where}`).toEqual(filesUnder(path.join(dir, tree.root)));
    }
  }
}

/** The one inline code span of `prose` that starts with `start`, such as a quoted message. */
export function inlineCode(prose: string, start: string): string {
  const spans = codeSpans(prose).filter((span) => span.startsWith(start));
  expect(spans, `a code span starting with ${start}`).toHaveLength(1);
  return spans[0] ?? '';
}
