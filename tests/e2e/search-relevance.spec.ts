import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createSearchClient } from '../../src/search/engine';
import { SEARCH_INDEX_BASE } from '../../src/search/location';
import { RELEVANCE_SET } from '../search/relevance';

/** Reads the built index from disk, as the browser would fetch it from the host. */
const fetchFromBuild = (async (url: string) => {
  try {
    return new Response(await readFile(path.join(process.env.E2E_SITE_DIR ?? 'doc_build', url)));
  } catch {
    return new Response('Not found', { status: 404 });
  }
}) as unknown as typeof fetch;

/** The page of a hit: its URL without the heading anchor. */
const pageOf = (url: string) => url.replace(/#.*$/, '');

test('the relevance set: each query finds its page in the first three results', async () => {
  const clients = {
    en: createSearchClient({ baseUrl: SEARCH_INDEX_BASE, lang: 'en', fetch: fetchFromBuild }),
    zh: createSearchClient({ baseUrl: SEARCH_INDEX_BASE, lang: 'zh', fetch: fetchFromBuild }),
  };
  const misses: string[] = [];
  for (const { lang, query, expect: pages } of RELEVANCE_SET) {
    const { results } = await clients[lang].search(query, { hitsPerPage: 20 });
    const top = (results[0]?.hits ?? []).slice(0, 3).map((hit) => pageOf(hit.url));
    if (!top.some((page) => pages.includes(page)))
      misses.push(`[${lang}] "${query}": got ${top.join(', ') || 'nothing'}`);
  }
  console.log(
    `search relevance: ${RELEVANCE_SET.length - misses.length}/${RELEVANCE_SET.length} queries find their page in the top 3`,
  );
  expect(RELEVANCE_SET.filter((c) => c.lang === 'zh').length).toBeGreaterThanOrEqual(20);
  expect(misses).toEqual([]);
});
