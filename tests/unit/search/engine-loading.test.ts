import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../src/search/build-index';
import { SEARCH_QUERY_MAX_CHARS } from '../../../src/search/constants';
import { createSearchClient, type FetchLike, SearchIndexError } from '../../../src/search/engine';
import { EN_RECORDS } from './fixture-site';
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
  const ODD: [label: string, query: string][] = [
    ['empty', ''],
    ['blank', '   \t\n'],
    ['10,000 characters', 'a'.repeat(10_000)],
    ['regex syntax', '(.*)+[?\\ ^$|{}'],
    ['emoji', '😀🚀 bundle 😀'],
    ['mixed scripts and widths', 'Ｒｓｌｉｂ 打包 bundle'],
    ['markup and quotes', '<b>bold</b> & "quotes"'],
    ['control and zero-width characters', '\u0000\u200b\ufeff'],
    ['a lone surrogate', '\ud800 lone surrogate'],
    ['object property names', 'constructor __proto__ toString'],
  ];

  it.each(ODD)('answers a query of %s without throwing', async (_label, query) => {
    const { results } = await client.search(query);
    expect(Array.isArray(results[0]?.hits)).toBe(true);
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
