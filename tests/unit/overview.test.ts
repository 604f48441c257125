import { describe, expect, it } from 'vitest';
import {
  filterOverviewGroups,
  normalizeForFilter,
  type OverviewGroupData,
  overviewGroups,
  type SidebarNode,
  sectionOf,
} from '#shared/overview';

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
      allHeaders: pages[0]?.toc,
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
    const titles = (query: string) =>
      filterOverviewGroups(groups, query).flatMap((g) => g.items.map((i) => i.text));
    expect(titles('AUTO-EXTENSION')).toEqual(['lib.autoExtension']);
    expect(titles('esm-output')).toEqual(['lib.format']);
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
            allHeaders: pages[1]?.toc,
          },
        ],
      },
    ]);
  });

  it('finds headings below the levels shown, and shows them while the query matches', () => {
    expect(groups[0]?.items[0]?.headers.map((h) => h.text)).toEqual(['Default value']);
    const result = filterOverviewGroups(groups, 'detail');
    expect(result[0]?.items.map((i) => [i.text, i.headers.map((h) => h.text)])).toEqual([
      ['lib.autoExtension', ['Detail']],
    ]);
  });

  it('returns nothing when nothing matches, whatever the characters', () => {
    expect(filterOverviewGroups(groups, 'zzz')).toEqual([]);
    expect(filterOverviewGroups(groups, '.*[(')).toEqual([]);
    expect(normalizeForFilter('  Auto--Extension  ')).toBe('auto extension');
  });
});

/** What a reader sees after filtering: each title shown, with the headings shown under it. */
function shownAfterFilter(groups: OverviewGroupData[], query: string): string[] {
  return filterOverviewGroups(groups, query).flatMap((group) =>
    group.items.map((item) => [item.text, ...item.headers.map((h) => h.text)].join(' > ')),
  );
}

describe('filterOverviewGroups by the words of camelCase and dotted names', () => {
  const options: OverviewGroupData[] = [
    {
      name: 'Lib options',
      items: [
        { text: 'lib.autoExtension', link: '/config/lib/auto-extension', headers: [] },
        { text: 'lib.umdName', link: '/config/lib/umd-name', headers: [] },
        {
          text: 'lib.dts',
          link: '/config/lib/dts',
          headers: [{ id: 'fields', text: 'Fields', depth: 2 }],
          allHeaders: [
            { id: 'fields', text: 'Fields', depth: 2 },
            { id: 'dtsbundle', text: 'dts.bundle', depth: 3 },
            { id: 'dtsdistpath', text: 'dts.distPath', depth: 3 },
          ],
        },
        {
          text: 'lib.format',
          link: '/config/lib/format',
          headers: [{ id: 'cjs-interop', text: 'CJSInterop', depth: 2 }],
        },
      ],
    },
  ];
  const shown = (query: string) => shownAfterFilter(options, query);

  it('finds a name by its words, whole or begun', () => {
    expect(shown('auto extension')).toEqual(['lib.autoExtension']);
    expect(shown('auto ext')).toEqual(['lib.autoExtension']);
    expect(shown('umd name')).toEqual(['lib.umdName']);
    expect(shown('UMD Name')).toEqual(['lib.umdName']);
    expect(shown('lib umd')).toEqual(['lib.umdName']);
    expect(shown('dts bundle')).toEqual(['lib.dts > dts.bundle']);
    expect(shown('dist path')).toEqual(['lib.dts > dts.distPath']);
    expect(shown('cjs interop')).toEqual(['lib.format > CJSInterop']);
  });

  it('still finds a name as written, and a camelCase query by its words', () => {
    expect(shown('lib.umdname')).toEqual(['lib.umdName']);
    expect(shown('autoExt')).toEqual(['lib.autoExtension']);
    expect(shown('lib.auto ext')).toEqual(['lib.autoExtension']);
    expect(shown('auto-ext')).toEqual(['lib.autoExtension']);
  });

  it('does not join words the name keeps apart, or match words out of order', () => {
    expect(shown('umdname extension')).toEqual([]);
    expect(shown('name umd')).toEqual([]);
    expect(shown('autoextension umd')).toEqual([]);
  });

  it('applies the same rule to Chinese groups and headings', () => {
    const zh: OverviewGroupData[] = [
      {
        name: '库选项',
        items: [
          {
            text: 'lib.umdName',
            link: '/zh/config/lib/umd-name',
            headers: [{ id: 'default', text: '默认值', depth: 2 }],
          },
          {
            text: 'lib.autoExtension',
            link: '/zh/config/lib/auto-extension',
            headers: [{ id: 'js-ext', text: '输出 .mjs 的 jsExtension', depth: 2 }],
          },
        ],
      },
    ];
    const zhShown = (query: string) => shownAfterFilter(zh, query);
    expect(zhShown('umd name')).toEqual(['lib.umdName > 默认值']);
    expect(zhShown('默认')).toEqual(['lib.umdName > 默认值']);
    expect(zhShown('js extension')).toEqual(['lib.autoExtension > 输出 .mjs 的 jsExtension']);
    expect(zhShown('库选项')).toHaveLength(2);
  });
});
