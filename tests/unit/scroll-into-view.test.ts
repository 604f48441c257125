import { describe, expect, it } from 'vitest';
import { scrollDelta } from '../../src/scroll-into-view';

const frame = { start: 100, size: 400 };

describe('scrollDelta', () => {
  it('centres the target in the frame', () => {
    expect(scrollDelta(frame, { start: 700, size: 40 }, 'center')).toBe(420);
    expect(scrollDelta(frame, { start: 20, size: 40 }, 'center')).toBe(-260);
  });

  it('aligns to the start or the end', () => {
    expect(scrollDelta(frame, { start: 700, size: 40 }, 'start')).toBe(600);
    expect(scrollDelta(frame, { start: 700, size: 40 }, 'end')).toBe(240);
  });

  it('moves the least distance for nearest, and not at all when already in view', () => {
    expect(scrollDelta(frame, { start: 700, size: 40 }, 'nearest')).toBe(240);
    expect(scrollDelta(frame, { start: 20, size: 40 }, 'nearest')).toBe(-80);
    expect(scrollDelta(frame, { start: 200, size: 40 }, 'nearest')).toBe(0);
  });

  it('leaves a fully visible target alone in if-needed mode, and moves a cut-off one', () => {
    expect(scrollDelta(frame, { start: 200, size: 40 }, 'center', true)).toBe(0);
    expect(scrollDelta(frame, { start: 480, size: 40 }, 'center', true)).toBe(200);
    expect(scrollDelta(frame, { start: 200, size: 40 }, 'center', false)).toBe(-80);
  });
});
