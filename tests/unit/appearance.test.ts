import { describe, expect, it } from 'vitest';
import { hasAppearanceSwitch, nextAppearance, parseAppearance } from '#shared/appearance';

describe('parseAppearance', () => {
  it('keeps light and dark and reads anything else as auto', () => {
    expect(parseAppearance('light')).toBe('light');
    expect(parseAppearance('dark')).toBe('dark');
    expect(parseAppearance('auto')).toBe('auto');
    for (const garbage of [null, undefined, '', 'DARK', 'purple', '{"a":1}']) {
      expect(parseAppearance(garbage)).toBe('auto');
    }
  });
});

describe('nextAppearance', () => {
  it('goes auto → the other scheme → the system scheme → auto', () => {
    expect(nextAppearance('auto', false)).toBe('dark');
    expect(nextAppearance('dark', false)).toBe('light');
    expect(nextAppearance('light', false)).toBe('auto');
    expect(nextAppearance('auto', true)).toBe('light');
    expect(nextAppearance('light', true)).toBe('dark');
    expect(nextAppearance('dark', true)).toBe('auto');
  });
});

describe('hasAppearanceSwitch', () => {
  it('shows the switch unless dark mode is off or forced', () => {
    expect(hasAppearanceSwitch(true)).toBe(true);
    expect(hasAppearanceSwitch(undefined)).toBe(true);
    expect(hasAppearanceSwitch('auto')).toBe(true);
    expect(hasAppearanceSwitch(false)).toBe(false);
    expect(hasAppearanceSwitch('force-dark')).toBe(false);
    expect(hasAppearanceSwitch('force-auto')).toBe(false);
  });
});
