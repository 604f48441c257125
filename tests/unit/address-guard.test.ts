import { describe, expect, it } from 'vitest';
import { ADDRESS_GUARD_SCRIPT } from '#shared/address-guard';

/**
 * Runs the inlined guard in a fake window at `address`; returns the address it leaves, how often
 * it replaced it, and the window, whose listeners a test can call after changing the address.
 */
function runGuard(address: string) {
  const listeners = new Map<string, () => void>();
  let replaced = 0;
  const location = new URL(address, 'https://rslib.rs');
  const window = {
    location,
    history: {
      state: { key: 'kept' },
      replaceState(state: unknown, _title: string, url: string) {
        expect(state).toEqual({ key: 'kept' });
        replaced++;
        const next = new URL(url, location.href);
        location.pathname = next.pathname;
        location.search = next.search;
        location.hash = next.hash;
      },
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  new Function('window', ADDRESS_GUARD_SCRIPT)(window);
  const current = () => location.pathname + location.search + location.hash;
  return { address: current, replaced: () => replaced, listeners, location };
}

describe('ADDRESS_GUARD_SCRIPT', () => {
  it('leaves a well-formed address exactly as it is, without replacing it', () => {
    for (const address of [
      '/guide/start/quick-start',
      '/zh/guide/start/quick-start?navbar=0&q=a%20b#%E5%BF%AB%E9%80%9F',
      '/guide/basic/output-format#esm--cjs',
      '/blog/?x=%25',
    ]) {
      const guard = runGuard(address);
      expect(guard.address()).toBe(address);
      expect(guard.replaced()).toBe(0);
    }
  });

  it('escapes each % that starts no valid escape, in the path, query and anchor', () => {
    const cases: Array<[string, string]> = [
      ['/guide/start/quick-start#%', '/guide/start/quick-start#%25'],
      ['/guide/start/quick-start?discount=50%', '/guide/start/quick-start?discount=50%25'],
      ['/zh/%', '/zh/%25'],
      ['/guide/start/quick-start#%zz', '/guide/start/quick-start#%25zz'],
      // Bytes that are no UTF-8: a lead byte cut short, a lone continuation byte, an overlong one.
      ['/guide/start/quick-start#%E0', '/guide/start/quick-start#%25E0'],
      ['/guide/start/quick-start#%80a', '/guide/start/quick-start#%2580a'],
      ['/guide/start/quick-start#%C0%AF', '/guide/start/quick-start#%25C0%25AF'],
      // Valid escapes around a broken one are kept as they are.
      ['/guide/start/quick-start#%E5%BF%AB%E0-%41', '/guide/start/quick-start#%E5%BF%AB%25E0-%41'],
    ];
    for (const [address, repaired] of cases) {
      const guard = runGuard(address);
      expect(guard.address(), address).toBe(repaired);
      expect(guard.replaced(), address).toBe(1);
      expect(() => decodeURIComponent(guard.address()), address).not.toThrow();
    }
  });

  it('writes a run of slashes in the path as one, leaving the query and anchor', () => {
    const cases: Array<[string, string]> = [
      ['/guide//start/quick-start', '/guide/start/quick-start'],
      ['/zh///guide/start/?next=a//b#x//y', '/zh/guide/start/?next=a//b#x//y'],
      // Kept on this site: a path that started with two slashes would name another host.
      ['https://rslib.rs//example.com/guide', '/example.com/guide'],
      ['/guide//%E0', '/guide/%25E0'],
    ];
    for (const [address, repaired] of cases) {
      const guard = runGuard(address);
      expect(guard.address(), address).toBe(repaired);
      expect(guard.replaced(), address).toBe(1);
    }
  });

  it('repairs an anchor typed later, on popstate and on hashchange', () => {
    const guard = runGuard('/guide/start/quick-start');
    for (const event of ['popstate', 'hashchange']) {
      guard.location.hash = '#%E0%';
      guard.listeners.get(event)?.();
      expect(guard.address(), event).toBe('/guide/start/quick-start#%25E0%25');
    }
    expect(guard.replaced()).toBe(2);
  });
});
