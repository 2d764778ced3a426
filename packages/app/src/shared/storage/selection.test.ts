import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../testing/store';
import { readSelection, writeSelection } from './selection';
import { selectionMade } from './selection.saga';
import { setNavigator } from '../routing/navigation';

describe('the selection hand-off', () => {
  // Story frames in the same worker point navigation at a memory router; these tests use the browser's.
  beforeEach(() =>
    setNavigator((to, options) =>
      window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to),
    ),
  );
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('reads a choice from the URL before browser storage, so a shared link opens the same page', () => {
    writeSelection('productId', '17');
    expect(readSelection('productId', '?product_id=42')).toBe('42');
  });

  it('keeps a hand-off in memory for this tab when the storage is full, and hands it on', async () => {
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const store = createStore();
    store.dispatch(selectionMade({ values: { tradeType: 'Scrap Material' }, to: '/trade-product' }));
    await expect.poll(() => window.location.pathname).toBe('/trade-product');
    expect(readSelection('tradeType', '')).toBe('Scrap Material');
    full.mockRestore();
    writeSelection('tradeType', null);
  });

  it('falls back to browser storage when the URL does not carry the choice', () => {
    writeSelection('productId', '17');
    expect(readSelection('productId', '?trade_type=Scrap+Material')).toBe('17');
    expect(readSelection('executiveId', '')).toBeNull();
  });

  it('keeps session choices for the tab and the material city across visits', () => {
    writeSelection('manpowerCountry', 'International');
    writeSelection('materialCity', 'Pune');
    expect(sessionStorage.getItem('country_type')).toBe('International');
    expect(localStorage.getItem('material_city')).toBe('Pune');
    writeSelection('manpowerCountry', null);
    expect(sessionStorage.getItem('country_type')).toBeNull();
  });

  it('is written by the saga, which then opens the next page', async () => {
    const store = createStore();
    store.dispatch(
      selectionMade({
        values: { tradeType: 'Virgin Polymers', productId: null },
        to: '/trade-product?trade_type=Virgin+Polymers',
      }),
    );
    await expect
      .poll(() => `${window.location.pathname}${window.location.search}`)
      .toBe('/trade-product?trade_type=Virgin+Polymers');
    expect(sessionStorage.getItem('trade_type')).toBe('Virgin Polymers');
    expect(sessionStorage.getItem('product_id')).toBeNull();
  });
});
