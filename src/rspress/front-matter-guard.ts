import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { frontMatterProblems } from '../front-matter';
import { listSitePages } from '../routes';

/**
 * Rspress reads a page whose front matter is broken as if it had none, so a typo silently drops
 * a title or a date. This plugin checks every page first: the build stops, naming each file and
 * problem; the dev server reports them and keeps running.
 */
export function pluginFrontMatterGuard(docsRoot: string): RspressPlugin {
  return {
    name: 'rslib-docs:front-matter-guard',
    beforeBuild: (_config, isProd) => {
      const report = listSitePages(docsRoot).flatMap(({ lang, file }) => {
        const relative = path.join(path.basename(docsRoot), lang, file);
        const source = readFileSync(path.join(docsRoot, lang, file), 'utf8');
        return frontMatterProblems(source).map((problem) => `  ${relative}: ${problem}`);
      });
      if (report.length === 0) return;
      const message = `Invalid front matter:\n${report.join('\n')}`;
      if (isProd) throw new Error(message);
      console.error(message);
    },
  };
}
