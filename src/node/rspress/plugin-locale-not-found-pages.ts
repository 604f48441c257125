import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { ADDRESS_GUARD_SCRIPT } from '#shared/address-guard';
import { notFoundGuardScript } from '#shared/not-found-guard';
import { listBuiltPages } from '../routes';
import { parseRedirects } from '../static-host';
import { installedRspressVersion, removeFromLlmsFull, withoutRoutePreloads } from './adapter';

/**
 * Rspress renders one `404.html`, in the default language, and on the client an unknown path
 * takes its language from the URL: a Chinese miss served the English page would hydrate with
 * different text. So each other language gets a page of type 404 at `/<lang>/404`, rendered in
 * that language, which the static host serves for misses under `/<lang>/` (public/_redirects).
 * Such a page is not a document: its Markdown twin and `llms-full.txt` entry are removed, and
 * it does not preload its route's chunk (src/node/rspress/adapter.ts).
 *
 * Every not-found page also gets the not-found guard (src/shared/not-found-guard.ts), which does
 * the host's redirects where the host reads no `_redirects`; it is written before the Content
 * Security Policy's hashes are taken (see the plugins' order in rspress.config.ts).
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
      const notFoundFiles = ['404.html', ...options.languages.map((lang) => `${lang}/404.html`)];
      const guard = notFoundGuardScript({
        pages: listBuiltPages(outDir).map((page) => page.route),
        redirects: parseRedirects(readFileSync(path.join(outDir, '_redirects'), 'utf8')).filter(
          (rule) => rule.status >= 300 && rule.status < 400,
        ),
      });
      for (const file of notFoundFiles) {
        const htmlPath = path.join(outDir, file);
        writeFileSync(htmlPath, withNotFoundGuard(readFileSync(htmlPath, 'utf8'), guard, file));
      }
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

/** `html` with the not-found guard inlined right after the address guard, which it relies on. */
export function withNotFoundGuard(html: string, guard: string, file: string): string {
  const anchor = `<script>${ADDRESS_GUARD_SCRIPT}</script>`;
  const at = html.indexOf(anchor);
  if (at < 0) {
    throw new Error(
      `${file}: no address guard script (theme/template.html) to put the not-found guard after`,
    );
  }
  const end = at + anchor.length;
  return `${html.slice(0, end)}\n<script>${guard}</script>${html.slice(end)}`;
}
