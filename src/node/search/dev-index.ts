/**
 * The search index in `pnpm dev`, served from memory at the URLs the build writes it to
 * (`/search/<lang>/…`). A request for a manifest rebuilds the language's index when a page
 * was added, removed or saved since the last one (reparsing only the pages that changed), so a
 * search opened after an edit finds the edit. The files of the last few builds stay servable:
 * a query may still be reading the build it started with.
 *
 * Parsing every page of a language is the slow part, and it runs on the dev server's only
 * thread: done in one go on the first search, it held every other request (pages, chunks,
 * hot updates) for as long as it took, which grows with the machine's load. So a build yields
 * to the server between pages, `warm()` builds both languages once the first compile is done,
 * and a request that arrives during a build waits for that build instead of starting another.
 */
import { readFileSync, statSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { LANGUAGES, type Language } from '#shared/locale-path';
import { MANIFEST_FILE } from '#shared/search/index-format';
import { SEARCH_INDEX_BASE } from '#shared/search/location';
import type { SearchRecord } from '#shared/search/types';
import { buildSearchIndex } from './build-index';
import { markdownPages, recordsFromMarkdown } from './markdown-records';

/** What a dev-server handler answers with (see `src/node/rspress/plugin-dev-server.ts`). */
export interface DevResponse {
  status: 200 | 404 | 500;
  contentType: string;
  body: string;
}

/** How many builds' files stay servable per language (a build's files are named by its id). */
const KEPT_BUILDS = 3;
const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';

interface LanguageIndex {
  /** The pages and their versions the newest build was made from. */
  stamp: string;
  /** Newest first: file name → content. */
  builds: Map<string, string>[];
}

/** Answers the dev server's requests for index files, and builds the indexes ahead of time. */
export interface DevIndexHandler {
  /**
   * Given a request path: the index file it names, a 404 for a search path that names nothing,
   * or `null` for a path outside the index.
   */
  handle(requestPath: string): Promise<DevResponse> | null;
  /** Builds every language's index, so that the first search finds it ready. */
  warm(): Promise<void>;
}

export function createDevIndexHandler(docsRoot: string): DevIndexHandler {
  const indexes = new Map<Language, LanguageIndex>();
  const parsed = new Map<string, { version: string; records: SearchRecord[] }>();
  /** The build under way per language, which later requests wait for. */
  const building = new Map<Language, Promise<Map<string, string>>>();

  const build = async (lang: Language): Promise<Map<string, string>> => {
    const pages = markdownPages(docsRoot, lang).map((page) => {
      const stats = statSync(page.file);
      return { ...page, version: `${stats.mtimeMs}:${stats.size}` };
    });
    const stamp = pages.map((page) => `${page.file}@${page.version}`).join('\n');
    const index = indexes.get(lang) ?? { stamp: '', builds: [] };
    indexes.set(lang, index);
    const newest = index.builds[0];
    if (newest && index.stamp === stamp) return newest;
    const records: SearchRecord[] = [];
    for (const { file, route, version } of pages) {
      const cached = parsed.get(file);
      if (cached?.version === version) {
        records.push(...cached.records);
        continue;
      }
      await nextTurn();
      const fresh = recordsFromMarkdown(readFileSync(file, 'utf8'), { route, lang });
      parsed.set(file, { version, records: fresh });
      records.push(...fresh);
    }
    await nextTurn();
    const files = new Map(Object.entries(buildSearchIndex(records, { lang }).files));
    index.stamp = stamp;
    index.builds.unshift(files);
    index.builds.length = Math.min(index.builds.length, KEPT_BUILDS);
    return files;
  };

  /** The newest build of a language, after the build under way and any change since. */
  const newestBuild = async (lang: Language): Promise<Map<string, string>> => {
    for (let running = building.get(lang); running; running = building.get(lang)) {
      await running.catch(() => undefined);
    }
    const next = build(lang);
    building.set(lang, next);
    try {
      return await next;
    } finally {
      if (building.get(lang) === next) building.delete(lang);
    }
  };

  const answer = async (language: Language, name: string): Promise<DevResponse> => {
    const notFound: DevResponse = {
      status: 404,
      contentType: TEXT_TYPE,
      body: `No search index file at ${SEARCH_INDEX_BASE}${language}/${name}`,
    };
    let body: string | undefined;
    try {
      body =
        name === MANIFEST_FILE
          ? (await newestBuild(language)).get(name)
          : indexes
              .get(language)
              ?.builds.map((files) => files.get(name))
              .find((content) => content !== undefined);
    } catch (error) {
      // A page removed mid-listing, say: the search says it failed, and the server runs on.
      const reason = error instanceof Error ? error.message : String(error);
      return { status: 500, contentType: TEXT_TYPE, body: `The search index failed: ${reason}` };
    }
    return body === undefined ? notFound : { status: 200, contentType: JSON_TYPE, body };
  };

  return {
    handle(requestPath) {
      const pathname = requestPath.split(/[?#]/)[0] ?? '';
      if (!pathname.startsWith(SEARCH_INDEX_BASE)) return null;
      const [lang, ...rest] = pathname.slice(SEARCH_INDEX_BASE.length).split('/');
      const language = LANGUAGES.find((known) => known === lang);
      if (!language || rest.length === 0) {
        return Promise.resolve({
          status: 404,
          contentType: TEXT_TYPE,
          body: `No search index file at ${pathname}`,
        });
      }
      return answer(language, rest.join('/'));
    },
    async warm() {
      for (const lang of LANGUAGES) {
        // A failure here is answered, with its reason, to the search that asks next.
        await newestBuild(lang).catch(() => undefined);
      }
    },
  };
}
