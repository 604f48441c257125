import { describe, expect, it, vi } from 'vitest';
import { watchPageLeaving } from '#client/page-leaving';
import { watchSearchFailures } from '#client/search-failures';
import { toDocSearchError } from '#shared/search/docsearch';

/** An `unhandledrejection` event as a browser dispatches it, which Node.js has no class for. */
function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
}

describe('watchSearchFailures', () => {
  it('warns once per page, with the first failure, however many follow', () => {
    const warn = vi.fn();
    const report = watchSearchFailures(new EventTarget(), warn);
    report(new Error('index.json: 404'));
    report(new Error('index.json: 404'));
    report('offline');
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

  it('starts watching whether the page is being left before any query fails', () => {
    const window = new EventTarget();
    watchSearchFailures(window, () => {});
    window.dispatchEvent(new Event('pagehide'));
    expect(watchPageLeaving(window)()).toBe(true);
  });
});
