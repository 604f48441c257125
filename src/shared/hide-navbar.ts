import { TOP_ARRIVED_PX } from './constants';

/** `themeConfig.hideNavbar`: keep the navbar, never show it, or hide it while reading down. */
export type HideNavbar = 'never' | 'always' | 'auto';

export function parseHideNavbar(value: unknown): HideNavbar {
  return value === 'always' || value === 'auto' ? value : 'never';
}

/**
 * Whether the navbar is hidden after a scroll from `previousY` to `y`: in `auto` it hides on the
 * way down and comes back on the way up or near the top of the page.
 */
export function isNavbarHidden(
  setting: HideNavbar,
  previousY: number,
  y: number,
  wasHidden: boolean,
): boolean {
  if (setting === 'never') return false;
  if (setting === 'always') return true;
  if (y <= TOP_ARRIVED_PX) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return wasHidden;
}
