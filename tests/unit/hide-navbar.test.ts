import { describe, expect, it } from 'vitest';
import { isNavbarHidden, parseHideNavbar } from '#shared/hide-navbar';

describe('parseHideNavbar', () => {
  it('accepts the three settings and reads anything else as never', () => {
    expect(parseHideNavbar('always')).toBe('always');
    expect(parseHideNavbar('auto')).toBe('auto');
    expect(parseHideNavbar('never')).toBe('never');
    expect(parseHideNavbar(undefined)).toBe('never');
    expect(parseHideNavbar('sometimes')).toBe('never');
  });
});

describe('isNavbarHidden', () => {
  it('never hides with never, always hides with always', () => {
    expect(isNavbarHidden('never', 0, 900, false)).toBe(false);
    expect(isNavbarHidden('always', 900, 0, false)).toBe(true);
  });

  it('in auto, hides on the way down and shows on the way up or near the top', () => {
    expect(isNavbarHidden('auto', 200, 600, false)).toBe(true);
    expect(isNavbarHidden('auto', 600, 500, true)).toBe(false);
    expect(isNavbarHidden('auto', 600, 600, true)).toBe(true);
    expect(isNavbarHidden('auto', 300, 80, true)).toBe(false);
    expect(isNavbarHidden('auto', 0, 90, false)).toBe(false);
  });
});
