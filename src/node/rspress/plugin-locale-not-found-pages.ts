import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { installedRspressVersion, removeFromLlmsFull, withoutRoutePreloads } from './adapter';

/**
 * Rspress renders one `404.html`, in the default language, and on the client an unknown path
 * takes its language from the URL: a Chinese miss served the English page would hydrate with
 * different text. So each other language gets a page of type 404 at `/<lang>/404`, rendered in
 * that language, which the static host serves for misses under `/<lang>/` (public/_redirects).
 * Such a page is not a document: its Markdown twin and `llms-full.txt` entry are removed, and
 * it does not preload its route's chunk (src/node/rspress/adapter.ts).
 */
export function pluginLocaleNotFoundPages(options: {
  languages: readonly string[];
  siteOrigin: string;
}): RspressPlugin {
  return {
    name: 'rslib-docs:locale-not-found-pages',
    addPages: () =>
      options.languages.map((lang) => ({
        routePath: `/${lang}/404`,
        // Quoted: YAML would read a bare 404 as a number, and the layout compares strings.
        content: "---\npageType: '404'\ntitle: '404'\n---\n",
      })),
    afterBuild: (config, isProd) => {
      // The dev server calls this hook too, after each compile, with nothing written to disk.
      if (!isProd) return;
      const installed = installedRspressVersion();
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const lang of options.languages) {
        // Served for every miss under /<lang>/, the page never runs its own route's code, so a
        // preload of it only earns a "preloaded but not used" warning.
        const htmlPath = path.join(outDir, lang, '404.html');
        writeFileSync(htmlPath, withoutRoutePreloads(readFileSync(htmlPath, 'utf8'), installed));
        rmSync(path.join(outDir, lang, '404.md'), { force: true });
        const fullPath = path.join(outDir, lang, 'llms-full.txt');
        if (!existsSync(fullPath)) continue;
        const bundle = readFileSync(fullPath, 'utf8');
        writeFileSync(
          fullPath,
          removeFromLlmsFull(bundle, `${options.siteOrigin}/${lang}/404.md`, installed),
        );
      }
    },
  };
}
