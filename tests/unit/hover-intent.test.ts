import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHoverIntent } from '#shared/hover-intent';

describe('createHoverIntent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const changes: boolean[] = [];
    const intent = createHoverIntent({
      openDelay: 100,
      closeDelay: 150,
      onChange: (open) => changes.push(open),
    });
    return { intent, changes };
  };

  it('opens 100 ms after the pointer enters, not before', () => {
    const { intent, changes } = setup();
    intent.pointerEnter();
    vi.advanceTimersByTime(99);
    expect(intent.open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(intent.open).toBe(true);
    expect(changes).toEqual([true]);
  });

  it('does not open when the pointer passes through quickly', () => {
    const { intent, changes } = setup();
    intent.pointerEnter();
    vi.advanceTimersByTime(50);
    intent.pointerLeave();
    vi.advanceTimersByTime(500);
    expect(changes).toEqual([]);
  });

  it('closes 150 ms after the pointer leaves, and stays open if it comes back in time', () => {
    const { intent, changes } = setup();
    intent.setOpen(true);
    intent.pointerLeave();
    vi.advanceTimersByTime(149);
    intent.pointerEnter();
    vi.advanceTimersByTime(1000);
    expect(intent.open).toBe(true);
    intent.pointerLeave();
    vi.advanceTimersByTime(150);
    expect(intent.open).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('toggles and closes at once, cancelling a pending hover change', () => {
    const { intent, changes } = setup();
    intent.toggle();
    expect(intent.open).toBe(true);
    intent.pointerLeave();
    intent.toggle();
    vi.advanceTimersByTime(1000);
    expect(intent.open).toBe(false);
    intent.pointerEnter();
    intent.setOpen(false);
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([true, false]);
  });

  it('stops pending changes when disposed', () => {
    const { intent, changes } = setup();
    intent.pointerEnter();
    intent.dispose();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
  });
});
