import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeyPopover } from '#shared/key-popover';

type Key = { name: string };
const A: Key = { name: 'lib.format' };
const B: Key = { name: 'lib.bundle' };
const NOWHERE = { key: null, inPopup: false, focused: null };

describe('createKeyPopover', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const events: string[] = [];
    const popover = createKeyPopover<Key>({
      openDelay: 100,
      closeDelay: 150,
      show: (key) => events.push(`show ${key.name}`),
      hide: () => events.push('hide'),
    });
    return { popover, events };
  };

  it('shows a hovered key after the open delay, and hides after the close delay', () => {
    const { popover, events } = setup();
    popover.pointerOver(false, A, false);
    vi.advanceTimersByTime(99);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['show lib.format']);
    popover.pointerOut(false, { key: A, inPopup: false }, NOWHERE);
    vi.advanceTimersByTime(149);
    expect(popover.wanted).toBe(A);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['show lib.format', 'hide']);
  });

  it('shows nothing when the pointer only passes over a key', () => {
    const { popover, events } = setup();
    popover.pointerOver(false, A, false);
    vi.advanceTimersByTime(50);
    popover.pointerOut(false, { key: A, inPopup: false }, NOWHERE);
    vi.advanceTimersByTime(1000);
    expect(events.filter((event) => event.startsWith('show'))).toEqual([]);
  });

  it('keeps the popup while the pointer moves from the key onto the popup and back', () => {
    const { popover, events } = setup();
    popover.focusIn(A, false);
    popover.pointerOut(false, { key: A, inPopup: false }, { ...NOWHERE, inPopup: true });
    popover.pointerOver(false, null, true);
    popover.pointerOut(false, { key: null, inPopup: true }, { ...NOWHERE, key: A });
    vi.advanceTimersByTime(1000);
    expect(events).toEqual(['show lib.format']);
  });

  it('keeps the popup of the focused key when the pointer leaves it', () => {
    const { popover, events } = setup();
    popover.focusIn(A, false);
    popover.pointerOut(false, { key: A, inPopup: false }, { ...NOWHERE, focused: A });
    vi.advanceTimersByTime(1000);
    expect(events).toEqual(['show lib.format']);
  });

  it('follows the focus from key to key, and hides when it leaves the keys', () => {
    const { popover, events } = setup();
    popover.focusIn(A, false);
    popover.focusIn(B, false);
    popover.focusOut(B, null);
    expect(events).toEqual(['show lib.format', 'show lib.bundle', 'hide']);
    popover.focusOut(A, B);
    expect(events).toHaveLength(3);
  });

  it('keeps the popup when the focus moves into it', () => {
    const { popover, events } = setup();
    popover.focusIn(A, false);
    popover.focusIn(null, true);
    expect(events).toEqual(['show lib.format']);
  });

  it('on a touch screen, shows on the first tap and follows the link on the second', () => {
    const { popover, events } = setup();
    popover.pointerOver(true, A, false);
    vi.advanceTimersByTime(1000);
    popover.pointerDown(true, A, false, null);
    expect(popover.click(A)).toBe(true);
    expect(events).toEqual(['show lib.format']);
    popover.pointerDown(true, A, false, A);
    expect(popover.click(A)).toBe(false);
  });

  it('lets a mouse click follow the link, and a tap elsewhere hide the popup', () => {
    const { popover, events } = setup();
    popover.pointerDown(false, A, false, null);
    expect(popover.click(A)).toBe(false);
    popover.pointerDown(true, B, false, null);
    popover.click(B);
    popover.pointerDown(true, null, true, B);
    expect(events).toEqual(['show lib.bundle']);
    popover.pointerDown(true, null, false, B);
    expect(events).toEqual(['show lib.bundle', 'hide']);
  });

  it('hides on Escape, and does nothing more once disposed', () => {
    const { popover, events } = setup();
    popover.focusIn(A, false);
    popover.escape();
    popover.escape();
    expect(events).toEqual(['show lib.format', 'hide']);
    popover.pointerOver(false, B, false);
    popover.dispose();
    vi.advanceTimersByTime(1000);
    expect(events).toEqual(['show lib.format', 'hide']);
  });
});
