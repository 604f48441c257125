import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withNotFoundGuard } from '#node/rspress/plugin-locale-not-found-pages';
import { parseRedirects, resolveRequest } from '#node/static-host';
import { ADDRESS_GUARD_SCRIPT } from '#shared/address-guard';
import { notFoundGuardScript } from '#shared/not-found-guard';

const GUARD = notFoundGuardScript({
  pages: ['/', '/guide/start/', '/guide/start/quick-start', '/config/lib/', '/zh/guide/start/'],
  redirects: [
    { from: '/en/*', to: '/:splat' },
    { from: '/config/lib/wasm', to: '/config/lib/' },
  ],
});

/**
 * Runs the inlined guard in a fake window at `address`, as the not-found document served there;
 * returns what it did, in order: `stop`, then `replace <address>`.
 */
function runGuard(address: string, guard = GUARD): string[] {
  const calls: string[] = [];
  const url = new URL(address, 'https://rslib.rs');
  const window = {
    location: {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      replace: (to: string) => calls.push(`replace ${to}`),
    },
    stop: () => calls.push('stop'),
  };
  new Function('window', guard)(window);
  return calls;
}

/** Expects the guard at `address` to stop the not-found document and go to `target`. */
function expectGoes(address: string, target: string): void {
  expect(runGuard(address), address).toEqual(['stop', `replace ${target}`]);
}

describe('notFoundGuardScript', () => {
  it('goes to the page an address names in another case or with a trailing slash', () => {
    expectGoes('/guide/start/quick-start/', '/guide/start/quick-start');
    expectGoes('/Guide/Start/Quick-Start?x=1#install', '/guide/start/quick-start?x=1#install');
    expectGoes('/ZH/Guide/Start', '/zh/guide/start/');
    expectGoes('/guide/start/quick-start.html', '/guide/start/quick-start');
    expectGoes('/guide/start/index', '/guide/start/');
  });

  it("applies the host's redirects first, the first that matches, keeping query and anchor", () => {
    expectGoes('/en/guide/start/quick-start?a=1#b', '/guide/start/quick-start?a=1#b');
    expectGoes('/en', '/');
    expectGoes('/config/lib/wasm#wasmmode', '/config/lib/#wasmmode');
    // A redirect whose target is no page still goes there, as the host would send it.
    expectGoes('/en/nope', '/nope');
  });

  it('leaves a miss, and a page at its own address, to the not-found page', () => {
    for (const address of [
      '/nope',
      '/guide/start/quick-start',
      '/zh/nope',
      '/guide/',
      '/english',
    ]) {
      expect(runGuard(address), address).toEqual([]);
    }
  });

  it("goes where the static host's redirects send each address, with the shipped rules", () => {
    // The guard's copy of the rule matching (plain ES5, inlined) against src/node/static-host.ts.
    const redirects = parseRedirects(readFileSync('public/_redirects', 'utf8')).filter(
      (rule) => rule.status >= 300 && rule.status < 400,
    );
    const guard = notFoundGuardScript({ pages: [], redirects });
    const addresses = [
      '/en',
      '/en/',
      '/en/guide/x',
      '/zh/config/lib/wasm',
      '/config/lib/experiments',
    ];
    for (const address of [...addresses, '/english', '/zh/en/x', '/config/lib/wasm/']) {
      const host = resolveRequest(address, () => false, redirects);
      const calls = runGuard(address, guard);
      expect(calls, address).toEqual(
        host.kind === 'redirect' ? ['stop', `replace ${host.location}`] : [],
      );
    }
    expect(addresses.every((address) => runGuard(address, guard).length === 2)).toBe(true);
  });

  it('keeps any address from closing its script element', () => {
    const script = notFoundGuardScript({ pages: ['/a</script><b>'], redirects: [] });
    expect(script).not.toContain('</script>');
    expect(script).toContain('\\u003c/script>');
  });
});

describe('withNotFoundGuard', () => {
  it('puts the guard right after the address guard', () => {
    const html = `<head><script>${ADDRESS_GUARD_SCRIPT}</script><script defer src="/a.js"></script>`;
    expect(withNotFoundGuard(html, 'go()', '404.html')).toBe(
      `<head><script>${ADDRESS_GUARD_SCRIPT}</script>\n<script>go()</script><script defer src="/a.js"></script>`,
    );
  });

  it('fails naming the file when the page has no address guard', () => {
    expect(() => withNotFoundGuard('<head></head>', 'go()', 'zh/404.html')).toThrow(
      /^zh\/404\.html: no address guard script/,
    );
  });
});
