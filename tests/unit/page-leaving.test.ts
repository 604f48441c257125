import { describe, expect, it, vi } from 'vitest';
import { hidesWithin, watchPageLeaving } from '#client/page-leaving';

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

  it('tells whether the page hides within a time, and stops listening after', async () => {
    const window = new EventTarget();
    const hides = hidesWithin(window, 1000);
    window.dispatchEvent(new Event('pagehide'));
    expect(await hides).toBe(true);
    const stays = new EventTarget();
    const remove = vi.spyOn(stays, 'removeEventListener');
    expect(await hidesWithin(stays, 1)).toBe(false);
    expect(remove).toHaveBeenCalledWith('pagehide', expect.any(Function));
  });
});
