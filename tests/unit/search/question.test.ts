import { describe, expect, it } from 'vitest';
import { isFiller, stemOf, unversioned } from '#shared/search/question';
import { synonymsOf } from '#shared/search/synonyms';
import { queryTerms } from '#shared/search/tokenize';
import { clientFor, heading, pageHtml, searchPages, siteRecords } from './helpers';

describe('reading a question', () => {
  it('takes question words and complaints as fillers, in both languages', () => {
    for (const word of ['how', 'why', 'not', 'working', 'error', 'does', 'the', 'hope', 'plans'])
      expect(isFiller(word), word).toBe(true);
    for (const term of ['怎么', '为什', '没有', '报错', '的生', '了别', '谢谢', '直接'])
      expect(isFiller(term), term).toBe(true);
    for (const word of ['externals', 'dts', 'minify', 'watch', '类型', '声明'])
      expect(isFiller(word), word).toBe(false);
  });

  it('gives the forms of a word one stem', () => {
    const stems = (words: string[]) => new Set(words.map(stemOf));
    expect(stems(['externals', 'external', 'externalize', 'externalized'])).toEqual(
      new Set(['external']),
    );
    expect(stems(['bundle', 'bundled', 'bundles', 'bundling'])).toEqual(new Set(['bundl']));
    expect(stems(['alias', 'aliases'])).toEqual(new Set(['alias']));
    expect(stems(['entry', 'entries'])).toEqual(new Set(['entry']));
    expect(stems(['analysis', 'analyses', 'analyze', 'analyzer', 'analyse'])).toEqual(
      new Set(['analy']),
    );
    expect(stems(['minify', 'minified', 'minifier', 'minification'])).toEqual(new Set(['minif']));
    expect(stems(['configuration', 'configure', 'configured'])).toEqual(new Set(['configur']));
    expect(stems(['declaration', 'declarations', 'declare'])).toEqual(new Set(['declar']));
    expect(stems(['optimization', 'optimize'])).toEqual(new Set(['optim']));
    expect(stemOf('bundleless')).not.toBe(stemOf('bundle'));
    expect(stemOf('lib.format')).toBe('lib.format');
  });

  it('reads the name in a word that runs its major version on', () => {
    expect(unversioned('vue3')).toBe('vue');
    expect(unversioned('react18')).toBe('react');
    expect(unversioned('webpack5')).toBe('webpack');
    for (const word of ['es2015', 'ts5', 'es5', 'vue', 'v3', 'vue3x'])
      expect(unversioned(word), word).toBeNull();
  });

  it('marks the pairs of characters that straddle two words', () => {
    const straddling = (query: string) =>
      queryTerms(query)
        .filter((term) => term.straddles)
        .map((term) => term.term);
    expect(straddling('选项对应')).toEqual(['项对']);
    expect(straddling('类型声明文件')).toEqual(['型声', '明文']);
    // Word boundaries, not pair parity: 类型 | 声.
    expect(straddling('类型声')).toEqual(['型声']);
    expect(straddling('排除第三方包')).toContain('除第');
  });

  it('knows the synonyms library authors use, across languages', () => {
    expect(synonymsOf('dts')).toEqual(
      expect.arrayContaining(['declaration', 'd.ts', '声明', '类型']),
    );
    expect(synonymsOf('cjs')).toEqual(expect.arrayContaining(['commonjs', 'require']));
    expect(synonymsOf('compress')).toEqual(expect.arrayContaining(['minify', '压缩']));
    expect(synonymsOf('watch')).toEqual(expect.arrayContaining(['rebuild', 'restart']));
    expect(synonymsOf('wasm')).toEqual(['webassembly']);
    expect(synonymsOf('dir')).toEqual(['directory', 'folder', '目录']);
    expect(synonymsOf('图片')).toEqual(['assets', 'images', '资源']);
    expect(synonymsOf('widget')).toEqual([]);
  });
});

