import { describe, expect, it } from 'vitest';
import { MAX_FUZZY_EXPANSIONS, MIN_HITS_BEFORE_TYPOS } from '#shared/search/constants';
import { editDistance, fuzzyMatches, typoBudget } from '#shared/search/fuzzy';
import { clientFor, heading, pageHtml, siteRecords } from './helpers';

describe('editDistance', () => {
  it('counts an insertion, a deletion, a substitution or a swap of neighbours as one edit', () => {
    expect(editDistance('bundle', 'bundle', 2)).toBe(0);
    expect(editDistance('bundl', 'bundle', 2)).toBe(1);
    expect(editDistance('bundlle', 'bundle', 2)).toBe(1);
    expect(editDistance('bindle', 'bundle', 2)).toBe(1);
    expect(editDistance('bundel', 'bundle', 2)).toBe(1);
    expect(editDistance('fromat', 'format', 2)).toBe(1);
  });

  it('adds edits up and stops counting past the limit', () => {
    expect(editDistance('delcaraton', 'declaration', 2)).toBe(2);
    expect(editDistance('fromta', 'format', 1)).toBe(2);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('gives the same answer after a longer comparison, whose rows it reuses', () => {
    const long = 'x'.repeat(30);
    expect(editDistance(long, `${long}yz`, 2)).toBe(2);
    expect(editDistance('fromat', 'format', 2)).toBe(1);
    expect(editDistance('format', 'fromta', 1)).toBe(2);
    expect(editDistance('bundle', 'bundle', 2)).toBe(0);
  });
});

describe('typoBudget', () => {
  it('forgives one typo from 4 letters and two from 8, as hosted DocSearch does', () => {
    expect(typoBudget('dts')).toBe(0);
    expect(typoBudget('tsup')).toBe(1);
    expect(typoBudget('fromat')).toBe(1);
    expect(typoBudget('storybo')).toBe(1);
    expect(typoBudget('storybok')).toBe(2);
    expect(typoBudget('declaraton')).toBe(2);
  });

  it('takes Chinese, digits, joined identifiers and very long words as typed', () => {
    expect(typoBudget('打包工具')).toBe(0);
    expect(typoBudget('es2015')).toBe(0);
    expect(typoBudget('lib.dts')).toBe(0);
    expect(typoBudget('x'.repeat(40))).toBe(0);
  });
});

describe('fuzzyMatches', () => {
  const words = ['bundle', 'bundled', 'bundles', 'bungle', 'candle'];
  const ofLength = (length: number) => words.filter((word) => word.length === length);

  it('returns the words within the budget, closest first, never the word itself', () => {
    expect(fuzzyMatches('bundel', 1, ofLength)).toEqual([{ term: 'bundle', typos: 1 }]);
    expect(fuzzyMatches('bundle', 2, ofLength)).toEqual([
      { term: 'bundled', typos: 1 },
      { term: 'bundles', typos: 1 },
      { term: 'bungle', typos: 1 },
      { term: 'candle', typos: 2 },
    ]);
  });

  it(`keeps at most ${MAX_FUZZY_EXPANSIONS} words`, () => {
    // axyz … zxyz: 25 words one substitution away from qxyz.
    const many = Array.from({ length: 26 }, (_, k) => `${String.fromCharCode(97 + k)}xyz`);
    const found = fuzzyMatches('qxyz', 1, (length) => (length === 4 ? many : []));
    expect(found).toHaveLength(MAX_FUZZY_EXPANSIONS);
    expect(found[0]).toEqual({ term: 'axyz', typos: 1 });
  });
});

const EN = siteRecords('en', [
  ['/config/lib/format', pageHtml('lib.format', '<p>Sets the output format of a lib.</p>')],
  [
    '/config/lib/bundle',
    pageHtml('lib.bundle', `<p>Whether to bundle.</p>${heading(2, 'Bundleless mode', 'less')}`),
  ],
  [
    '/guide/advanced/dts',
    pageHtml('Declaration files', '<p>Emit a declaration for each entry.</p>'),
  ],
  [
    '/guide/advanced/third-party-deps',
    pageHtml(
      'Third-party dependencies',
      `${heading(2, 'Add externals', 'externals')}<p>By hand.</p>`,
    ),
  ],
  ['/guide/formal', pageHtml('Formal notes', '<p>A formal page that never names the option.</p>')],
  ['/guide/declarative', pageHtml('Declarative config', '<p>Written as data.</p>')],
  ['/config/lib/syntax', pageHtml('lib.syntax', '<p>Targets es2015 or later.</p>')],
  ['/guide/dst', pageHtml('DST', '<p>Daylight saving time, nothing to do with types.</p>')],
]);
const ZH = siteRecords('zh', [
  ['/zh/guide/tools', pageHtml('构建工具', '<p>使用打包工具构建你的库。</p>')],
]);

describe('searching with typos', () => {
  const { client } = clientFor(EN);
  const search = async (query: string) => (await client.search(query)).results[0];
  const urls = async (query: string) => (await search(query))?.hits.map((hit) => hit.url) ?? [];

  it.each([
    ['fromat', '/config/lib/format'],
    ['bundel', '/config/lib/bundle'],
    ['declaraton', '/guide/advanced/dts'],
    ['exteranls', '/guide/advanced/third-party-deps#externals'],
    ['delcaraton', '/guide/advanced/dts'],
  ])('finds %s', async (query, url) => {
    expect((await urls(query)).slice(0, 3)).toContain(url);
  });

  it('ranks the words as typed first, then the words reached despite a typo', async () => {
    expect(await urls('format')).toEqual(['/config/lib/format', '/guide/formal']);
  });

  it('ranks fewer typos first', async () => {
    expect(await urls('declaratin')).toEqual(['/guide/advanced/dts', '/guide/declarative']);
  });

  it(`looks for typos only when the words as typed find fewer than ${MIN_HITS_BEFORE_TYPOS} hits`, async () => {
    const formats = Array.from({ length: MIN_HITS_BEFORE_TYPOS }, (_, k): [string, string] => [
      `/guide/format-${k}`,
      pageHtml(`Format ${k}`, '<p>Another format.</p>'),
    ]);
    const many = clientFor([...EN, ...siteRecords('en', formats)]).client;
    const found = (await many.search('format', { hitsPerPage: 100 })).results[0]?.hits ?? [];
    expect(found).toHaveLength(MIN_HITS_BEFORE_TYPOS + 1);
    expect(found.map((hit) => hit.url)).not.toContain('/guide/formal');
  });

  it('still reads the last word as a prefix while it is typed', async () => {
    expect((await urls('declar'))[0]).toBe('/guide/advanced/dts');
    expect((await urls('bundlel'))[0]).toBe('/config/lib/bundle#less');
  });

  it('marks the word as the page spells it, and names the query word as matched', async () => {
    const hit = (await search('fromat'))?.hits[0];
    expect(hit?._highlightResult.hierarchy.lvl1).toEqual({
      value: 'lib.<mark>format</mark>',
      matchLevel: 'full',
      matchedWords: ['fromat'],
    });
    const title = (await search('declaraton'))?.hits[0]?._highlightResult.hierarchy.lvl1?.value;
    expect(title).toBe('<mark>Declaration</mark> files');
  });

  it('forgives no more than the budget: one typo below 8 letters, none below 4', async () => {
    expect(await urls('fromta')).toEqual([]);
    expect(await urls('dsr')).toEqual([]);
    expect(await urls('sdt')).toEqual([]);
  });

  it('takes numbers as typed', async () => {
    expect(await urls('es2015')).toEqual(['/config/lib/syntax']);
    expect(await urls('es2016')).toEqual([]);
  });

  it('never applies to Chinese', async () => {
    const zh = clientFor(ZH, 'zh').client;
    expect((await zh.search('打包')).results[0]?.nbHits).toBe(1);
    expect((await zh.search('打宝')).results[0]?.nbHits).toBe(0);
  });
});
