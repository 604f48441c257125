import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addHeader, contentSecurityPolicy, inlineScriptHashes } from '#node/csp';
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
