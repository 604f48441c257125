import { describe, expect, it } from 'vitest';
import {
  filterOverviewGroups,
  normalizeForFilter,
  type OverviewGroupData,
  overviewGroups,
  type SidebarNode,
  sectionOf,
} from '../../src/overview';

const sidebar: SidebarNode[] = [
  { text: 'Config', link: '/config/' },
  {
    text: 'Lib options',
    link: '/config/lib/',
    items: [
      { text: 'lib.autoExtension', link: '/config/lib/auto-extension' },
      { text: 'lib.format', link: '/config/lib/format', overviewHeaders: [2, 3] },
    ],
  },
  { dividerType: 'solid' },
  {
    text: '',
    items: [{ text: 'resolve', link: '/config/rsbuild/resolve' }],
  },
  { text: 'Lone page', link: '/config/lone' },
];

const pages = [
  {
    routePath: '/config/lib/auto-extension',
    toc: [
      { id: 'default-value', text: 'Default value', depth: 2 },
      { id: 'detail', text: 'Detail', depth: 3 },
    ],
  },
  {
    routePath: '/config/lib/format',
    toc: [
      { id: 'esm', text: 'ESM output', depth: 2 },
      { id: 'cjs-interop', text: 'CJS interop', depth: 3 },
    ],
  },
  { routePath: '/config/rsbuild/resolve', toc: [{ id: 'alias', text: 'resolve.alias', depth: 2 }] },
];

describe('overviewGroups', () => {
  it('lists the groups below the overview with their level-2 headings, naming nameless groups', () => {
    const groups = overviewGroups({
      sidebar,
      routePath: '/config/',
      pages,
      fallbackName: 'Others',
    });
    expect(groups.map((g) => g.name)).toEqual(['Lib options', 'Others', 'Lone page']);
    expect(groups[0]?.items[0]).toEqual({
      text: 'lib.autoExtension',
      link: '/config/lib/auto-extension',
      headers: [{ id: 'default-value', text: 'Default value', depth: 2 }],
    });
    expect(groups[0]?.items[1]?.headers.map((h) => h.text)).toEqual(['ESM output', 'CJS interop']);
    expect(groups[1]?.items[0]?.headers.map((h) => h.text)).toEqual(['resolve.alias']);
  });

  it('takes the heading levels from front matter when given', () => {
    const groups = overviewGroups({
      sidebar,
      routePath: '/config/',
      pages,
      fallbackName: 'Others',
      headerLevels: [3],
    });
    expect(groups[0]?.items[0]?.headers.map((h) => h.text)).toEqual(['Detail']);
  });

  it('presents a section from its own entry', () => {
    expect(sectionOf(sidebar, '/config/lib/')).toHaveLength(1);
    const groups = overviewGroups({
      sidebar,
      routePath: '/config/lib/',
      pages,
      fallbackName: 'Others',
    });
    expect(groups).toHaveLength(1);
    expect(groups[0]?.items.map((i) => i.link)).toEqual([
      '/config/lib/auto-extension',
      '/config/lib/format',
    ]);
  });
});

describe('filterOverviewGroups', () => {
  const groups: OverviewGroupData[] = overviewGroups({
    sidebar,
    routePath: '/config/',
    pages,
    fallbackName: 'Others',
  });

  it('keeps everything for an empty or blank query', () => {
    expect(filterOverviewGroups(groups, '')).toBe(groups);
    expect(filterOverviewGroups(groups, '   ')).toBe(groups);
  });

  it('matches case-insensitively and reads hyphens as spaces', () => {
    const result = filterOverviewGroups(groups, 'AUTO-EXTENSION');
    expect(result).toHaveLength(0);
    const byTitle = filterOverviewGroups(groups, 'lib.AUTOEXTENSION');
    expect(byTitle[0]?.items.map((i) => i.text)).toEqual(['lib.autoExtension']);
    const byHeading = filterOverviewGroups(groups, 'default-value');
    expect(byHeading[0]?.items[0]?.headers.map((h) => h.text)).toEqual(['Default value']);
  });

  it('keeps a whole group when its name matches, and only matching headings otherwise', () => {
    expect(filterOverviewGroups(groups, 'lib options')[0]?.items).toHaveLength(2);
    const result = filterOverviewGroups(groups, 'interop');
    expect(result).toEqual([
      {
        name: 'Lib options',
        items: [
          {
            text: 'lib.format',
            link: '/config/lib/format',
            headers: [{ id: 'cjs-interop', text: 'CJS interop', depth: 3 }],
          },
        ],
      },
    ]);
  });

  it('returns nothing when nothing matches, whatever the characters', () => {
    expect(filterOverviewGroups(groups, 'zzz')).toEqual([]);
    expect(filterOverviewGroups(groups, '.*[(')).toEqual([]);
    expect(normalizeForFilter('  Auto--Extension  ')).toBe('auto extension');
  });
});
