import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  brokenLinks,
  elementIds,
  openBuiltSite,
  serverContent,
  UNKNOWN_PAGE,
} from '../support/site-links';

const ORIGIN = 'http://127.0.0.1:4173';

/** A small build: two languages, an index page per folder, 404 pages, host rules, generated files. */
function fixtureSite(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'site-links-'));
  const files: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    '404.html': '<h1>Not found</h1>',
    'guide/index.html': '<h1 id="guide">Guide</h1>',
    'guide/start.html': '<h1 id="start">Start</h1><h2 id="install">Install</h2>',
    'guide/start.md': '# Start',
    'zh/index.html': '<h1>首页</h1>',
    'zh/404.html': '<h1>页面未找到</h1>',
    'zh/guide/start.html': '<h1 id="start">开始</h1><h2 id="安装">安装</h2>',
    'llms.txt': '# Site',
    _redirects: '/en/*  /:splat  301\n/zh/*  /zh/404.html  404\n/*  /404.html  404\n',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('openBuiltSite', () => {
  it('lists every HTML page with the path that loads it, not-found pages last', () => {
    const site = openBuiltSite(fixtureSite());
    expect(site.pages).toEqual([
      { path: '/guide/', lang: 'en', file: 'guide/index.html', status: 200 },
      { path: '/guide/start', lang: 'en', file: 'guide/start.html', status: 200 },
      { path: '/', lang: 'en', file: 'index.html', status: 200 },
      { path: '/zh/guide/start', lang: 'zh', file: 'zh/guide/start.html', status: 200 },
      { path: '/zh/', lang: 'zh', file: 'zh/index.html', status: 200 },
      { path: `/${UNKNOWN_PAGE}`, lang: 'en', file: '404.html', status: 404 },
      { path: `/zh/${UNKNOWN_PAGE}`, lang: 'zh', file: 'zh/404.html', status: 404 },
    ]);
  });

  it('resolves paths as the host does, following redirects', () => {
    const site = openBuiltSite(fixtureSite());
    expect(site.resolve('/guide/start')).toEqual({ kind: 'file', file: 'guide/start.html' });
    expect(site.resolve('/guide')).toEqual({
      kind: 'file',
      file: 'guide/index.html',
      redirectedTo: '/guide/',
    });
    expect(site.resolve('/en/guide/start')).toEqual({
      kind: 'file',
      file: 'guide/start.html',
      redirectedTo: '/guide/start',
    });
    expect(site.resolve('/llms.txt')).toEqual({ kind: 'file', file: 'llms.txt' });
    expect(site.resolve('/guide/missing')).toMatchObject({ kind: 'broken' });
  });

  it('refuses a folder without a build', () => {
    expect(() => openBuiltSite(path.join(tmpdir(), 'no-such-build'))).toThrow(/pnpm build/);
  });
});

describe('brokenLinks', () => {
  const site = openBuiltSite(fixtureSite());
  const check = (...hrefs: string[]) =>
    brokenLinks(
      site,
      hrefs.map((href) => new URL(href, ORIGIN).href),
      ORIGIN,
    );

  it('accepts pages, anchors (percent-encoded too) and generated files', () => {
    expect(
      check(
        '/',
        '/guide/',
        '/guide/start#install',
        '/guide/start?navbar=0#start',
        '/zh/guide/start#%E5%AE%89%E8%A3%85',
        '/guide/start.md',
        '/llms.txt',
        '#',
      ),
    ).toEqual([]);
  });

  it('names a link the host answers with a redirect: it is not the canonical URL', () => {
    expect(check('/en/guide/start')).toEqual([
      '/en/guide/start: the host redirects it to /guide/start',
    ]);
  });

  it('names each missing page and anchor once', () => {
    expect(
      check(
        '/guide/missing',
        '/guide/missing',
        '/guide/start#nowhere',
        '/guide/missing.md',
        '/rss/blog.xml',
        '/guide/start#%E0',
      ),
    ).toEqual([
      '/guide/missing: no such page (the host answers 404)',
      '/guide/start#nowhere: no element with id "nowhere" in guide/start.html',
      '/guide/missing.md: no such page (the host answers 404)',
      '/rss/blog.xml: no such page (the host answers 404)',
      '/guide/start#%E0: the fragment is not valid percent-encoding',
    ]);
  });

  it('leaves other hosts and schemes alone', () => {
    expect(
      check('https://github.com/web-infra-dev/rslib', 'mailto:someone@example.com', 'about:blank'),
    ).toEqual([]);
  });
});

describe('elementIds', () => {
  it('collects the id of every element, nested ones included', () => {
    const ids = elementIds('<div id="a"><p><span id="b">x</span></p><a id="">y</a></div>');
    expect([...ids].sort()).toEqual(['', 'a', 'b']);
  });
});

describe('serverContent', () => {
  it('reads the h1 and the main content text of a doc page', () => {
    const html = `<header><a href="/">Site</a></header>
      <div class="rp-doc rspress-doc"><h1 id="t"><a class="rp-header-anchor">#</a>Title </h1>
      <p>Some   text.</p></div><footer>Footer</footer>`;
    expect(serverContent(html)).toEqual({ h1: ['#Title'], main: '#Title Some text.' });
  });

  it('reads the home hero and features, and a page without an h1', () => {
    const html = `<div class="rslib-hero"><h1>Rslib</h1></div><nav>Nav</nav>
      <div class="rp-home-feature"><p>Fast</p></div>`;
    expect(serverContent(html)).toEqual({ h1: ['Rslib'], main: 'Rslib Fast' });
    expect(serverContent('<p>nothing</p>')).toEqual({ h1: [], main: '' });
  });
});
