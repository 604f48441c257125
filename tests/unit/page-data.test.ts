import { describe, expect, it } from 'vitest';
import {
  type PageRecord,
  pageDescription,
  parsePageDataModule,
  slimPageDataModule,
  slimPages,
} from '../../src/page-data';

const toc = [{ id: 'format', text: 'format', depth: 2, charIndex: -1 }];

const pages: PageRecord[] = [
  {
    title: 'Lib options',
    routePath: '/config/lib/',
    lang: 'en',
    toc: [],
    frontmatter: { title: 'Lib options', overview: true, description: 'All lib options.' },
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
    frontmatter: { title: 'lib.format', description: 'The output format.' },
    description: 'The output format.',
    feeds: [],
    _relativePath: 'en/config/lib/format.md',
  },
  {
    title: 'Quick start',
    routePath: '/guide/start/quick-start',
    lang: 'en',
    toc,
    frontmatter: { title: 'Quick start' },
    description: 'Extracted from the first paragraph.',
    feeds: [{ url: 'https://rslib.rs/rss/blog.xml' }],
    editedBy: 'a plugin',
  },
];

const generated = (data: unknown) =>
  `export const pageData = ${JSON.stringify(data, null, 2)};
          export const searchIndexHash = ${JSON.stringify({ '###en': 'abc' }, null, 2)};`;

describe('slimPages', () => {
  const [overview, listed, guide] = slimPages(pages);

  it('drops what the page module already carries: title and front matter', () => {
    for (const page of [overview, listed, guide]) {
      expect(page).not.toHaveProperty('title');
      expect(page).not.toHaveProperty('frontmatter');
    }
  });

  it('keeps the table of contents only of pages an overview lists, without charIndex', () => {
    expect(listed?.toc).toEqual([{ id: 'format', text: 'format', depth: 2 }]);
    expect(guide).not.toHaveProperty('toc');
  });

  it('keeps a description only where it is not the front matter one', () => {
    expect(listed).not.toHaveProperty('description');
    expect(guide?.description).toBe('Extracted from the first paragraph.');
  });

  it('keeps feeds when there are some, and fields it does not know', () => {
    expect(listed).not.toHaveProperty('feeds');
    expect(guide?.feeds).toEqual([{ url: 'https://rslib.rs/rss/blog.xml' }]);
    expect(guide?.editedBy).toBe('a plugin');
    expect(overview?.lastUpdatedTime).toBe('11/22/2026');
    expect(overview?._relativePath).toBe('en/config/lib/index.md');
  });
});

describe('the generated module', () => {
  it('round-trips, slimmed, with the search index hashes untouched', () => {
    const slim = parsePageDataModule(slimPageDataModule(generated({ pages })));
    expect(slim.pageData.pages).toEqual(slimPages(pages));
    expect(slim.searchIndexHash).toEqual({ '###en': 'abc' });
  });

  it('fails, saying what changed, when Rspress generates something else', () => {
    expect(() => slimPageDataModule('export default {}')).toThrow(/no longer has the shape/);
  });
});

describe('pageDescription', () => {
  it('prefers the page description, then the front matter one', () => {
    expect(pageDescription({ description: 'own', frontmatter: { description: 'fm' } })).toBe('own');
    expect(pageDescription({ frontmatter: { description: 'fm' } })).toBe('fm');
    expect(pageDescription({ frontmatter: { description: 42 } })).toBeUndefined();
    expect(pageDescription({})).toBeUndefined();
  });
});
