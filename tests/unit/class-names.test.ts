import { describe, expect, it } from 'vitest';
import { classNames } from '#shared/class-names';

describe('classNames', () => {
  it('joins the given parts with spaces and leaves out the empty ones', () => {
    expect(classNames('a', false, 'b', undefined, null, '', 'c')).toBe('a b c');
    expect(classNames(false && 'x')).toBe('');
  });
});
