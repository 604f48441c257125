import { describe, expect, it } from 'vitest';
import { SNIPPET_WORDS, SNIPPET_WORDS_NARROW } from '#shared/search/constants';
import type { SearchHit } from '#shared/search/types';
import { EN_RECORDS, htmlValues, ZH_RECORDS } from './fixture-site';
import { clientFor, heading, pageHtml, plainText, searchPages } from './helpers';

const en = clientFor(EN_RECORDS).client;
const zh = clientFor(ZH_RECORDS, 'zh').client;

async function first(query: string, options = {}) {
  const { results } = await en.search(query, options);
  const [result] = results;
  if (!result) throw new Error('no result');
  return result;
}
const urls = (hits: SearchHit[]) => hits.map((hit) => hit.url);
const wordsOf = (html: string) => plainText(html).replace(/…/g, ' ').trim().split(/\s+/);

describe('response shape', () => {
  it('answers like the hosted service: results[0] with hits, nbHits and queryID', async () => {
    const { results } = await en.search('bundle');
    expect(results).toHaveLength(1);
    const result = results[0];
    expect(result).toMatchObject({ page: 0, hitsPerPage: 20, query: 'bundle' });
    expect(result?.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result?.nbHits).toBeGreaterThanOrEqual(result?.hits.length ?? 0);
    const hit = result?.hits[0];
    expect(hit).toMatchObject({
      objectID: '/config/lib/bundle',
      url: '/config/lib/bundle',
      url_without_anchor: '/config/lib/bundle',
      anchor: null,
      type: 'lvl1',
      content: null,
      lang: 'en',
      hierarchy: { lvl0: 'Config', lvl1: 'lib.bundle', lvl2: null, lvl6: null },
    });
    expect(hit?._highlightResult.hierarchy.lvl1).toEqual({
      value: 'lib.<mark>bundle</mark>',
      matchLevel: 'full',
      matchedWords: ['bundle'],
    });
    expect(hit?._snippetResult.hierarchy.lvl1).toEqual({
      value: 'lib.<mark>bundle</mark>',
      matchLevel: 'full',
    });
    expect(hit?._highlightResult.hierarchy.lvl0).toEqual({
      value: 'Config',
      matchLevel: 'none',
      matchedWords: [],
    });
    expect(hit?._highlightResult.hierarchy.lvl2).toBeUndefined();
  });

  it('gives content hits highlight and snippet results for their text', async () => {
    const hit = (await first('runtime')).hits[0];
    expect(hit?.type).toBe('content');
    expect(hit?.content).toBe('Share modules between applications at runtime with a bundle.');
    expect(hit?._highlightResult.content?.value).toContain('<mark>runtime</mark>');
    expect(hit?._snippetResult.content?.matchLevel).toBe('full');
  });

  it('returns at most hitsPerPage hits and counts the rest', async () => {
    const result = await first('filler', { hitsPerPage: 3 });
    expect(result.hits).toHaveLength(3);
    expect(result.nbHits).toBe(60);
    expect(result.nbPages).toBe(20);
  });

  it('serves the multi-request call DocSearch makes', async () => {
    const { results } = await en.searchRequests({
      requests: [
        {
          query: 'needle',
          indexName: 'docs',
          attributesToSnippet: ['hierarchy.lvl1:5', 'content:5'],
        },
        { query: 'widget', hitsPerPage: 2 },
      ],
    });
    expect(results.map((result) => result.query)).toEqual(['needle', 'widget']);
    expect(wordsOf(results[0]?.hits[0]?._snippetResult.content?.value ?? '')).toHaveLength(5);
    expect(results[1]?.hits).toHaveLength(2);
  });
});

