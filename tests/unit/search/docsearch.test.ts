import { describe, expect, it } from 'vitest';
import { groupedByPage } from '#shared/search/docsearch';
import type { SearchHit, SearchResponse } from '#shared/search/types';
import { heading, pageHtml, searchPages } from './helpers';

/** DocSearch's order: hits grouped by `lvl0`, each group where its first hit was. */
function docSearchOrder(hits: readonly SearchHit[]): string[] {
  const groups = new Map<string, string[]>();
  for (const hit of hits) {
    const group = groups.get(hit.hierarchy.lvl0) ?? [];
    group.push(hit.url);
    groups.set(hit.hierarchy.lvl0, group);
  }
  return [...groups.values()].flat();
}

const responseOf = (hits: SearchHit[]) =>
  ({ results: [{ hits, nbHits: hits.length }] }) as unknown as SearchResponse;

describe('groupedByPage', () => {
  it('keeps the ranking as DocSearch groups it: a group per page, in rank order', async () => {
    // A Guide page, a Config page, another Guide page: grouped by top-nav section, DocSearch
    // would show the Config page last.
    const hits = await searchPages(
      'en',
      [
        ['/guide/sprocket', pageHtml('Sprocket', '<p>All about it.</p>')],
        ['/config/parts', pageHtml('parts', `${heading(2, 'Sprocket', 'sprocket')}<p>Teeth.</p>`)],
        ['/guide/chains', pageHtml('Chains', '<p>A chain needs a sprocket.</p>')],
      ],
      'sprocket',
    );
    expect(hits.map((hit) => hit.hierarchy.lvl0)).toEqual(['Guide', 'Config', 'Guide']);
    expect(docSearchOrder(hits)).not.toEqual(hits.map((hit) => hit.url));
    const grouped = groupedByPage(responseOf(hits)).results[0]?.hits ?? [];
    expect(grouped.map((hit) => hit.hierarchy.lvl0)).toEqual(['Sprocket', 'parts', 'Chains']);
    expect(docSearchOrder(grouped)).toEqual(hits.map((hit) => hit.url));
  });

  it('titles each group with the plain page title, and changes nothing else', async () => {
    const [hit] = await searchPages(
      'en',
      [['/guide/tags', pageHtml('Tags &amp; <b>bold</b>', '<p>Tags here.</p>')]],
      'tags',
    );
    if (!hit) throw new Error('no hit');
    const [grouped] = groupedByPage(responseOf([hit])).results[0]?.hits ?? [];
    expect(grouped?.hierarchy).toEqual({ ...hit.hierarchy, lvl0: 'Tags & bold' });
    expect(grouped?._highlightResult.hierarchy.lvl0).toEqual({
      value: 'Tags & bold',
      matchLevel: 'none',
      matchedWords: [],
    });
    expect(grouped?._highlightResult.hierarchy.lvl1).toEqual(hit._highlightResult.hierarchy.lvl1);
    expect(grouped?._snippetResult).toEqual(hit._snippetResult);
    expect(hit.hierarchy.lvl0).toBe('Guide');
  });

  it('leaves a hit without a page title in its group', () => {
    const hit = { url: '/x', hierarchy: { lvl0: 'Guide', lvl1: '' } } as unknown as SearchHit;
    expect(groupedByPage(responseOf([hit])).results[0]?.hits[0]).toEqual(hit);
  });
});
