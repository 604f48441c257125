import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDevIndexHandler } from '#node/search/dev-index';
import { markdownPages, recordsFromMarkdown } from '#node/search/markdown-records';
import { extractRecords } from '#node/search/records';
import { createSearchClient, type FetchLike } from '#shared/search/engine';
import { heading, pageHtml } from './helpers';

/** One page written twice: as Markdown, and as the article Rspress renders from it. */
const MARKDOWN = `---
title: lib.bundle
description: Bundle or not.
---

import { Tab, Tabs } from '@theme';

# lib.bundle

Intro with \`inline code\` & an [inline link](/x).

## Bundle mode

Text   under
  the h2.

\`\`\`ts title="rslib.config.ts"
const secretCode = 1;
\`\`\`

- First item
- Second **item**
  - Nested item

### Details {#details}

:::tip Tip title
Container text
:::

| Option | Default |
| --- | --- |
| \`bundle\` | true |

> Quoted text

## Other section {#other}

<Tabs>
  <Tab label="npm">

Tab text

  </Tab>
</Tabs>

![A picture](/img.png)
`;

const ARTICLE = `
<p>Intro with <code>inline code</code> &amp; an <a href="/x">inline link</a>.</p>
${heading(2, 'Bundle mode', 'bundle-mode')}
<p>Text   under
  the h2.</p>
<div class="rp-codeblock language-ts"><div class="rp-codeblock__content">
<pre class="shiki"><code>const secretCode = 1;</code></pre></div></div>
<ul><li>First item</li><li>Second <strong>item</strong><ul><li>Nested item</li></ul></li></ul>
${heading(3, 'Details', 'details')}
<div class="rp-callout rp-callout--tip"><div class="rp-callout__title">Tip title</div>
<div class="rp-callout__content"><p>Container text</p></div></div>
<table><thead><tr><th>Option</th><th>Default</th></tr></thead>
<tbody><tr><td><code>bundle</code></td><td>true</td></tr></tbody></table>
<blockquote><p>Quoted text</p></blockquote>
${heading(2, 'Other section', 'other')}
<div class="rp-tabs"><div class="rp-tabs__label"><button>npm</button></div>
<div class="rp-tabs__content"><div><p>Tab text</p></div></div></div>
<p><img src="/img.png" alt="A picture"></p>`;

const PAGE = { route: '/config/lib/bundle', lang: 'en' } as const;

describe('recordsFromMarkdown', () => {
  it("gives the same records as the build's reader gives for the rendered page", () => {
    const fromMarkdown = recordsFromMarkdown(MARKDOWN, PAGE);
    expect(fromMarkdown).toEqual(extractRecords(pageHtml('lib.bundle', ARTICLE), PAGE));
    expect(fromMarkdown.map((record) => record.content)).toContain('bundle | true');
    expect(JSON.stringify(fromMarkdown)).not.toMatch(/secretCode|Tip title|Option|import/);
  });

  it('gives headings the ids Rspress gives them: custom, else slugged and made unique', () => {
    const source = '# Page\n\n## Same name\n\n## Same name\n\n## `lib.dts` and C++ {#dts}\n';
    expect(recordsFromMarkdown(source, PAGE).map((record) => record.url)).toEqual([
      '/config/lib/bundle',
      '/config/lib/bundle#same-name',
      '/config/lib/bundle#same-name-1',
      '/config/lib/bundle#dts',
    ]);
  });

  it('takes the title from the front matter when the page has no # heading', () => {
    const [title] = recordsFromMarkdown('---\ntitle: From front matter\n---\n\nText.\n', PAGE);
    expect(title?.hierarchy.lvl1).toBe('From front matter');
  });

  it('has nothing for a home page, and keeps the text of a page that is not valid MDX', () => {
    expect(recordsFromMarkdown('---\npageType: home\n---\n\n# Home\n\nHi.\n', PAGE)).toEqual([]);
    const loose = recordsFromMarkdown('# Page\n\nWhen a < b, the <div text still counts.\n', PAGE);
    expect(loose.map((record) => record.content)).toContain(
      'When a < b, the <div text still counts.',
    );
  });
});

