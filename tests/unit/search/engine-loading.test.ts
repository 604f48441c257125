import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '#node/search/build-index';
import { SEARCH_QUERY_MAX_CHARS } from '#shared/search/constants';
import { createSearchClient, type FetchLike, SearchIndexError } from '#shared/search/engine';
import { BAD_QUERIES } from '../../search/bad-input';
import { EN_RECORDS, htmlValues, ZH_RECORDS } from './fixture-site';
import { clientFor, serve } from './helpers';

const FILES = buildSearchIndex(EN_RECORDS, { lang: 'en' }).files;
const fileLike = (pattern: RegExp) => Object.keys(FILES).filter((name) => pattern.test(name));

function clientWith(changes: Record<string, string | undefined>) {
  const files = { ...FILES };
  for (const [name, text] of Object.entries(changes)) {
    if (text === undefined) delete files[name];
    else files[name] = text;
  }
  const served = serve(files);
  return {
    ...served,
    client: createSearchClient({ baseUrl: '/search', lang: 'en', fetch: served.fetch }),
  };
}

const half = (name: string) =>
  (FILES[name] ?? '').slice(0, Math.floor((FILES[name] ?? '').length / 2));

describe('odd queries', () => {
  const { client } = clientFor(EN_RECORDS);
  const zh = clientFor(ZH_RECORDS, 'zh').client;
  const withoutMarks = (html: string) => html.split('<mark>').join('').split('</mark>').join('');

  it.each(BAD_QUERIES)(
    'answers a query of %s without throwing or markup',
    async (_label, query) => {
      for (const answer of [await client.search(query), await zh.search(query)]) {
        const hits = answer.results[0]?.hits ?? [];
        expect(Array.isArray(hits)).toBe(true);
        for (const hit of hits) {
          for (const value of htmlValues(hit)) expect(withoutMarks(value)).not.toMatch(/[<>]/);
        }
      }
    },
  );

  it('finds the words of a mixed Chinese and English query in their own language', async () => {
    const { results } = await zh.search('打包 bundle');
    expect(results[0]?.hits[0]?.url).toBe('/zh/guide/tools');
    expect((await client.search('打包 bundel')).results[0]?.hits[0]?.url).toBe(
      '/config/lib/bundle',
    );
  });

  it(`reads only the first ${SEARCH_QUERY_MAX_CHARS} characters of a query`, async () => {
    const { results } = await client.search(`${'zq '.repeat(SEARCH_QUERY_MAX_CHARS)}needle`);
    expect(results[0]?.query).toHaveLength(SEARCH_QUERY_MAX_CHARS);
    expect(results[0]?.nbHits).toBe(0);
  });

  it('does not fetch anything for a query with nothing to search', async () => {
    const { client: fresh, fetched } = clientFor(EN_RECORDS);
    const { results } = await fresh.search('  ?! ');
    expect(results[0]?.nbHits).toBe(0);
    expect(fetched).toEqual([]);
  });
});

describe('broken index files', () => {
  it('rejects clearly when the manifest is missing', async () => {
    const { client } = clientWith({ 'manifest.json': undefined });
    await expect(client.search('bundle')).rejects.toThrow(SearchIndexError);
    await expect(client.search('bundle')).rejects.toThrow(
      /manifest\.json could not be loaded \(HTTP 404\)/,
    );
  });

  it('rejects clearly when a term shard is truncated', async () => {
    const shard = fileLike(/^terms\//)[0] ?? '';
    const { client } = clientWith({ [shard]: half(shard) });
    await expect(client.search('bundle')).rejects.toThrow(
      /terms\/.*is truncated or not valid JSON/,
    );
  });

  it('rejects clearly when a document chunk or the structure is truncated', async () => {
    const chunk = fileLike(/^docs\/0\./)[0] ?? '';
    await expect(clientWith({ [chunk]: half(chunk) }).client.search('bundle')).rejects.toThrow(
      /docs\/0\..*truncated/,
    );
    const structure = fileLike(/^structure\./)[0] ?? '';
    await expect(clientWith({ [structure]: '"10' }).client.search('bundle')).rejects.toThrow(
      /structure\..*truncated/,
    );
  });

  it('rejects a file of the wrong shape instead of answering wrongly', async () => {
    await expect(
      clientWith({ 'manifest.json': '{"hello":1}' }).client.search('bundle'),
    ).rejects.toThrow(/manifest\.json does not hold what the manifest promises/);
    const chunk = fileLike(/^docs\/0\./)[0] ?? '';
    await expect(clientWith({ [chunk]: '[]' }).client.search('bundle')).rejects.toThrow(
      SearchIndexError,
    );
  });

  it('rejects clearly when the network fails, and recovers on a later call', async () => {
    let online = false;
    const served = serve(FILES);
    const fetch: FetchLike = (url) =>
      online ? served.fetch(url) : Promise.reject(new TypeError('Failed to fetch'));
    const client = createSearchClient({ baseUrl: '/search', lang: 'en', fetch });
    await expect(client.search('bundle')).rejects.toThrow(/manifest\.json could not be fetched/);
    online = true;
    const { results } = await client.search('bundle');
    expect(results[0]?.hits[0]?.url).toBe('/config/lib/bundle');
  });
});

describe('fetching', () => {
  it('fetches the manifest, the structure, its terms’ shards and only its hits’ chunks', async () => {
    const { client, fetched } = clientFor(EN_RECORDS);
    await client.search('needle');
    const docs = fileLike(/^docs\//);
    expect(docs.length).toBeGreaterThan(3);
    expect(fetched[0]).toBe('manifest.json');
    expect(fetched.filter((name) => name.startsWith('structure.'))).toHaveLength(1);
    expect(fetched.filter((name) => name.startsWith('docs/'))).toHaveLength(1);
  });

  it('fetches each file once per client', async () => {
    const { client, fetched } = clientFor(EN_RECORDS);
    await client.search('needle');
    const count = fetched.length;
    await client.search('needle');
    expect(fetched).toHaveLength(count);
  });

  it('keeps concurrent calls independent, whatever order their files arrive in', async () => {
    const served = serve(FILES);
    let delay = 20;
    const slowFirst: FetchLike = async (url) => {
      delay = Math.max(0, delay - 5);
      await new Promise((resolve) => setTimeout(resolve, delay));
      return served.fetch(url);
    };
    const client = createSearchClient({ baseUrl: '/search', lang: 'en', fetch: slowFirst });
    const reference = clientFor(EN_RECORDS).client;
    const queries = ['widget', 'needle', 'bundl', 'filler 7'];
    const answers = await Promise.all(queries.map((query) => client.search(query)));
    for (const [index, query] of queries.entries()) {
      const expected = (await reference.search(query)).results[0]?.hits.map((hit) => hit.objectID);
      expect(answers[index]?.results[0]?.query).toBe(query);
      expect(answers[index]?.results[0]?.hits.map((hit) => hit.objectID)).toEqual(expected);
    }
  });
});
