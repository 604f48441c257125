import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from '#shared/shortcuts';

const key = (key: string, extra: Partial<Parameters<typeof isSearchShortcut>[0]> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: { tagName: 'BODY' } as unknown as EventTarget,
  ...extra,
});

describe('isSearchShortcut', () => {
  it('takes Ctrl+K and Cmd+K anywhere, even in a field', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(
      isSearchShortcut(
        key('k', { ctrlKey: true, target: { tagName: 'INPUT' } as unknown as EventTarget }),
      ),
    ).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });

  it("takes '/' only outside fields that take text", () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) {
      expect(isSearchShortcut(key('/', { target: { tagName } as unknown as EventTarget }))).toBe(
        false,
      );
    }
    expect(
      isSearchShortcut(
        key('/', { target: { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget }),
      ),
    ).toBe(false);
    expect(isSearchShortcut(key('/', { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(key('/', { target: null }))).toBe(true);
  });
});
