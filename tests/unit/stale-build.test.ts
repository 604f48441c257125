import { describe, expect, it } from 'vitest';
import {
  claimFullLoad,
  fullLoadTarget,
  isChunkLoadError,
  linkNavigation,
  noteNavigation,
  reportingChunkFailures,
  settleNavigation,
  takeNavigation,
} from '#client/stale-build';

const page = 'https://rslib.rs/guide/start/';

describe('isChunkLoadError', () => {
  it('knows Rspack’s chunk failures, by name or by message', () => {
    const named = new Error('Loading chunk vn failed.');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 2l failed.\n(error: /static/js/a.js)'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk vn failed.')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('linkNavigation', () => {
  it('is the move to another page of the site, as absolute addresses', () => {
    expect(linkNavigation({ href: '/guide/advanced/module-federation' }, page)).toEqual({
      from: page,
      to: 'https://rslib.rs/guide/advanced/module-federation',
    });
    expect(linkNavigation({ href: '/zh/guide/start/', target: '_self' }, page)?.to).toBe(
      'https://rslib.rs/zh/guide/start/',
    );
  });

  it('is nothing for another host, another tab, the same page or a broken address', () => {
    expect(linkNavigation({ href: 'https://github.com/web-infra-dev/rslib' }, page)).toBe(
      undefined,
    );
    expect(linkNavigation({ href: '/blog/', target: '_blank' }, page)).toBe(undefined);
    expect(linkNavigation({ href: '#quick-start' }, page)).toBe(undefined);
    expect(linkNavigation({ href: '/guide/start/#x' }, page)).toBe(undefined);
    expect(linkNavigation({ href: 'http://[' }, page)).toBe(undefined);
  });
});

describe('fullLoadTarget', () => {
  const navigation = { from: page, to: 'https://rslib.rs/guide/advanced/module-federation' };

  it('follows the link when the address has not moved yet (a click)', () => {
    expect(fullLoadTarget(page, navigation)).toBe(navigation.to);
  });

  it('reloads the address when it has moved (back and forward) or nothing was clicked', () => {
    expect(fullLoadTarget('https://rslib.rs/blog/', navigation)).toBe('https://rslib.rs/blog/');
    expect(fullLoadTarget(page, undefined)).toBe(page);
  });
});

describe('takeNavigation', () => {
  const next = 'https://rslib.rs/guide/advanced/module-federation';

  it('hands out the noted navigation once, while its page is still the address', () => {
    noteNavigation({ from: page, to: next });
    expect(takeNavigation(next)).toBe(undefined);
    expect(takeNavigation(page)).toEqual({ from: page, to: next });
    // The next failure of the same moment (a second rejection of the same chunk) finds none.
    expect(takeNavigation(page)).toBe(undefined);
  });

  it('has none once the address moved on, so a later failure on that page is a prefetch', () => {
    noteNavigation({ from: page, to: next });
    settleNavigation(page);
    settleNavigation(next);
    // Back on the first page, a hovered link's failed prefetch is not the old click.
    expect(takeNavigation(page)).toBe(undefined);
  });

  it('keeps the navigation while the address has not moved, and ignores nothing noted', () => {
    noteNavigation(undefined);
    expect(takeNavigation(page)).toBe(undefined);
    noteNavigation({ from: page, to: next });
    settleNavigation(page);
    expect(takeNavigation(page)?.to).toBe(next);
  });
});

describe('reportingChunkFailures', () => {
  const chunkError = () =>
    Object.assign(new Error('Loading chunk 2l failed.'), {
      name: 'ChunkLoadError',
    });

  it('runs the action in the transition and reports a failed chunk instead of throwing it', async () => {
    const started: Promise<void>[] = [];
    const reported: unknown[] = [];
    const start = reportingChunkFailures(
      (action) => void started.push(action()),
      (error) => reported.push(error),
    );
    const error = chunkError();
    start(() => Promise.reject(error));
    await expect(started[0]).resolves.toBe(undefined);
    expect(reported).toEqual([error]);

    let ran = false;
    start(() => {
      ran = true;
    });
    await started[1];
    expect(ran).toBe(true);
    expect(reported).toHaveLength(1);
  });

  it('lets any other failure through to React, as before', async () => {
    const started: Promise<void>[] = [];
    const reported: unknown[] = [];
    const start = reportingChunkFailures(
      (action) => void started.push(action()),
      (error) => reported.push(error),
    );
    start(() => Promise.reject(new TypeError('x is undefined')));
    await expect(started[0]).rejects.toThrow('x is undefined');
    expect(reported).toEqual([]);
  });
});

describe('claimFullLoad', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };

  it('allows one full load of an address, then none within ten seconds, then again', () => {
    const store = memory();
    expect(claimFullLoad(() => store, page, 1_000)).toBe(true);
    expect(claimFullLoad(() => store, page, 5_000)).toBe(false);
    expect(claimFullLoad(() => store, 'https://rslib.rs/blog/', 5_000)).toBe(true);
    expect(claimFullLoad(() => store, page, 20_000)).toBe(true);
  });

  it('allows none when storage throws, and survives what another script left there', () => {
    const throwing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(claimFullLoad(throwing, page, 0)).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(claimFullLoad(() => full, page, 0)).toBe(false);
    for (const left of ['{', '42', '"x"', 'null', '{"to":1}', `{"to":"${page}","at":"0"}`]) {
      const store = { getItem: () => left, setItem: () => undefined };
      expect(
        claimFullLoad(() => store, page, 0),
        left,
      ).toBe(true);
    }
    const throwingRead = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(claimFullLoad(() => throwingRead, page, 0)).toBe(false);
  });
});
