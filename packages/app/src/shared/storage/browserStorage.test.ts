import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from './browserStorage';

afterEach(() => {
  vi.restoreAllMocks();
  browserStorage('local').removeItem('plastihub.test');
  browserStorage('session').removeItem('plastihub.test');
});

const full = () =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });

describe('guarded browser storage', () => {
  it('writes to the browser storage when it can', () => {
    expect(browserStorage('session').setItem('plastihub.test', 'kept')).toBe(true);
    expect(sessionStorage.getItem('plastihub.test')).toBe('kept');
    expect(browserStorage('session').getItem('plastihub.test')).toBe('kept');
  });

  it('keeps a value in memory for this tab when the storage is full, and leaves the stored one as it was', () => {
    localStorage.setItem('plastihub.test', 'Mumbai');
    full();
    expect(browserStorage('local').setItem('plastihub.test', 'Pune')).toBe(false);
    expect(localStorage.getItem('plastihub.test')).toBe('Mumbai');
    expect(browserStorage('local').getItem('plastihub.test')).toBe('Pune');
    browserStorage('local').removeItem('plastihub.test');
    expect(browserStorage('local').getItem('plastihub.test')).toBeNull();
  });

  it('reads nothing and throws nothing when the storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    expect(browserStorage('session').getItem('plastihub.test')).toBeNull();
    expect(() => browserStorage('session').removeItem('plastihub.test')).not.toThrow();
  });
});
