import { describe, expect, it } from 'vitest';
import type { IndexManifest } from '#shared/search/index-format';
import { EN_RECORDS } from './fixture-site';
import { clientFor } from './helpers';

describe('an index split into many term shards', () => {
  // Tiny shards, so that the small fixture spreads its terms over many of them.
  const { client, files, fetched } = clientFor(EN_RECORDS, 'en', 64);
  const manifest = JSON.parse(files['manifest.json'] ?? '') as IndexManifest;

  it('splits the fixture site into more than 10 shards, so the tests below cross shard borders', () => {
    expect(manifest.shards.length).toBeGreaterThan(10);
  });

  it('finds exact terms and every expansion of a prefix across shard borders', async () => {
    const urls = async (query: string) =>
      (await client.search(query, { hitsPerPage: 100 })).results[0]?.hits.map((hit) => hit.url);
    expect(await urls('widget')).toEqual([
      '/guide/widget',
      '/guide/widgetry',
      '/guide/other#widget',
      '/guide/third',
    ]);
    expect(await urls('bundl')).toContain('/config/lib/bundle#bundle-mode');
    expect(await urls('bundlel')).toContain('/config/lib/bundle#bundleless-mode');
    expect(await urls('fi')).toHaveLength(60 + 3);
  });

  it('fetches only the shards a query needs', async () => {
    fetched.length = 0;
    await client.search('needle');
    expect(fetched.filter((name) => name.startsWith('terms/'))).toHaveLength(1);
  });
});
