import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectSiteRecords, extractRecords, sectionLabel } from '#node/search/records';
import { heading, pageHtml } from './helpers';

const ARTICLE = `
<p>Intro with <code>inline code</code> &amp; an <a href="/x">inline link</a>.</p>
${heading(2, 'Bundle mode', 'bundle-mode')}
<p>Text   under
  the h2.</p>
<div class="rp-codeblock language-ts"><div class="rp-codeblock__title">rslib.config.ts</div>
<div class="rp-codeblock__content"><pre class="shiki"><code>const secretCode = 1;</code></pre>
<div class="rp-code-button-group"><button title="Copy code">Copy</button></div></div></div>
<ul><li>First item</li><li>Second <strong>item</strong><ul><li>Nested item</li></ul></li></ul>
${heading(3, 'Details', 'details')}
<div class="rp-callout rp-callout--tip"><div class="rp-callout__title">Tip</div>
<div class="rp-callout__content">Container text</div></div>
<table><thead><tr><th>Option</th><th>Default</th></tr></thead>
<tbody><tr><td><code>bundle</code></td><td>true</td></tr></tbody></table>
<blockquote><p>Quoted text</p></blockquote>
${heading(2, 'Other section', 'other')}
<div class="rp-overview-group rp-not-doc"><a href="/config/lib/format">lib.format overview entry</a></div>
<div class="rp-tabs"><div class="rp-tabs__label"><div>npm</div></div>
<div class="rp-tabs__content"><div aria-hidden="true"><p>Hidden tab text</p></div></div></div>`;

const records = extractRecords(pageHtml('lib.bundle', ARTICLE), {
  route: '/config/lib/bundle',
  lang: 'en',
});
const contentOf = (text: string) => records.find((record) => record.content === text);

describe('extractRecords', () => {
  it('makes one record per heading and per block of text, in page order', () => {
    expect(records.map((record) => [record.type, record.content])).toEqual([
      ['lvl1', null],
      ['content', 'Intro with inline code & an inline link.'],
      ['lvl2', null],
      ['content', 'Text under the h2.'],
      ['content', 'First item'],
      ['content', 'Second item'],
      ['content', 'Nested item'],
      ['lvl3', null],
      ['content', 'Container text'],
      ['content', 'bundle | true'],
      ['content', 'Quoted text'],
      ['lvl2', null],
      ['content', 'Hidden tab text'],
    ]);
  });

  it('gives every record its section label, page title and enclosing headings', () => {
    expect(contentOf('Container text')?.hierarchy).toEqual({
      lvl0: 'Config',
      lvl1: 'lib.bundle',
      lvl2: 'Bundle mode',
      lvl3: 'Details',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(contentOf('Hidden tab text')?.hierarchy).toMatchObject({
      lvl2: 'Other section',
      lvl3: null,
    });
    expect(records[2]?.hierarchy).toMatchObject({ lvl2: 'Bundle mode', lvl3: null });
  });

  it('points below-the-title records at their heading anchor, without an origin', () => {
    expect(records[0]?.url).toBe('/config/lib/bundle');
    expect(contentOf('Intro with inline code & an inline link.')?.url).toBe('/config/lib/bundle');
    expect(records[2]?.url).toBe('/config/lib/bundle#bundle-mode');
    expect(contentOf('Container text')?.url).toBe('/config/lib/bundle#details');
  });

  it('gives unique object ids', () => {
    const ids = records.map((record) => record.objectID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(records.every((record) => record.lang === 'en')).toBe(true);
  });

  it('never takes code blocks, chrome or overview lists as content', () => {
    const text = records
      .flatMap((record) => [record.content, ...Object.values(record.hierarchy)])
      .join('\n');
    for (const chrome of ['secretCode', 'rslib.config.ts', 'Copy', 'Tip', 'Option', 'npm']) {
      expect(text).not.toContain(chrome);
    }
    for (const chrome of ['lib.format overview', 'Sidebar label', 'Footer chrome', 'Search', '#']) {
      expect(text).not.toContain(chrome);
    }
  });

  it('labels sections from the top navigation of the page language', () => {
    const zh = extractRecords(pageHtml('快速开始', '<p>正文</p>'), {
      route: '/zh/guide/start/quick-start',
      lang: 'zh',
    });
    expect(zh.map((record) => record.hierarchy.lvl0)).toEqual(['指南', '指南']);
    expect(sectionLabel('/blog/introducing-rslib', 'en')).toBe('Blog');
    expect(sectionLabel('/zh/config/', 'zh')).toBe('配置');
    expect(sectionLabel('/', 'en')).toBe('Rslib');
  });

  it('finds nothing in a page without an article', () => {
    expect(
      extractRecords('<html><body><main>Hero</main></body></html>', { route: '/', lang: 'en' }),
    ).toEqual([]);
  });
});

describe('collectSiteRecords', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'search-records-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  const write = (file: string, html: string) => {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), html);
  };
  write('index.html', '<html><body>Home</body></html>');
  write('404.html', pageHtml('Page not found', '<p>Missing</p>'));
  write('zh/404.html', pageHtml('页面未找到', '<p>缺失</p>'));
  write('config/index.html', pageHtml('Config', '<p>Config overview</p>'));
  write('guide/start/index.html', pageHtml('Introduction', '<p>Welcome</p>'));
  write('zh/guide/start/quick-start.html', pageHtml('快速开始', '<p>开始</p>'));

  it('reads every page except 404 pages, per language, sections in nav order', () => {
    const site = collectSiteRecords(outDir);
    const routes = (list: typeof site.en) => [...new Set(list.map((record) => record.url))];
    expect(routes(site.en)).toEqual(['/guide/start/', '/config/']);
    expect(routes(site.zh)).toEqual(['/zh/guide/start/quick-start']);
    expect(JSON.stringify(site)).not.toMatch(/Missing|缺失/);
  });
});
