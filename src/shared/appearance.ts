/** The reader's appearance preference: a fixed scheme, or `auto` to follow the system. */
export type Appearance = 'light' | 'dark' | 'auto';

/** Where Rspress keeps the preference; its inline script reads it before the first paint. */
export const APPEARANCE_STORAGE_KEY = 'rspress-theme-appearance';

/** A stored value as a preference: anything but light or dark is auto. */
export function parseAppearance(stored: string | null | undefined): Appearance {
  return stored === 'light' || stored === 'dark' ? stored : 'auto';
}

/**
 * The preference one press of the toggle moves to: from auto to the scheme the page is not
 * showing, then to the other one, then back to auto. Every press changes what the reader sees
 * or what the button says.
 */
export function nextAppearance(preference: Appearance, systemDark: boolean): Appearance {
  const system = systemDark ? 'dark' : 'light';
  const opposite = systemDark ? 'light' : 'dark';
  if (preference === 'auto') return opposite;
  if (preference === opposite) return system;
  return 'auto';
}

/**
 * Whether the bar shows the appearance switch, as Rspress decides it: not when dark mode is off
 * or forced one way (`force-light`, `force-dark`, `force-auto`).
 */
export function hasAppearanceSwitch(darkMode: unknown): boolean {
  return darkMode !== false && !String(darkMode ?? '').startsWith('force-');
}
