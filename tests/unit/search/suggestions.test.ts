import { describe, expect, it } from 'vitest';
import {
  closestWords,
  MAX_SUGGESTED_QUERIES,
  suggestQueries,
  withSectionsOf,
} from '#shared/search/suggestions';
import type { SearchResponse } from '#shared/search/types';
import { clientFor, heading, pageHtml, siteRecords } from './helpers';

const WORDS = ['bundle', 'bundleless', 'format', 'formats', 'external', 'externals', 'syntax'];
const byLength = (length: number) => WORDS.filter((word) => word.length === length);

function response(...sections: string[]): SearchResponse {
  return {
    results: [
      {
        hits: sections.map((lvl0) => ({ hierarchy: { lvl0 } })),
      } as unknown as SearchResponse['results'][number],
    ],
  };
}

describe('withSectionsOf', () => {
  it('adds the sections of new hits, first seen first, once each', () => {
    const seen = withSectionsOf([], response('Guide', 'Config', 'Guide'));
    expect(withSectionsOf(seen, response('Blog', 'Config', ' '))).toEqual([
      'Guide',
      'Config',
      'Blog',
    ]);
  });
});

describe('closestWords', () => {
  it('finds index words a few edits away', () => {
    expect(closestWords('fromat', byLength)[0]).toBe('format');
    expect(closestWords('bundel', byLength)[0]).toBe('bundle');
    expect(closestWords('externl', byLength)).toContain('external');
  });

  it('finds the word the reader typed on past', () => {
    expect(closestWords('formatxyzzy', byLength)).toContain('format');
    expect(closestWords('bundlelessqqqq', byLength)[0]).toBe('bundleless');
  });

  it('finds nothing for a word unlike any other', () => {
    expect(closestWords('qqqqqqqq', byLength)).toEqual([]);
  });
});

describe('suggestQueries', () => {
  const finding =
    (known: string[]) =>
    async (query: string): Promise<boolean> =>
      query.split(' ').every((word) => known.includes(word.toLowerCase()));
  const closeWords = async (query: string) =>
    query.split(' ').map((word) => ({ word, closest: closestWords(word, byLength) }));

  it('puts the sections of earlier results first, then close words, three at most', async () => {
    const suggestions = await suggestQueries({
      query: 'formatqq',
      sections: ['Guide', 'Config'],
      closeWords,
      finds: finding(['guide', 'config', ...WORDS]),
    });
    expect(suggestions).toEqual(['Guide', 'Config', 'format']);
    expect(suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTED_QUERIES);
  });

  it('replaces the word that finds nothing and keeps the others', async () => {
    const suggestions = await suggestQueries({
      query: 'bundle fromat',
      sections: [],
      closeWords,
      finds: finding(WORDS),
    });
    expect(suggestions[0]).toBe('bundle format');
  });

  it('suggests only queries that find something', async () => {
    const suggestions = await suggestQueries({
      query: 'fromat',
      sections: ['Nowhere', 'Guide'],
      closeWords,
      finds: finding(['guide', 'formats']),
    });
    expect(suggestions).toEqual(['Guide', 'formats']);
  });

  it('suggests nothing when nothing is close, and keeps markup as text', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    const suggestions = await suggestQueries({
      query: markup,
      sections: [],
      closeWords,
      finds: finding(WORDS),
    });
    expect(suggestions).toEqual([]);
  });
});

describe('closeWords of the local engine', () => {
  const { client } = clientFor(
    siteRecords('en', [
      [
        '/guide/a',
        pageHtml(
          'Bundleless output',
          `${heading(2, 'Format', 'format')}<p>Pick a format for the bundleless build.</p>`,
        ),
      ],
    ]),
  );

  it('proposes indexed words for each query word, the words as typed kept', async () => {
    const words = await client.closeWords('fromat bundlelessqq');
    expect(words.map((entry) => entry.word)).toEqual(['fromat', 'bundlelessqq']);
    expect(words[0]?.closest[0]).toBe('format');
    expect(words[1]?.closest[0]).toBe('bundleless');
  });

  it('suggests queries the index answers', async () => {
    const suggestions = await suggestQueries({
      query: 'bundlelessqq',
      sections: [],
      closeWords: (query) => client.closeWords(query),
      finds: async (query) => ((await client.search(query)).results[0]?.nbHits ?? 0) > 0,
    });
    expect(suggestions[0]).toBe('bundleless');
  });

  it('has nothing to propose for Chinese or markup', async () => {
    const words = await client.closeWords('打包 <img src=x>');
    expect(words.every((entry) => entry.closest.length === 0)).toBe(true);
  });
});
