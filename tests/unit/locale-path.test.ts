import { describe, expect, it } from 'vitest';
import { homePath, uiLanguageOf, withoutDefaultLangSegment } from '../../src/shared/locale-path';

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

describe('withoutDefaultLangSegment', () => {
  it('strips a leading default-language segment and nothing else', () => {
    expect(withoutDefaultLangSegment('/en/guide/start/', 'en')).toBe('/guide/start/');
    expect(withoutDefaultLangSegment('/en', 'en')).toBe('/');
    expect(withoutDefaultLangSegment('/en/', 'en')).toBe('/');
    expect(withoutDefaultLangSegment('/enterprise', 'en')).toBeNull();
    expect(withoutDefaultLangSegment('/zh/en/x', 'en')).toBeNull();
    expect(withoutDefaultLangSegment('/guide/', 'en')).toBeNull();
  });
});

describe('uiLanguageOf', () => {
  it('is Chinese on paths with a zh segment', () => {
    expect(uiLanguageOf('/zh/')).toBe('zh');
    expect(uiLanguageOf('/zh/guide/start/quick-start')).toBe('zh');
    expect(uiLanguageOf('/v1/zh/')).toBe('zh');
    expect(uiLanguageOf('/')).toBe('en');
    expect(uiLanguageOf('/guide/zhuyin')).toBe('en');
  });
});
