import { describe, expect, it } from 'vitest';
import {
  hasAppearanceSwitch,
  nextAppearance,
  parseAppearance,
  resolveAppearance,
} from '../../src/shared/appearance';

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

describe('resolveAppearance', () => {
  it('follows the system only in auto', () => {
    expect(resolveAppearance('auto', true)).toBe('dark');
    expect(resolveAppearance('auto', false)).toBe('light');
    expect(resolveAppearance('light', true)).toBe('light');
    expect(resolveAppearance('dark', false)).toBe('dark');
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

  it('changes what the page shows on the first press from auto', () => {
    for (const systemDark of [true, false]) {
      const before = resolveAppearance('auto', systemDark);
      expect(resolveAppearance(nextAppearance('auto', systemDark), systemDark)).not.toBe(before);
    }
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
