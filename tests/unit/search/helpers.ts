/** Small built pages and an in-memory index server for the search tests. */
import { buildSearchIndex } from '#node/search/build-index';
import { extractRecords } from '#node/search/records';
import type { Language } from '#shared/locale-path';
import { createSearchClient, type FetchLike } from '#shared/search/engine';
import type { SearchHit, SearchRecord } from '#shared/search/types';

/** A page as Rspress renders it: chrome around an article with an anchored h1. */
export function pageHtml(title: string, article: string): string {
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `<!doctype html><html><head><title>${title} | Rslib</title></head><body>
<header class="rp-nav"><a href="/guide/start/">Guide</a><button>Search</button></header>
<aside class="rp-doc-layout__sidebar"><span class="rp-doc">Sidebar label</span></aside>
<main><div class="rp-doc rspress-doc"><h1 id="${id}"><a href="#${id}" class="rp-header-anchor" aria-hidden="true">#</a>${title}</h1>
<div class="rp-not-doc rp-llms-container"><button><span>Copy Markdown</span></button></div>
${article}</div></main><footer class="rp-doc-footer">Footer chrome</footer></body></html>`;
}

/** An anchored heading as Rspress renders it. */
export function heading(level: number, text: string, id: string): string {
  return `<h${level} id="${id}"><a href="#${id}" class="rp-header-anchor" aria-hidden="true">#</a>${text}</h${level}>`;
}

/** Records of several pages, in the order given. */
export function siteRecords(
  lang: Language,
  pages: [route: string, html: string][],
): SearchRecord[] {
  return pages.flatMap(([route, html]) => extractRecords(html, { route, lang }));
}

export interface ServedIndex {
  files: Record<string, string>;
  /** Paths fetched so far, relative to the index folder. */
  fetched: string[];
  fetch: FetchLike;
}

/** Serves index files from memory under `/search/<lang>/`; missing files answer 404. */
export function serve(files: Record<string, string>): ServedIndex {
  const fetched: string[] = [];
  const fetch: FetchLike = async (url) => {
    const name = url.replace(/^\/search\/[a-z]+\//, '');
    fetched.push(name);
    const text = files[name];
    return {
      ok: text !== undefined,
      status: text === undefined ? 404 : 200,
      text: async () => text ?? '',
    };
  };
  return { files, fetched, fetch };
}

export function clientFor(records: SearchRecord[], lang: Language = 'en', shardBytes?: number) {
  const served = serve(buildSearchIndex(records, { lang, shardBytes }).files);
  return {
    ...served,
    client: createSearchClient({ baseUrl: '/search/', lang, fetch: served.fetch }),
  };
}

/** The hits for `query` on a site of these pages, best first. */
export async function searchPages(
  lang: Language,
  pages: [route: string, html: string][],
  query: string,
): Promise<SearchHit[]> {
  const { client } = clientFor(siteRecords(lang, pages), lang);
  return (await client.search(query)).results[0]?.hits ?? [];
}

/** Text of an HTML highlight value, tags removed and entities decoded, for counting words. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
