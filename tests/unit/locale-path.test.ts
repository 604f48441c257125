import { describe, expect, it } from 'vitest';
import {
  homePath,
  languageOf,
  languageOfPath,
  markdownTwinOf,
  routeForPage,
  routeOfMarkdownTwin,
} from '#shared/locale-path';

describe('homePath', () => {
  it('prefixes the language and version only when they are not the defaults', () => {
    expect(homePath({ lang: 'en', defaultLang: 'en' })).toBe('/');
    expect(homePath({ lang: 'zh', defaultLang: 'en' })).toBe('/zh/');
    expect(homePath({ lang: 'zh', defaultLang: 'en', version: 'v1', defaultVersion: 'v2' })).toBe(
      '/v1/zh/',
    );
    expect(homePath({ lang: 'en', defaultLang: 'en', version: 'v2', defaultVersion: 'v2' })).toBe(
      '/',
    );
    expect(homePath({ lang: '', defaultLang: 'en' })).toBe('/');
  });
});

describe('languageOfPath', () => {
  it('reads a language segment first, or second after a version', () => {
    expect(languageOfPath('/zh/')).toBe('zh');
    expect(languageOfPath('/zh')).toBe('zh');
    expect(languageOfPath('/zh/guide/start/quick-start')).toBe('zh');
    expect(languageOfPath('/v1/zh/')).toBe('zh');
  });

  it('is the default language without one', () => {
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('')).toBe('en');
    expect(languageOfPath('/en/guide/')).toBe('en');
    expect(languageOfPath('/guide/zhuyin')).toBe('en');
    expect(languageOfPath('/guide/start/zh')).toBe('en');
  });
});

describe('languageOf', () => {
  it('keeps a site language and turns anything else into the default', () => {
    expect(languageOf('zh')).toBe('zh');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('fr')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });
});

describe('routeForPage', () => {
  it('maps page files to clean routes, index files to folders, Chinese under /zh', () => {
    expect(routeForPage('index.md', 'en')).toBe('/');
    expect(routeForPage('index.md', 'zh')).toBe('/zh/');
    expect(routeForPage('guide/start/index.md', 'en')).toBe('/guide/start/');
    expect(routeForPage('guide/start/quick-start.mdx', 'zh')).toBe('/zh/guide/start/quick-start');
    expect(routeForPage('blog\\introducing-rslib.md', 'en')).toBe('/blog/introducing-rslib');
    expect(routeForPage('config/lib/index.mdx', 'en')).toBe('/config/lib/');
  });

  it('maps built files, which carry their language folder already', () => {
    expect(routeForPage('index.html')).toBe('/');
    expect(routeForPage('guide/start/index.html')).toBe('/guide/start/');
    expect(routeForPage('config/lib/bundle.html')).toBe('/config/lib/bundle');
    expect(routeForPage('zh/blog/index.html')).toBe('/zh/blog/');
  });
});

describe('markdownTwinOf and routeOfMarkdownTwin', () => {
  it('name the .md file the build writes, and back', () => {
    for (const [route, twin] of [
      ['/', '/index.md'],
      ['/zh/guide/start/', '/zh/guide/start/index.md'],
      ['/guide/start/glossary', '/guide/start/glossary.md'],
    ] as const) {
      expect(markdownTwinOf(route)).toBe(twin);
      expect(routeOfMarkdownTwin(twin)).toBe(route);
    }
  });

  it('name the same twin for a built file, as Rspress links the sidebar in Markdown', () => {
    expect(markdownTwinOf('/config/lib/bundle.html')).toBe('/config/lib/bundle.md');
    expect(markdownTwinOf('/zh/config/lib/index.html')).toBe('/zh/config/lib/index.md');
  });
});
