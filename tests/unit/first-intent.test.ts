import { describe, expect, it, vi } from 'vitest';
import { INTENT_EVENTS, onFirstIntent } from '../../src/first-intent';

describe('onFirstIntent', () => {
  it.each(INTENT_EVENTS)('runs the task once, on the first %s', (type) => {
    const target = new EventTarget();
    const task = vi.fn();
    onFirstIntent(task, target);
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event('keydown'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing without interaction, or once cancelled', () => {
    const target = new EventTarget();
    const task = vi.fn();
    const cancel = onFirstIntent(task, target);
    target.dispatchEvent(new Event('scroll'));
    cancel();
    target.dispatchEvent(new Event('pointerdown'));
    expect(task).not.toHaveBeenCalled();
  });
});
