import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '#shared/load-once';

describe('a chunk loaded once, on intent', () => {
  it('fetches once for every caller and says when it has arrived', async () => {
    const load = vi.fn(async () => 'modal');
    const modal = loadOnce(load);
    expect(modal.ready).toBe(false);
    const [first, second] = await Promise.all([modal(), modal()]);
    expect([first, second, await modal()]).toEqual(['modal', 'modal', 'modal']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(modal.ready).toBe(true);
  });

  it('forgets a failed fetch, so the next intent tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue('texts');
    const texts = loadOnce(load);
    await expect(texts()).rejects.toThrow('ChunkLoadError');
    expect(texts.ready).toBe(false);
    await expect(texts()).resolves.toBe('texts');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a prefetch fail without an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const load = vi.fn(() => Promise.reject(new Error('left the page')));
      const modal = loadOnce(load);
      modal.prefetch();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      expect(load).toHaveBeenCalledTimes(1);
      modal.prefetch();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
