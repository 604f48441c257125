import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSitePages, markdownTwinOf, routeForPage } from '../../src/build/routes';

describe('routeForPage', () => {
  it('maps files to clean routes, index files to folders, Chinese under /zh', () => {
    expect(routeForPage('index.md', 'en')).toBe('/');
    expect(routeForPage('index.md', 'zh')).toBe('/zh/');
    expect(routeForPage('guide/start/index.md', 'en')).toBe('/guide/start/');
    expect(routeForPage('guide/start/quick-start.mdx', 'zh')).toBe('/zh/guide/start/quick-start');
    expect(routeForPage('blog/introducing-rslib.md', 'en')).toBe('/blog/introducing-rslib');
    expect(routeForPage('config/lib/index.mdx', 'en')).toBe('/config/lib/');
  });
});

describe('markdownTwinOf', () => {
  it('names the .md file the build writes', () => {
    expect(markdownTwinOf('/')).toBe('/index.md');
    expect(markdownTwinOf('/zh/guide/start/')).toBe('/zh/guide/start/index.md');
    expect(markdownTwinOf('/guide/start/glossary')).toBe('/guide/start/glossary.md');
  });
});

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
