import { describe, expect, it, vi } from 'vitest';
import { watchSearchFailures } from '#client/search-failures';
import { toDocSearchError } from '#shared/search/docsearch';

/** An `unhandledrejection` event as a browser dispatches it, which Node.js has no class for. */
function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
}

describe('watchSearchFailures', () => {
  it('warns once per page, with the first failure, however many follow', async () => {
    const warn = vi.fn();
    const report = watchSearchFailures(new EventTarget(), warn, 0);
    await report(new Error('index.json: 404'));
    await report(new Error('index.json: 404'));
    await report('offline');
    expect(warn.mock.calls).toEqual([['Search is unavailable: index.json: 404']]);
  });

  it('keeps the rejections of search failures out of the console, and no other', () => {
    const window = new EventTarget();
    watchSearchFailures(window, () => {});
    const failure = rejection(toDocSearchError(new Error('offline')));
    const other = rejection(new Error('a bug elsewhere'));
    window.dispatchEvent(failure);
    window.dispatchEvent(other);
    expect(failure.defaultPrevented).toBe(true);
    expect(other.defaultPrevented).toBe(false);
  });

  it('watches a window once, so that one warning stands for the whole visit', () => {
    const window = new EventTarget();
    const add = vi.spyOn(window, 'addEventListener');
    const report = watchSearchFailures(window, () => {});
    expect(watchSearchFailures(window, () => {})).toBe(report);
    expect(add.mock.calls.filter(([type]) => type === 'unhandledrejection')).toHaveLength(1);
  });

  it('takes a query that fails while the page is being left as no failure, and says nothing', async () => {
    const window = new EventTarget();
    const warn = vi.fn();
    const report = watchSearchFailures(window, warn, 0);
    window.dispatchEvent(new Event('pagehide'));
    expect(await report(new Error('cancelled'))).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    // Back from the back/forward cache, a failure is one again.
    window.dispatchEvent(new Event('pageshow'));
    expect(await report(new Error('offline'))).toBe(true);
    expect(warn.mock.calls).toEqual([['Search is unavailable: offline']]);
  });

  it('waits for the page to hide before a failure counts: Firefox cancels fetches first', async () => {
    vi.useFakeTimers();
    try {
      const window = new EventTarget();
      const warn = vi.fn();
      const report = watchSearchFailures(window, warn, 1000);
      // Cancelled as a navigation starts, the page hiding a moment later: no failure.
      const cancelled = report(new Error('cancelled'));
      await vi.advanceTimersByTimeAsync(100);
      window.dispatchEvent(new Event('pagehide'));
      expect(await cancelled).toBe(false);
      window.dispatchEvent(new Event('pageshow'));
      // A page that stays: the failure counts once the wait is over, not before.
      let counted: boolean | undefined;
      void report(new Error('offline')).then((value) => {
        counted = value;
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(counted).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(counted).toBe(true);
      expect(warn.mock.calls).toEqual([['Search is unavailable: offline']]);
    } finally {
      vi.useRealTimers();
    }
  });
});
