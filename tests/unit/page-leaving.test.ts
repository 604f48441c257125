import { describe, expect, it } from 'vitest';
import { watchPageLeaving } from '#client/page-leaving';

describe('watchPageLeaving', () => {
  it('tells the page is left from pagehide until pageshow brings it back', () => {
    const window = new EventTarget();
    const isLeaving = watchPageLeaving(window);
    expect(isLeaving()).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(isLeaving()).toBe(true);
    window.dispatchEvent(new Event('pageshow'));
    expect(isLeaving()).toBe(false);
  });

  it('watches a window once, however often it is asked', () => {
    const window = new EventTarget();
    expect(watchPageLeaving(window)).toBe(watchPageLeaving(window));
  });
});