describe('matching', () => {
  it('reads the last word as a prefix while typing', async () => {
    expect(urls((await first('bundl')).hits)).toContain('/config/lib/bundle#bundle-mode');
    const result = await first('bundlel');
    expect(urls(result.hits)).toContain('/config/lib/bundle#bundleless-mode');
    const bundleless = result.hits.find((hit) => hit.url.endsWith('#bundleless-mode'));
    expect(bundleless?._highlightResult.hierarchy.lvl2?.value).toBe('<mark>Bundlel</mark>ess mode');
  });

  it('puts the record holding every word first, then those holding some', async () => {
    const result = await first('bundle federation');
    expect(urls(result.hits)[0]).toBe('/guide/advanced/module-federation');
    expect(result.hits[0]?._highlightResult.content?.matchLevel).toBe('partial');
    expect(urls(result.hits).slice(1)).toContain('/config/lib/bundle');
    expect(urls(result.hits)).not.toContain('/guide/widget');
  });

  it('falls back to the best partial matches when no record has every word', async () => {
    const result = await first('needle xyzzy');
    expect(urls(result.hits)).toEqual(['/guide/long']);
    expect(result.hits[0]?._highlightResult.content?.matchedWords).toEqual(['needle']);
  });

  it('is case and width insensitive', async () => {
    const plain = urls((await first('bundle')).hits);
    expect(urls((await first('ＢＵＮＤＬＥ')).hits)).toEqual(plain);
    expect(urls((await first('BUNDLE')).hits)).toEqual(plain);
  });

  it('finds an identifier by its parts when it is not written whole', async () => {
    expect(urls((await first('module-federation')).hits)[0]).toBe(
      '/guide/advanced/module-federation',
    );
  });

  it('matches Chinese queries without spaces against Chinese text', async () => {
    const { results } = await zh.search('打包工具');
    const hit = results[0]?.hits[0];
    expect(hit?.url).toBe('/zh/guide/tools');
    expect(hit?._highlightResult.content?.value).toBe('使用<mark>打包工具</mark>构建你的库。');
    expect(results[0]?.nbHits).toBe(1);
  });
});

describe('ranking', () => {
  it('ranks page titles over section headings over body text, exact words over prefixes', async () => {
    expect(urls((await first('widget')).hits)).toEqual([
      '/guide/widget',
      '/guide/widgetry',
      '/guide/other#widget',
      '/guide/third',
    ]);
  });

  it('breaks ties by depth: a page, then its sections', async () => {
    expect(urls((await first('gadget')).hits)).toEqual(['/guide/gadget', '/guide/gadget#setup']);
  });

  it('gives a page two hits at most, the second only when it holds as many words', async () => {
    // Every section of the gadget page says "gadget": its page and first section show, so the
    // next page is not pushed off the first screen of DocSearch's grouped list.
    expect(urls((await first('gadget')).hits)).toHaveLength(2);
    expect((await first('gadget')).nbHits).toBe(4);
    // "bundle federation": the module federation page holds both words; no section of it that
    // holds one word shows under it.
    const hits = urls((await first('bundle federation')).hits);
    expect(hits.filter((url) => url.startsWith('/guide/advanced/module-federation'))).toEqual([
      '/guide/advanced/module-federation',
    ]);
  });

  it('never lifts a page’s later section above a page whose best hit ranks before it', async () => {
    // Both pages name the word in a heading and rank first and second; the gears page's
    // section that only mentions it ranks after both. DocSearch groups hits by page, so showing
    // that section would put it second, above the better section of the other page.
    const hits = await searchPages(
      'en',
      [
        [
          '/guide/gears',
          pageHtml(
            'Gears',
            `${heading(2, 'Sprocket', 'sprocket')}<p>Teeth.</p>${heading(2, 'Spares', 'spares')}<p>Keep a sprocket spare.</p>`,
          ),
        ],
        [
          '/guide/parts',
          pageHtml('Parts', `${heading(2, 'Sprocket chains', 'chains')}<p>Links.</p>`),
        ],
      ],
      'sprocket',
    );
    expect(urls(hits)).toEqual(['/guide/gears#sprocket', '/guide/parts#chains']);
  });

  it('names three pages in the first three hits, unless a later section holds every word', async () => {
    // The gears page holds all three words across two sections, each with two of them; the
    // other pages hold one. Its second section would have come second; the other two pages
    // do, so a reader whose answer is not on the gears page still sees it among the first three.
    const gears = (second: string) =>
      pageHtml(
        'Gears',
        `${heading(2, 'Sprocket chain', 'sprocket-chain')}<p>Teeth.</p>${heading(2, second, 'second')}<p>Weekly.</p>`,
      );
    const others: [string, string][] = [
      ['/guide/parts', pageHtml('Parts', `${heading(2, 'Oil', 'oil')}<p>Any kind.</p>`)],
      ['/guide/bikes', pageHtml('Bikes', `${heading(2, 'Sprocket', 'sprocket')}<p>Rear.</p>`)],
    ];
    const split = urls(
      await searchPages(
        'en',
        [['/guide/gears', gears('Chain oil')], ...others],
        'sprocket chain oil',
      ),
    );
    expect(split[0]).toBe('/guide/gears#sprocket-chain');
    expect(split).not.toContain('/guide/gears#second');
    expect(split.slice(1, 3).sort()).toEqual(['/guide/bikes#sprocket', '/guide/parts#oil']);
    // A later section that holds every word of the question still shows under the best one.
    const whole = urls(
      await searchPages(
        'en',
        [['/guide/gears', gears('Chain sprocket sizes')], ...others],
        'sprocket chain',
      ),
    );
    expect(whole).toEqual([
      '/guide/gears#sprocket-chain',
      '/guide/gears#second',
      '/guide/bikes#sprocket',
    ]);
  });

  it('gives one hit per URL: a heading and the text under it are one result', async () => {
    const hits = (await first('bundle mode')).hits;
    expect(urls(hits).filter((url) => url === '/config/lib/bundle#bundle-mode')).toHaveLength(1);
    expect(hits[0]?.url).toBe('/config/lib/bundle#bundle-mode');
    expect(hits[0]?.type).toBe('lvl2');
  });
});

