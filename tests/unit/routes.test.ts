import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageOfPageFile, listBuiltPages, listSitePages } from '#node/routes';

describe('listSitePages', () => {
  it('finds the pages of both languages and skips meta files', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'routes-'));
    for (const lang of ['en', 'zh']) {
      mkdirSync(path.join(root, lang, 'guide'), { recursive: true });
      writeFileSync(path.join(root, lang, 'index.md'), '#');
      writeFileSync(path.join(root, lang, '_nav.json'), '[]');
      writeFileSync(path.join(root, lang, 'guide', 'a.mdx'), '#');
      writeFileSync(path.join(root, lang, 'guide', '_meta.json'), '[]');
    }
    expect(listSitePages(root).map((page) => page.route)).toEqual([
      '/guide/a',
      '/',
      '/zh/guide/a',
      '/zh/',
    ]);
  });
});

describe('languageOfPageFile', () => {
  it('names the language folder a file is in, and nothing outside one', () => {
    const root = path.join('/site', 'docs');
    expect(languageOfPageFile(root, path.join(root, 'zh', 'guide', 'start', 'index.md'))).toBe(
      'zh',
    );
    expect(languageOfPageFile(root, path.join(root, 'en', 'index.md'))).toBe('en');
    expect(languageOfPageFile(root, path.join(root, 'zhx', 'index.md'))).toBeUndefined();
    expect(languageOfPageFile(root, path.join('/site', '404.md'))).toBeUndefined();
    expect(languageOfPageFile(root, undefined)).toBeUndefined();
  });
});

describe('listBuiltPages', () => {
  it('gives each built page the route a clean-URL host serves it at, without not-found pages', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'built-'));
    for (const file of [
      'index.html',
      '404.html',
      'zh/404.html',
      'guide/start/index.html',
      'guide/a.html',
    ]) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), '');
    }
    writeFileSync(path.join(dir, 'guide/a.md'), '');
    expect(listBuiltPages(dir)).toEqual([
      { file: 'guide/a.html', route: '/guide/a' },
      { file: 'guide/start/index.html', route: '/guide/start/' },
      { file: 'index.html', route: '/' },
    ]);
  });
});
