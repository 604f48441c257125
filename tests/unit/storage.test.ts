import { describe, expect, it } from 'vitest';
import { STORAGE_GUARD_SCRIPT } from '#shared/storage';

/** Runs the inlined guard against a fake window whose localStorage behaves as given. */
function runGuard(localStorage: () => unknown) {
  const window: Record<string, unknown> = {};
  Object.defineProperty(window, 'localStorage', { get: localStorage, configurable: true });
  new Function('window', STORAGE_GUARD_SCRIPT)(window);
  return window as { localStorage: Storage };
}

function workingStorage(): Storage {
  const values = new Map<string, string>();
  return {
    length: 0,
    key: () => null,
    getItem: (k) => values.get(k) ?? null,
    setItem: (k, v) => void values.set(k, v),
    removeItem: (k) => void values.delete(k),
    clear: () => values.clear(),
  };
}

describe('STORAGE_GUARD_SCRIPT', () => {
  it('leaves working storage alone, without leaving its probe behind', () => {
    const real = workingStorage();
    const window = runGuard(() => real);
    expect(window.localStorage).toBe(real);
    expect(real.getItem('__rslib_storage_probe__')).toBeNull();
  });

  it('puts an in-memory storage in place of one whose access throws', () => {
    const window = runGuard(() => {
      throw new Error('SecurityError: access denied');
    });
    const storage = window.localStorage;
    expect(storage.getItem('rspress-theme-appearance')).toBeNull();
    // The one-time locale redirect cannot be remembered, so it is not made at all.
    expect(storage.getItem('rspress-visited')).toBe('1');
    storage.clear();
    storage.setItem('rspress-theme-appearance', 'dark');
    expect(storage.getItem('rspress-theme-appearance')).toBe('dark');
    expect(storage.length).toBe(1);
    expect(storage.key(0)).toBe('rspress-theme-appearance');
    storage.removeItem('rspress-theme-appearance');
    expect(storage.getItem('rspress-theme-appearance')).toBeNull();
    storage.setItem('a', '1');
    storage.clear();
    expect(storage.length).toBe(0);
  });

  it('also replaces a storage that cannot be written (full or read-only)', () => {
    const full = {
      ...workingStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const window = runGuard(() => full);
    expect(window.localStorage).not.toBe(full);
    window.localStorage.setItem('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
  });

  it('does not mistake inherited keys for stored values', () => {
    const window = runGuard(() => {
      throw new Error('blocked');
    });
    expect(window.localStorage.getItem('toString')).toBeNull();
  });
});
