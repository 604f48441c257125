/**
 * The Markdown twins (`/guide/start/quick-start.md`) in `pnpm dev`. The build renders them from
 * each page, components included (core `llms`); the dev server renders nothing to disk, so there
 * a twin is the page's source as its author wrote it, without front matter and MDX imports.
 * Copy Markdown and "View as Markdown" then work in dev too, and show the edit just saved.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { markdownTwinOf } from '#shared/locale-path';
import { markdownSource } from './markdown';
import { listSitePages } from './routes';
import type { DevResponse } from './search/dev-index';

/** A handler for the dev server: the twin a request path names, or `null` when it names none. */
export function createDevTwinHandler(
  docsRoot: string,
): (requestPath: string) => DevResponse | null {
  return (requestPath) => {
    const pathname = requestPath.split(/[?#]/)[0] ?? '';
    if (!pathname.endsWith('.md')) return null;
    let twin: string;
    try {
      twin = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const page = listSitePages(docsRoot).find((entry) => markdownTwinOf(entry.route) === twin);
    if (!page) return null;
    const source = readFileSync(path.join(docsRoot, page.lang, page.file), 'utf8');
    return {
      status: 200,
      contentType: 'text/markdown; charset=utf-8',
      body: markdownSource(source),
    };
  };
}