describe('escaping', () => {
  const tagsRemoved = (html: string, pre = '<mark>', post = '</mark>') =>
    html.split(pre).join('').split(post).join('');

  it('escapes page text: only the highlight tags are markup', async () => {
    const hit = (await first('alert')).hits[0];
    expect(hit?.content).toContain('<script>');
    expect(hit?._highlightResult.content?.value).toBe(
      'Never run &lt;script&gt;<mark>alert</mark>(&quot;x&quot;)&lt;/script&gt; from docs.',
    );
    for (const value of htmlValues(hit as SearchHit))
      expect(tagsRemoved(value)).not.toMatch(/[<>]/);
  });

  it('never lets a query inject markup', async () => {
    const result = await first('<img src=x onerror=alert(1)><script>alert');
    expect(result.hits.length).toBeGreaterThan(0);
    for (const hit of result.hits) {
      for (const value of htmlValues(hit)) expect(tagsRemoved(value)).not.toMatch(/[<>]/);
    }
  });

  it('uses the caller’s highlight tags and ellipsis', async () => {
    const options = {
      highlightPreTag: '<em class="hit">',
      highlightPostTag: '</em>',
      snippetEllipsisText: '...',
    };
    const hit = (await first('needle', options)).hits[0];
    expect(hit?._snippetResult.content?.value).toMatch(
      /^\.\.\..*<em class="hit">needle<\/em>.*\.\.\.$/,
    );
  });
});

describe('snippets', () => {
  it(`shows ${SNIPPET_WORDS} words around the first match, ${SNIPPET_WORDS_NARROW} when asked`, async () => {
    const wide = (await first('needle')).hits[0]?._snippetResult.content?.value ?? '';
    const narrow = (await first('needle', { snippetWords: SNIPPET_WORDS_NARROW })).hits[0]
      ?._snippetResult.content?.value;
    expect(wordsOf(wide)).toHaveLength(SNIPPET_WORDS);
    expect(wordsOf(narrow ?? '')).toHaveLength(SNIPPET_WORDS_NARROW);
    expect(wide).toBe('…w17 w18 w19 <mark>needle</mark> w21 w22 w23 w24 w25 w26…');
    expect(narrow).toBe('…w19 <mark>needle</mark> w21 w22 w23…');
  });
});
