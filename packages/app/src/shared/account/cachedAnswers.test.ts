import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_CACHE, forgetCachedAnswers } from './cachedAnswers';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forgetCachedAnswers', () => {
  it("deletes the service worker's cache of API answers, and no other", async () => {
    const deleteCache = vi.fn(async (_name: string) => true);
    vi.stubGlobal('caches', { delete: deleteCache });
    await forgetCachedAnswers();
    expect(API_CACHE).toBe('plastihub-api');
    expect(deleteCache).toHaveBeenCalledExactlyOnceWith('plastihub-api');
  });

  it('has nothing to wait for where the browser has no caches (an insecure origin, an old browser)', () => {
    vi.stubGlobal('caches', undefined);
    expect(forgetCachedAnswers()).toBeUndefined();
  });

  it('never fails, even when the browser refuses to delete the cache', async () => {
    vi.stubGlobal('caches', {
      delete: vi.fn(() => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'))),
    });
    await expect(forgetCachedAnswers()).resolves.toBe(false);
  });
});
