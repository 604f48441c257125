import { describe, expect, it } from 'vitest';
import { listedPages, type PageRecord, slimPageRecord } from '#node/page-data';

const toc = [{ id: 'format', text: 'format', depth: 2, charIndex: 120 }];

const pages = (): PageRecord[] => [
  {
    title: 'Lib options',
    routePath: '/config/lib/',
    lang: 'en',
    toc: [],
    frontmatter: { title: 'Lib options', overview: true },
    description: 'All lib options.',
    feeds: [],
    lastUpdatedTime: '11/22/2026',
    _relativePath: 'en/config/lib/index.md',
  },
  {
    title: 'lib.format',
    routePath: '/config/lib/format',
    lang: 'en',
    toc,
    frontmatter: { title: 'lib.format' },
    description: 'The output format.',
    lastUpdatedTime: '11/22/2026',
    _relativePath: 'en/config/lib/format.mdx',
  },
  {
    title: 'Quick start',
    routePath: '/guide/start/quick-start',
    lang: 'en',
    toc,
    frontmatter: { title: 'Quick start' },
    feeds: [{ id: 'blog' }],
  },
];

describe('listedPages', () => {
  it('lists the pages below an overview page with their headings, not the overview itself', () => {
    expect(listedPages(pages(), '/config/lib/')).toEqual([
      { routePath: '/config/lib/format', toc: [{ id: 'format', text: 'format', depth: 2 }] },
    ]);
    expect(listedPages(pages(), '/blog/')).toEqual([]);
  });
});

/** What Rspress bundles of a record: its own enumerable fields, as JSON. */
const bundled = (record: PageRecord) => JSON.parse(JSON.stringify(record));

describe('slimPageRecord', () => {
  it('bundles only what the client reads', () => {
    const [, format, quickStart] = pages();
    slimPageRecord(format as PageRecord);
    expect(bundled(format as PageRecord)).toEqual({ routePath: '/config/lib/format', lang: 'en' });
    slimPageRecord(quickStart as PageRecord);
    expect(bundled(quickStart as PageRecord)).toEqual({
      routePath: '/guide/start/quick-start',
      lang: 'en',
      feeds: [{ id: 'blog' }],
    });
  });

  it('keeps every field readable on the server (RSS plugin, llms, overview pages)', () => {
    const [overview, format] = pages();
    slimPageRecord(format as PageRecord);
    expect(format?.title).toBe('lib.format');
    expect(format?.frontmatter).toEqual({ title: 'lib.format' });
    expect(format?.description).toBe('The output format.');
    expect(format?.toc).toEqual(toc);
    expect(format?._relativePath).toBe('en/config/lib/format.mdx');
    const { ...spread } = format as PageRecord;
    expect(spread).not.toHaveProperty('title');
    expect(
      listedPages([overview as PageRecord, format as PageRecord], '/config/lib/'),
    ).toHaveLength(1);
  });

  it('keeps the last-updated time off the bundle, also when it is set after', () => {
    const [, format, quickStart] = pages();
    slimPageRecord(format as PageRecord);
    slimPageRecord(quickStart as PageRecord);
    (quickStart as PageRecord).lastUpdatedTime = '11/23/2026';
    expect(bundled(format as PageRecord)).not.toHaveProperty('lastUpdatedTime');
    expect(bundled(quickStart as PageRecord)).not.toHaveProperty('lastUpdatedTime');
    expect(format?.lastUpdatedTime).toBe('11/22/2026');
    expect(quickStart?.lastUpdatedTime).toBe('11/23/2026');
  });

  it('drops an empty feed list', () => {
    const [overview] = pages();
    slimPageRecord(overview as PageRecord);
    expect(overview).not.toHaveProperty('feeds');
  });
});