const root = mkdtempSync(path.join(tmpdir(), 'dev-index-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function page(file: string, text: string) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
}

page('en/index.md', '---\npageType: home\n---\n');
page('en/config/index.md', '# Config\n\nEvery option.\n');
const guide = page('en/guide/start/index.md', '# Introduction\n\nRslib builds libraries.\n');
page('en/_meta.json', '[]');
page('zh/guide/start/index.md', '# 介绍\n\nRslib 用于构建库。\n');

describe('markdownPages', () => {
  it('lists a language’s pages by top-nav section, then route, with their files and routes', () => {
    expect(markdownPages(root, 'en').map((entry) => entry.route)).toEqual([
      '/guide/start/',
      '/config/',
      '/',
    ]);
    expect(markdownPages(root, 'zh')).toEqual([
      { file: path.join(root, 'zh/guide/start/index.md'), route: '/zh/guide/start/' },
    ]);
  });
});

describe('the dev server index', () => {
  const { handle } = createDevIndexHandler(root);
  const fetch: FetchLike = async (url) => {
    const answer = await handle(url);
    return {
      ok: answer?.status === 200,
      status: answer?.status ?? 404,
      text: async () => answer?.body ?? '',
    };
  };
  const search = async (lang: 'en' | 'zh', query: string) => {
    const client = createSearchClient({ baseUrl: '/search/', lang, fetch });
    const { results } = await client.search(query);
    return results[0]?.hits.map((hit) => hit.url) ?? [];
  };
  const manifest = async (lang = 'en') =>
    JSON.parse((await handle(`/search/${lang}/manifest.json`))?.body ?? '');

  it('serves an index per language that the search client reads, typos forgiven', async () => {
    expect(await search('en', 'libraires')).toContain('/guide/start/');
    expect(await search('zh', '构建')).toContain('/zh/guide/start/');
    expect((await handle('/search/en/manifest.json?t=1'))?.contentType).toMatch(
      /^application\/json/,
    );
  });

  it('rebuilds after a page is saved, and still serves the build a query began with', async () => {
    const before = await manifest();
    expect((await manifest()).build).toBe(before.build);
    writeFileSync(guide, '# Introduction\n\nRslib builds libraries with xylophones.\n');
    const later = new Date(Date.now() + 5_000);
    utimesSync(guide, later, later);
    const after = await manifest();
    expect(after.build).not.toBe(before.build);
    expect((await handle(`/search/en/structure.${before.build}.json`))?.status).toBe(200);
    expect(await search('en', 'xylophones')).toEqual(['/guide/start/']);
  });

  it('answers 404 for names outside the index, and leaves other paths to the server', async () => {
    for (const url of [
      '/search/fr/manifest.json',
      '/search/en/',
      '/search/en/x.json',
      '/search/',
    ]) {
      expect((await handle(url))?.status, url).toBe(404);
    }
    expect(handle('/guide/start/')).toBeNull();
  });

  it('answers 500 with the reason when the pages can not be read, and recovers', async () => {
    const gone = createDevIndexHandler(path.join(root, 'missing'));
    await gone.warm();
    const answer = await gone.handle('/search/en/manifest.json');
    expect(answer?.status).toBe(500);
    expect(answer?.body).toMatch(/The search index failed: .*missing/);
    page('missing/en/index.md', '# Back\n\nThe pages are there again.\n');
    expect((await gone.handle('/search/en/manifest.json'))?.status).toBe(200);
  });

  it('builds ahead of time, and answers requests made during a build from that one build', async () => {
    const fresh = createDevIndexHandler(root);
    const warming = fresh.warm();
    const [first, second] = await Promise.all([
      fresh.handle('/search/en/manifest.json'),
      fresh.handle('/search/en/manifest.json'),
    ]);
    await warming;
    expect(first?.status).toBe(200);
    expect(second?.body).toBe(first?.body);
    const zh = await fresh.handle('/search/zh/manifest.json');
    expect(zh?.status).toBe(200);
  });
});
