import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contentTypeFor,
  HostConfigError,
  headersFor,
  matchPattern,
  normalizePath,
  parseHeaders,
  parseRedirects,
  resolveGitHubPagesRequest,
  resolveRequest,
} from '#node/static-host';

const shippedRedirects = parseRedirects(readFileSync('public/_redirects', 'utf8'));
const shippedHeaders = parseHeaders(readFileSync('public/_headers', 'utf8'));

const files = new Set([
  'index.html',
  '404.html',
  'zh/index.html',
  'zh/404.html',
  'guide/start/index.html',
  'guide/start/quick-start.html',
  'guide/start/quick-start.md',
  'zh/guide/start/quick-start.html',
  'static/js/main.1234.js',
]);
const exists = (file: string) => files.has(file);
const resolve = (path: string) => resolveRequest(path, exists, shippedRedirects);

describe('resolveRequest with the shipped _redirects', () => {
  it('serves clean URLs from .html files and folders from index.html', () => {
    expect(resolve('/')).toEqual({ kind: 'file', file: 'index.html', status: 200 });
    expect(resolve('/guide/start/quick-start')).toEqual({
      kind: 'file',
      file: 'guide/start/quick-start.html',
      status: 200,
    });
    expect(resolve('/guide/start/')).toEqual({
      kind: 'file',
      file: 'guide/start/index.html',
      status: 200,
    });
    expect(resolve('/zh/')).toEqual({ kind: 'file', file: 'zh/index.html', status: 200 });
  });

  it('serves files by their exact name, including the Markdown twins', () => {
    expect(resolve('/guide/start/quick-start.md')).toMatchObject({
      file: 'guide/start/quick-start.md',
    });
    expect(resolve('/static/js/main.1234.js')).toMatchObject({ status: 200 });
  });

  it('redirects a folder without its trailing slash', () => {
    expect(resolve('/guide/start')).toEqual({
      kind: 'redirect',
      location: '/guide/start/',
      status: 301,
    });
  });

  it('redirects a page asked for with a trailing slash', () => {
    expect(resolve('/zh/guide/start/quick-start/')).toEqual({
      kind: 'redirect',
      location: '/zh/guide/start/quick-start',
      status: 301,
    });
    expect(resolve('/guide//start/quick-start/')).toMatchObject({
      location: '/guide/start/quick-start',
    });
    expect(resolve('/guide/start/nope/')).toMatchObject({ status: 404 });
  });

  it('answers a miss with status 404 and the not-found page of its language', () => {
    expect(resolve('/nope')).toEqual({ kind: 'not-found', file: '404.html', status: 404 });
    expect(resolve('/guide/nope/deeper')).toMatchObject({ file: '404.html', status: 404 });
    expect(resolve('/zh/nope')).toEqual({ kind: 'not-found', file: 'zh/404.html', status: 404 });
    expect(resolve('/zh')).toMatchObject({ status: 301, location: '/zh/' });
    expect(resolve('/zhx/nope')).toMatchObject({ file: '404.html' });
  });

  it('sends /en/ paths to the unprefixed English page', () => {
    expect(resolve('/en/guide/start/quick-start')).toEqual({
      kind: 'redirect',
      location: '/guide/start/quick-start',
      status: 301,
    });
    expect(resolve('/en')).toMatchObject({ location: '/', status: 301 });
  });

  it('sends the option pages @rslib/core links to, which this site folds into the lib index, there', () => {
    for (const lang of ['', '/zh']) {
      for (const option of ['wasm', 'experiments']) {
        expect(resolve(`${lang}/config/lib/${option}`)).toEqual({
          kind: 'redirect',
          location: `${lang}/config/lib/`,
          status: 301,
        });
      }
    }
    expect(resolve('/config/lib/wasmx')).toMatchObject({ status: 404, file: '404.html' });
  });

  it('refuses paths that leave the site folder or do not decode', () => {
    expect(normalizePath('/../etc/passwd')).toBeNull();
    expect(normalizePath('/a/%2e%2e/b')).toBeNull();
    expect(normalizePath('/%E0%A4%A')).toBeNull();
    expect(resolve('/../../etc/passwd')).toMatchObject({ status: 404, file: '404.html' });
    expect(normalizePath('/a//b')).toBe('/a/b');
  });
});

