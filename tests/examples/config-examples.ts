/**
 * The whole `rslib.config.*` blocks of the pages (the ones tests/support/config-blocks.ts type-checks), each
 * with every place it appears: the Chinese page usually repeats the English block, and a block
 * that differs only in its comments builds the same, so it is built once.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listSitePages } from '#node/routes';
import { extractCodeBlocks } from '../support/markdown';

const CONFIG_FILE = /^rslib\.config\.(ts|mts|cts|js|mjs|cjs)$/;

export interface ConfigExample {
  /** A short name for folders, from the code without comments. */
  id: string;
  /** File name of the config, from the block's title. */
  fileName: string;
  code: string;
  /** Where the block appears, as `docs/en/config/lib/format.mdx:67`. */
  places: string[];
}

/** The code without comment lines and trailing `//` comments: what the build sees. */
function withoutComments(code: string): string {
  return code
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .map((line) => line.replace(/\s+\/\/\s.*$/, '').trimEnd())
    .join('\n')
    .trim();
}

export function configExamples(docsRoot: string): ConfigExample[] {
  const byCode = new Map<string, ConfigExample>();
  for (const page of listSitePages(docsRoot)) {
    const file = path.join(docsRoot, page.lang, page.file);
    const shown = path.relative(path.dirname(docsRoot), file).split(path.sep).join('/');
    for (const block of extractCodeBlocks(readFileSync(file, 'utf8'))) {
      if (!block.title || !CONFIG_FILE.test(block.title) || block.partial) continue;
      const key = `${block.title}\n${withoutComments(block.code)}`;
      const place = `${shown}:${block.line}`;
      const known = byCode.get(key);
      if (known) {
        known.places.push(place);
        continue;
      }
      const id = createHash('sha256').update(key).digest('hex').slice(0, 10);
      byCode.set(key, { id, fileName: block.title, code: block.code, places: [place] });
    }
  }
  return [...byCode.values()];
}
