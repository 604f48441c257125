import { describe, expect, it } from 'vitest';
import { listedByOverview, type PageRecord, slimPageRecord } from '#node/page-data';

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

describe('listedByOverview', () => {
  it('lists the pages below an overview page, not the overview itself', () => {
    const listed = listedByOverview(pages());
    expect(listed('/config/lib/format')).toBe(true);
    expect(listed('/config/lib/')).toBe(false);
    expect(listed('/guide/start/quick-start')).toBe(false);
  });
});

/** What Rspress bundles of a record: its own enumerable fields, as JSON. */
const bundled = (record: PageRecord) => JSON.parse(JSON.stringify(record));

describe('slimPageRecord', () => {
  it('bundles only what the client reads', () => {
    const [, format, quickStart] = pages();
    slimPageRecord(format as PageRecord, true);
    expect(bundled(format as PageRecord)).toEqual({
      routePath: '/config/lib/format',
      lang: 'en',
      toc: [{ id: 'format', text: 'format', depth: 2 }],
      lastUpdatedTime: '11/22/2026',
    });
    slimPageRecord(quickStart as PageRecord, false);
    expect(bundled(quickStart as PageRecord)).toEqual({
      routePath: '/guide/start/quick-start',
      lang: 'en',
      feeds: [{ id: 'blog' }],
    });
  });

  it('keeps every field readable on the server (RSS plugin, llms)', () => {
    const [, format] = pages();
    slimPageRecord(format as PageRecord, false);
    expect(format?.title).toBe('lib.format');
    expect(format?.frontmatter).toEqual({ title: 'lib.format' });
    expect(format?.description).toBe('The output format.');
    expect(format?.toc).toEqual(toc);
    expect(format?._relativePath).toBe('en/config/lib/format.mdx');
    const { ...spread } = format as PageRecord;
    expect(spread).not.toHaveProperty('title');
  });

  it('drops an empty feed list', () => {
    const [overview] = pages();
    slimPageRecord(overview as PageRecord, false);
    expect(overview).not.toHaveProperty('feeds');
  });
});