const QUESTION_RECORDS = siteRecords('en', [
  [
    '/guide/css',
    pageHtml(
      'Styles in a library',
      `<p>How stylesheets are emitted.</p>${heading(2, 'Missing CSS', 'missing')}<p>When the output has no CSS, check the target.</p>${heading(2, 'After the build', 'after')}<p>Import the generated file.</p>`,
    ),
  ],
  ['/guide/other', pageHtml('Output of a build', '<p>The folder it writes.</p>')],
  ['/config/minify', pageHtml('output.minify', '<p>Whether to minify JavaScript and CSS.</p>')],
  ['/config/externals', pageHtml('output.externals', '<p>Keep dependencies external.</p>')],
  [
    '/guide/dts',
    pageHtml('Declaration files', '<p>Generate declaration files for TypeScript users.</p>'),
  ],
  ['/guide/cjs', pageHtml('CommonJS output', '<p>Output for require.</p>')],
  ['/guide/cli', pageHtml('Command line', '<p>Build again when a file changes: rebuild.</p>')],
  // As on a real site, "build" and "output" are common words and "css" a rarer one: the ranking
  // weighs words by how rare they are.
  ['/guide/start', pageHtml('Getting started', '<p>Build the library and look at its output.</p>')],
  ['/guide/deploy', pageHtml('Publishing', '<p>Publish the build output to npm.</p>')],
  ['/guide/formats', pageHtml('Formats', '<p>Each build writes its own output folder.</p>')],
]);
const { client } = clientFor(QUESTION_RECORDS);
const top = async (query: string) =>
  ((await client.search(query)).results[0]?.hits ?? []).map((hit) => hit.url);

