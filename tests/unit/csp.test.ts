import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addHeader, contentSecurityPolicy, inlineScriptHashes, withPolicyMeta } from '#node/csp';
import { parseHeaders } from '#node/static-host';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, and skips external and data scripts', () => {
    const html = [
      '<script>\n  var a = 1 < 2 && "x";\n</script>',
      '<script src="/static/js/index.js"></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script type="module">import("/a.js")</script>',
      "<script>{;const saved = localStorage.getItem('k');}</script>",
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha256('\n  var a = 1 < 2 && "x";\n'),
      sha256('import("/a.js")'),
      sha256("{;const saved = localStorage.getItem('k');}"),
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows the site itself and the listed inline scripts, and nothing else runs', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ['sha256-abc='] });
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('lets the pages call the hosted search service when one is configured', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      connectSources: ['https://*.algolia.net'],
    });
    expect(policy).toContain("connect-src 'self' https://*.algolia.net");
  });

  it('leaves out what a <meta> element may not hold, and nothing else', () => {
    const header = contentSecurityPolicy({ scriptHashes: ['sha256-abc='] });
    const meta = contentSecurityPolicy({ scriptHashes: ['sha256-abc='], delivery: 'meta' });
    expect(meta).not.toContain('frame-ancestors');
    expect(`${meta}; frame-ancestors 'none'`).toBe(header);
  });
});

describe('withPolicyMeta', () => {
  const policy = "script-src 'self' 'sha256-a+b='";

  it('puts the policy right after the charset, before the first script', () => {
    const html =
      '<!doctype html><html><head><meta charset="utf-8">\n<script>run()</script></head></html>';
    expect(withPolicyMeta(html, policy, 'index.html')).toBe(
      '<!doctype html><html><head><meta charset="utf-8">\n' +
        `<meta http-equiv="Content-Security-Policy" content="${policy}">\n` +
        '<script>run()</script></head></html>',
    );
  });

  it('escapes what would end the attribute', () => {
    expect(withPolicyMeta('<head><meta charset=utf-8></head>', 'a "b" & c', 'x.html')).toContain(
      'content="a &quot;b&quot; &amp; c"',
    );
  });

  it('refuses a page the policy could not cover from its start', () => {
    expect(() => withPolicyMeta('<head><title>x</title></head>', policy, 'a.html')).toThrow(
      'a.html: the page has no <meta charset>',
    );
    expect(() =>
      withPolicyMeta('<head><script>run()</script><meta charset="utf-8"></head>', policy, 'b.html'),
    ).toThrow('b.html: a script comes before the <meta charset>');
  });
});

describe('addHeader', () => {
  const headers =
    '# comment\n/*\n  X-Frame-Options: DENY\n\n/static/*\n  Cache-Control: immutable\n';

  it('adds the header to the rule for the pattern, leaving the rest as it is', () => {
    const rules = parseHeaders(addHeader(headers, '/*', 'Content-Security-Policy', "a 'b'"));
    expect(rules).toEqual([
      {
        pattern: '/*',
        headers: [
          ['X-Frame-Options', 'DENY'],
          ['Content-Security-Policy', "a 'b'"],
        ],
      },
      { pattern: '/static/*', headers: [['Cache-Control', 'immutable']] },
    ]);
  });

  it('adds a rule when there is none for the pattern', () => {
    const rules = parseHeaders(addHeader(headers, '/blog/*', 'X-Test', '1'));
    expect(rules.at(-1)).toEqual({ pattern: '/blog/*', headers: [['X-Test', '1']] });
  });
});
