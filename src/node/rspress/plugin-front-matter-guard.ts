import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { frontMatterProblems } from '../front-matter';
import { listSitePages } from '../routes';

interface CompiledFile {
  path?: string;
  fail(reason: string): never;
}

/**
 * A remark plugin: the page being compiled must have valid front matter (src/node/front-matter.ts).
 * Rspress itself only warns and compiles the page as if it had none.
 */
function remarkFrontMatterGuard({ docsRoot }: { docsRoot: string }) {
  return (_tree: unknown, file: CompiledFile) => {
    // Pages only: plugins' generated pages (the Chinese 404) live outside the docs folder.
    if (!file.path?.startsWith(docsRoot + path.sep) || !existsSync(file.path)) return;
    const problems = frontMatterProblems(readFileSync(file.path, 'utf8'));
    if (problems.length > 0) {
      file.fail(`Invalid front matter in ${file.path}: ${problems.join('; ')}`);
    }
  };
}

/**
 * Rspress reads a page whose front matter is broken as if it had none, so a typo silently drops
 * a title or a date. This plugin checks every page first: the build stops, naming each file and
 * problem; the dev server reports them and keeps running.
 */
export function pluginFrontMatterGuard(docsRoot: string): RspressPlugin {
  return {
    name: 'rslib-docs:front-matter-guard',
    // While the dev server runs, a page whose front matter turns invalid fails to compile: the
    // terminal and the browser overlay name the file and the problem, the server keeps going,
    // and the page comes back once the file is fixed.
    markdown: { remarkPlugins: [[remarkFrontMatterGuard, { docsRoot }]] },
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
