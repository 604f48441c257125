import { describe, expect, it } from 'vitest';
import { addressSegments, closestPages, kebabCase, titlesFromLlmsTxt } from '#shared/closest-pages';
import { SITE_PAGES } from '../support/docs';

const pagesOf = (lang: string) =>
  SITE_PAGES.filter((page) => page.lang === lang).map((page) => ({ path: page.route }));
const EN = { lang: 'en', defaultLang: 'en' };
const ZH = { lang: 'zh', defaultLang: 'en' };
const closest = (address: string, context = EN, pages = pagesOf(context.lang)) =>
  closestPages(address, pages, context).map((page) => page.path);

describe('closestPages', () => {
  it('finds a page through a typo, a missing, an extra or a swapped letter', () => {
    expect(closest('/guide/start/quick-strat')[0]).toBe('/guide/start/quick-start');
    expect(closest('/config/lib/bundl')[0]).toBe('/config/lib/bundle');
    expect(closest('/config/lib/formatt')[0]).toBe('/config/lib/format');
    expect(closest('/config/lib/fromat')[0]).toBe('/config/lib/format');
    expect(closest('/guide/advanced/output-compatibilty')[0]).toBe(
      '/guide/advanced/output-compatibility',
    );
  });

  it('reads camelCase as the kebab-case routes use', () => {
    expect(closest('/config/lib/autoExternal')[0]).toBe('/config/lib/auto-external');
    expect(closest('/config/lib/outBase')[0]).toBe('/config/lib/out-base');
    expect(closest('/config/lib/autoextension')[0]).toBe('/config/lib/auto-extension');
  });

  it('finds a page asked for under the wrong section, its own section first', () => {
    expect(closest('/guide/quick-start')[0]).toBe('/guide/start/quick-start');
    expect(closest('/config/format')[0]).toBe('/config/lib/format');
    const dts = closest('/guide/basic/dts');
    expect(dts.slice(0, 2)).toEqual(['/guide/advanced/dts', '/config/lib/dts']);
  });

  it('finds a page by its title written as an address', () => {
    const pages = [{ path: '/guide/advanced/dts', title: 'Declaration files' }];
    expect(closest('/guide/declaration-file', EN, pages)).toEqual(['/guide/advanced/dts']);
  });

  it('works for Chinese pages, in their language only', () => {
    expect(closest('/zh/config/lib/fromat', ZH)[0]).toBe('/zh/config/lib/format');
    expect(closest('/zh/guide/start/quick-strat', ZH)[0]).toBe('/zh/guide/start/quick-start');
    for (const found of closest('/zh/config/lib/bundl', ZH)) expect(found).toMatch(/^\/zh\//);
  });

  it('lists at most three pages, and none when nothing is close', () => {
    expect(closest('/config/lib/x').length).toBeLessThanOrEqual(3);
    expect(closest('/guide/does-not-exist')).toEqual([]);
    expect(closest('/completely/unrelated/words')).toEqual([]);
    expect(closest('/')).toEqual([]);
  });

  it('answers odd addresses at once without throwing', () => {
    const odd = [
      '/%E0%A4%A',
      '/%',
      `/${'a'.repeat(100_000)}`,
      `/${'guide/'.repeat(5_000)}`,
      '/guide%2Fstart%2Fquick-start',
      '/guide/start/../../etc/passwd',
      '/<script>alert(1)</script>',
      '/\u0000\uFFFF\uD800',
      '/😀/配置',
    ];
    const started = performance.now();
    for (const address of odd) expect(() => closest(address)).not.toThrow();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(closest('/guide%2Fstart%2Fquick-strat')[0]).toBe('/guide/start/quick-start');
    expect(closest('/guide/start/../start/quick-strat')[0]).toBe('/guide/start/quick-start');
  });
});

describe('address helpers', () => {
  it('spells words as routes do', () => {
    expect(kebabCase('autoExternal')).toBe('auto-external');
    expect(kebabCase('Auto_External')).toBe('auto-external');
    expect(kebabCase('<b>x</b>')).toBe('bxb');
  });

  it('drops the language segment, index, extensions, . and ..', () => {
    expect(addressSegments('/zh/guide/./start/index.html', 'zh', 'en')).toEqual(['guide', 'start']);
    expect(addressSegments('/guide/start/quick-start.md?x=1#a', 'en', 'en')).toEqual([
      'guide',
      'start',
      'quick-start',
    ]);
  });

  it('reads page titles from llms.txt', () => {
    const titles = titlesFromLlmsTxt(
      '# Rslib\n\n## Guide\n\n- [Introduction](https://rslib.rs/guide/start/index.md): What.\n- [Quick start](https://rslib.rs/zh/guide/start/quick-start.md): How.\n- [broken](\n',
    );
    expect([...titles]).toEqual([
      ['/guide/start/', 'Introduction'],
      ['/zh/guide/start/quick-start', 'Quick start'],
    ]);
  });
});
