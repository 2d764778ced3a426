import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountUser } from '@plastihub/api-client';
import { clearSession, loadSession, readToken, saveSession, saveUser } from './session';

const rohan: AccountUser = {
  id: 1,
  name: 'Rohan Mehta',
  firstName: 'Rohan',
  lastName: 'Mehta',
  countryCode: '+91',
  mobile: '9876543210',
  email: 'rohan.mehta@example.in',
  companyName: 'Mehta Polymers Pvt. Ltd.',
  address: 'Unit 12, Industrial Area Phase 1',
  countryId: 1,
  countryName: 'India',
  state: 'Gujarat',
  city: 'Ahmedabad',
  roles: ['Material Seller', 'Buyer'],
  image: null,
  emailVerified: true,
};

const storageIsFull = () =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });

describe('the session saved in this browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
    localStorage.clear();
  });

  it('comes back as it was saved', () => {
    saveSession('demo-1-abc', rohan);
    expect(loadSession()).toEqual({ token: 'demo-1-abc', user: rohan });
  });

  it.each([
    ['invalid JSON', '{"name": "Rohan'],
    ['null', 'null'],
    ['an empty object', '{}'],
    ['a list', '[]'],
    ['a text', '"Rohan"'],
    ['roles as text (an older shape)', JSON.stringify({ ...rohan, roles: 'Buyer' })],
    ['a missing name', JSON.stringify({ ...rohan, name: undefined })],
  ])('keeps the token but drops a stored user that is %s', (_case, saved) => {
    localStorage.setItem('plastihub.token', 'demo-1-abc');
    localStorage.setItem('plastihub.user', saved);
    expect(loadSession()).toEqual({ token: 'demo-1-abc', user: null });
    expect(localStorage.getItem('plastihub.user')).toBeNull();
    expect(readToken()).toBe('demo-1-abc');
  });

  it('signs in from memory when the storage is full, without bringing back an older session', () => {
    localStorage.setItem('plastihub.token', 'demo-2-older');
    storageIsFull();
    expect(() => saveSession('demo-1-abc', rohan)).not.toThrow();
    expect(localStorage.getItem('plastihub.token')).toBeNull();
    expect(readToken()).toBe('demo-1-abc');
    expect(loadSession()).toEqual({ token: 'demo-1-abc', user: rohan });
    expect(() => saveUser({ ...rohan, name: 'Rohan M.' })).not.toThrow();
    expect(loadSession().user?.name).toBe('Rohan M.');

    clearSession();
    expect(readToken()).toBeNull();
    expect(loadSession()).toEqual({ token: null, user: null });
  });
});
