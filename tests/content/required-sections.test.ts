/**
 * The sections readers came looking for and did not find: each page keeps them, under
 * the same heading id, in both languages. A section dropped or renamed in one language fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_ROOT } from '../support/docs';

const REQUIRED_SECTIONS: Record<string, readonly string[]> = {
  'config/lib/index': ['wasm', 'wasm-mode', 'experiments', 'experiments-exe'],
  'config/lib/dts': ['dtsbundle', 'dtsisolated', 'isolated-use-cases', 'output-scope', 'example'],
  'config/lib/redirect': [
    'redirectjs',
    'redirectstyle',
    'redirectasset',
    'redirectdts',
    'redirectdtspath',
    'redirectdtsextension',
    'externals',
  ],
  'config/rsbuild/output': [
    'output-charset',
    'output-manifest',
    'output-inline-scripts',
    'output-polyfill',
  ],
  'guide/advanced/static-assets': [
    'new-url',
    'new-url-opt-out',
    'css-ignore',
    'extend-asset-types',
    'asset-rule',
  ],
  'guide/advanced/module-federation': [
    'storybook',
    'consume-remotes',
    'faq',
    'faq-manifest-url',
    'faq-no-mf-format',
    'faq-share-strategy',
  ],
  'guide/faq/features': [
    'exclude-from-dts',
    'bundleless-styles-as-is',
    'bundleless-assets-as-is',
    'keep-comments',
    'modify-rsbuild-config',
    'webpack-variables',
  ],
  'blog/introducing-rslib': ['ecosystem', 'rsdoctor', 'rspress', 'storybook', 'whats-next'],
};

function pageSource(lang: string, page: string): string {
  for (const extension of ['.md', '.mdx']) {
    const file = path.join(DOCS_ROOT, lang, `${page}${extension}`);
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  throw new Error(`docs/${lang}/${page}.md(x) does not exist`);
}

/** The explicit ids of a page's headings (`## Title {#id}`). */
function headingIds(source: string): Set<string> {
  return new Set(
    [...source.matchAll(/^#{2,4} .*\{#([\w-]+)\}\s*$/gm)].map((match) => match[1] ?? ''),
  );
}

describe('sections every reader of these pages needs', () => {
  for (const [page, ids] of Object.entries(REQUIRED_SECTIONS)) {
    for (const lang of ['en', 'zh']) {
      it(`${lang}/${page} keeps the headings #${ids.join(', #')}`, () => {
        const present = headingIds(pageSource(lang, page));
        expect(ids.filter((id) => !present.has(id))).toEqual([]);
      });
    }
  }
});
