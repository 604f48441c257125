import { expect, test } from '@playwright/test';
import { createSearchClient } from '#shared/search/engine';
import { SEARCH_INDEX_BASE } from '#shared/search/location';
import { RELEVANCE_SET, type RelevanceKind, relevanceMisses } from '../search/relevance';
import { fetchFromBuild } from '../support/built-index';

/** Reads the built index from disk, as the browser would fetch it from the host. */
const fromBuild = fetchFromBuild(process.env.E2E_SITE_DIR ?? 'doc_build');

/** What the set must hold: at least 100 queries, half Chinese, and of each kind. */
const AT_LEAST: Record<Exclude<RelevanceKind, 'plain'>, number> = {
  typo: 25,
  cross: 10,
  option: 10,
};

test('the relevance set: each query finds its page in the first three results', async () => {
  const clients = {
    en: createSearchClient({ baseUrl: SEARCH_INDEX_BASE, lang: 'en', fetch: fromBuild }),
    zh: createSearchClient({ baseUrl: SEARCH_INDEX_BASE, lang: 'zh', fetch: fromBuild }),
  };
  const misses = await relevanceMisses(async (lang, query) => {
    const { results } = await clients[lang].search(query);
    return (results[0]?.hits ?? []).map((hit) => hit.url);
  });
  console.log(
    `search relevance: ${RELEVANCE_SET.length - misses.length}/${RELEVANCE_SET.length} queries find their page in the top 3`,
  );
  expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(100);
  const zh = RELEVANCE_SET.filter((c) => c.lang === 'zh').length;
  expect(zh).toBeGreaterThanOrEqual(RELEVANCE_SET.length / 2);
  for (const [kind, least] of Object.entries(AT_LEAST)) {
    expect(RELEVANCE_SET.filter((c) => c.kind === kind).length, kind).toBeGreaterThanOrEqual(least);
  }
  expect(misses).toEqual([]);
});
