import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { SEARCH_INDEX_BASE } from '#shared/search/location';
import { buildSearchIndex } from '../search/build-index';
import { collectSiteRecords } from '../search/records';

/**
 * After the build, reads the rendered pages of each language and writes the search index
 * under `<outDir>/search/<lang>/`: the local search needs no account and no network.
 * The dev server has no rendered pages; it serves an index of the sources (`./dev-server.ts`).
 */
export function pluginSearchIndex(): RspressPlugin {
  return {
    name: 'rslib-docs:search-index',
    afterBuild: (config, isProd) => {
      // The dev server calls this hook too, after each compile, with no HTML on disk.
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const records = collectSiteRecords(outDir);
      for (const [lang, langRecords] of Object.entries(records)) {
        const { files } = buildSearchIndex(langRecords, { lang: lang as 'en' | 'zh' });
        for (const [name, content] of Object.entries(files)) {
          const file = path.join(outDir, SEARCH_INDEX_BASE, lang, name);
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, content);
        }
      }
    },
  };
}