describe('ranking a question', () => {
  it('ranks a page holding the words across its sections above a section holding few', async () => {
    // "css", "output" and "build" meet only across the CSS page's sections; the other page
    // has "output" and "build" in its title, which alone would rank first.
    expect((await top('css not in output after build'))[0]).toMatch(/^\/guide\/css/);
    // Two sections say the same; the page that also holds "config" puts its section first,
    // although the other page comes first in the site.
    const watch = `${heading(2, 'Watch mode', 'watch')}<p>Rebuilds on save.</p>`;
    const hits = await searchPages(
      'en',
      [
        ['/guide/misc', pageHtml('Miscellaneous', watch)],
        [
          '/guide/dev',
          pageHtml('Development', `${watch}${heading(2, 'Config file', 'file')}<p>Read once.</p>`),
        ],
      ],
      'watch mode config',
    );
    expect(hits[0]?.url).toBe('/guide/dev#watch');
  });

  it('weighs the words by how rare they are: a telling word outranks two common ones', async () => {
    const common = Array.from({ length: 6 }, (_, k): [string, string] => [
      `/guide/part-${k}`,
      pageHtml(`Part ${k}`, '<p>A component of the library.</p>'),
    ]);
    const hits = await searchPages(
      'en',
      [...common, ['/guide/tooling', pageHtml('Tooling', '<p>Run vitest.</p>')]],
      'how to use a library component with vitest',
    );
    expect(hits[0]?.url).toBe('/guide/tooling');
  });

  it('counts a word more on a page about it, and looks a single word up where it stands', async () => {
    // The threads page says "worker" in every paragraph and "bundle" once; the notes page
    // holds both words in one sentence, but names workers in passing.
    const mentions = Array.from({ length: 64 }, (_, k) => `<p>The worker handles job ${k}.</p>`);
    const threads: [string, string] = [
      '/guide/threads',
      pageHtml('Threads', `${heading(2, 'Jobs', 'jobs')}${mentions.join('')}<p>Bundle it.</p>`),
    ];
    const others = ['Styles', 'Assets', 'Types'].map((title): [string, string] => [
      `/guide/${title.toLowerCase()}`,
      pageHtml(title, '<p>Nothing about threads.</p>'),
    ]);
    const notes = (article: string): [string, string] => [
      '/guide/notes',
      pageHtml('Notes', article),
    ];
    const question = await searchPages(
      'en',
      [notes(`${heading(2, 'Tips', 'tips')}<p>Bundle a worker once.</p>`), threads, ...others],
      'bundle worker',
    );
    expect(question[0]?.url).toBe('/guide/threads#jobs');
    // One word asked: the heading that names it comes first, not the page that says it most.
    const lookUp = await searchPages(
      'en',
      [notes(`${heading(2, 'Worker', 'worker')}<p>Once.</p>`), threads, ...others],
      'worker',
    );
    expect(lookUp[0]?.url).toBe('/guide/notes#worker');
  });

  it('lets neither fillers nor unknown words empty the results or decide them', async () => {
    expect((await top('how do i minify'))[0]).toBe('/config/minify');
    expect((await top('why is minify not working error'))[0]).toBe('/config/minify');
    expect((await top('minify qzxwv'))[0]).toBe('/config/minify');
    // Fillers alone are read as typed.
    expect(await top('how')).toEqual(['/guide/css']);
  });

  it('finds a page by a synonym or another form of the word', async () => {
    expect((await top('compress'))[0]).toBe('/config/minify');
    expect((await top('d.ts'))[0]).toBe('/guide/dts');
    expect((await top('types for require consumers'))[0]).toBe('/guide/cjs');
    expect((await top('watch'))[0]).toBe('/guide/cli');
    expect((await top('externalized'))[0]).toBe('/config/externals');
    expect((await top('externalize dependencies'))[0]).toBe('/config/externals');
  });

  it('finds a name written with its version run on, where the pages write it apart', async () => {
    // "vue3" is held only inside a package name; the page titled with the name comes first.
    const hits = await searchPages(
      'en',
      [
        ['/guide/storybook', pageHtml('Storybook', '<p>Install storybook-vue3-rsbuild.</p>')],
        ['/guide/vue', pageHtml('Vue', '<p>Build a Vue 3 component library.</p>')],
      ],
      'vue3',
    );
    expect(hits.map((hit) => hit.url)).toEqual(['/guide/vue', '/guide/storybook']);
  });

  it('ranks the word as typed above its synonyms', async () => {
    expect((await top('minify'))[0]).toBe('/config/minify');
    expect(queryTerms('minify').map((term) => term.term)).toEqual(['minify']);
  });

  it('reads an identifier as its parts together too, as another form of it', async () => {
    // "web-worker" is held whole by one page only; the page about the concept writes it as two
    // words, in a heading, and comes first.
    const hits = await searchPages(
      'en',
      [
        ['/config/target', pageHtml('output.target', '<p>Set it for a web-worker build.</p>')],
        [
          '/guide/workers',
          pageHtml('Bundling', `${heading(2, 'Web Workers', 'workers')}<p>Start them.</p>`),
        ],
        // Both parts, but in different records: not read together.
        [
          '/guide/web',
          pageHtml('Web pages', `${heading(2, 'Threads', 'threads')}<p>A worker.</p>`),
        ],
      ],
      'support web-worker',
    );
    expect(hits.map((hit) => hit.url)).toEqual(['/guide/workers#workers', '/config/target']);
    expect(hits[0]?._highlightResult.hierarchy.lvl2?.value).toBe(
      '<mark>Web</mark> <mark>Workers</mark>',
    );
  });

  it('counts a Chinese pair as a piece of a word, below a Latin word of the same question', async () => {
    // "externals" and 编译 are each held by one section: equally rare. The Latin word names the
    // option as the page does; the pair is half a word, so its page comes second, although it
    // comes first in the site.
    const hits = await searchPages(
      'zh',
      [
        ['/zh/guide/compile', pageHtml('构建', '<p>编译你的库。</p>')],
        ['/zh/config/externals', pageHtml('配置项', '<p>设置 externals 选项。</p>')],
        ['/zh/guide/other', pageHtml('其他', '<p>这里没有相关内容。</p>')],
      ],
      'externals 编译报错',
    );
    expect(hits.map((hit) => hit.url)).toEqual(['/zh/config/externals', '/zh/guide/compile']);
  });

  it('reads nothing into the numbers of a version the index does not hold', async () => {
    // "1.9.9" is nowhere: its numbers would find the page that says "1.0" and "0.9".
    const hits = await searchPages(
      'en',
      [
        ['/guide/upgrade', pageHtml('Upgrade to 1.0', '<p>UMD output changed in 0.9.</p>')],
        ['/guide/formats', pageHtml('Formats', '<p>UMD externals need a global name.</p>')],
      ],
      '1.9.9 umd externals',
    );
    expect(hits.map((hit) => hit.url)).toEqual(['/guide/formats', '/guide/upgrade']);
  });

  it('reads an identifier the index holds as one word as that word', async () => {
    // "rs-build" is written "Rsbuild" on the pages; read as "rs" and "build", it would rank
    // the page that says "build" most first.
    const hits = await searchPages(
      'en',
      [
        ['/guide/build', pageHtml('Build', '<p>Build the library: a build writes output.</p>')],
        ['/config/rsbuild', pageHtml('Rsbuild options', '<p>Options passed on.</p>')],
      ],
      'rs-build options',
    );
    expect(hits.map((hit) => hit.url)).toEqual(['/config/rsbuild']);
  });
});
