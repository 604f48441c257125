import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '#node/search/build-index';
import { LANGUAGES } from '#shared/locale-path';
import { createSearchClient } from '#shared/search/engine';
import { generateCorpus, SAMPLE_QUERIES } from './corpus';
import { serve } from './helpers';

/** What a browser may fetch before showing the first result, at 10,000 pages (5,000 a language). */
const FIRST_RESULT_BUDGET_GZIP = 300 * 1024;

describe('a 10,000-page site', () => {
  it.each(LANGUAGES)('fetches at most 300 kB gzip before the first %s result', async (lang) => {
    const { files } = buildSearchIndex(generateCorpus(lang), { lang });
    const gzipped = new Map(
      Object.entries(files).map(([name, text]) => [name, gzipSync(text).length]),
    );
    for (const query of SAMPLE_QUERIES[lang]) {
      const served = serve(files);
      const client = createSearchClient({ baseUrl: '/search', lang, fetch: served.fetch });
      const { results } = await client.search(query);
      expect(results[0]?.hits.length, query).toBeGreaterThan(0);
      const bytes = served.fetched.reduce((total, name) => total + (gzipped.get(name) ?? 0), 0);
      expect(bytes, query).toBeLessThanOrEqual(FIRST_RESULT_BUDGET_GZIP);
    }
  });
});
