import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSitePages } from '#node/routes';

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