describe('resolveGitHubPagesRequest', () => {
  const resolveAsGitHub = (path: string) => resolveGitHubPagesRequest(path, exists);

  it('serves clean URLs and folders as the other hosts do', () => {
    expect(resolveAsGitHub('/guide/start/quick-start')).toMatchObject({
      file: 'guide/start/quick-start.html',
      status: 200,
    });
    expect(resolveAsGitHub('/guide/start')).toEqual({
      kind: 'redirect',
      location: '/guide/start/',
      status: 301,
    });
  });

  it('reads no rules: every miss, a trailing slash and /en/ get the English 404.html', () => {
    for (const path of [
      '/guide/start/quick-start/',
      '/Guide/start/quick-start',
      '/en/guide/start/quick-start',
      '/config/lib/wasm',
      '/zh/nope',
      '/%E0%A4%A',
    ]) {
      expect(resolveAsGitHub(path), path).toEqual({
        kind: 'not-found',
        file: '404.html',
        status: 404,
      });
    }
  });
});

describe('parseRedirects', () => {
  it('reads status and force flags, skipping comments', () => {
    expect(parseRedirects('# c\n\n/a  /b\n/c/*  /d/:splat  302!\n')).toEqual([
      { from: '/a', to: '/b', status: 301, force: false },
      { from: '/c/*', to: '/d/:splat', status: 302, force: true },
    ]);
  });

  it('names the file and line of a bad rule', () => {
    expect(() => parseRedirects('/a /b\n/c /d 999\n')).toThrow(
      '_redirects:2: unsupported status "999"',
    );
    expect(() => parseRedirects('/a\n')).toThrow(HostConfigError);
    expect(() => parseRedirects('a /b\n')).toThrow('_redirects:1: paths must start with "/"');
  });

  it('applies a forced rule even where a file exists', () => {
    const rules = parseRedirects('/guide/start/quick-start  /moved  301!');
    expect(resolveRequest('/guide/start/quick-start', exists, rules)).toMatchObject({
      location: '/moved',
    });
  });
});

describe('headers', () => {
  it('gives every response the security headers and hashed assets a long cache', () => {
    const page = headersFor(shippedHeaders, '/guide/start/quick-start');
    expect(page['x-content-type-options']).toBe('nosniff');
    expect(page['x-frame-options']).toBe('DENY');
    expect(page['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page['cache-control']).toBeUndefined();
    expect(headersFor(shippedHeaders, '/static/js/main.1234.js')['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('never sets one header from two rules in the shipped file (hosts would join them)', () => {
    const names = shippedHeaders.flatMap((rule) =>
      rule.headers.map(([name]) => name.toLowerCase()),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('joins repeated headers and names a bad line', () => {
    const rules = parseHeaders('/*\n  X-A: 1\n/a\n  X-A: 2\n');
    expect(headersFor(rules, '/a')).toEqual({ 'x-a': '1, 2' });
    expect(() => parseHeaders('  X-A: 1\n')).toThrow('_headers:1: header line before any path');
    expect(() => parseHeaders('/*\n  nonsense\n')).toThrow('_headers:2: expected "Name: value"');
  });
});

describe('matchPattern and contentTypeFor', () => {
  it('matches exact paths and trailing splats', () => {
    expect(matchPattern('/a', '/a')).toEqual({ splat: '' });
    expect(matchPattern('/a', '/a/')).toBeNull();
    expect(matchPattern('/zh/*', '/zh/x/y')).toEqual({ splat: 'x/y' });
    expect(matchPattern('/zh/*', '/zh')).toEqual({ splat: '' });
    expect(matchPattern('/zh/*', '/zhx')).toBeNull();
  });

  it('knows the types the site ships', () => {
    expect(contentTypeFor('a/b.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('llms.txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeFor('x.md')).toBe('text/markdown; charset=utf-8');
    expect(contentTypeFor('rss/blog.xml')).toBe('application/xml; charset=utf-8');
    expect(contentTypeFor('LOGO.SVG')).toBe('image/svg+xml');
    expect(contentTypeFor('noext')).toBe('application/octet-stream');
  });
});
