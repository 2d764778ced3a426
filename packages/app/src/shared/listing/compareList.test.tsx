import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../testing/store';
import { parseCompareIds, useCompareList, type StoredCompareList } from './compareList';

const wrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={createStore()}>{children}</Provider>
);

/** A list kept under the selection `compareList` (local storage `compare`). */
const keptList = (name = 'kept'): StoredCompareList => ({
  name,
  read: () => parseCompareIds(localStorage.getItem('compare')),
  written: (ids) => ({ compareList: ids.join(',') || null }),
});

describe('the compare list', () => {
  beforeEach(() => localStorage.clear());

  it("reads the spec's comma-separated ids, dropping what is not one and keeping at most three", () => {
    expect(parseCompareIds('3,x,,7,3,9,12')).toEqual([3, 7, 9]);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it('takes only plain ids from the URL or storage: no exponent, hex, rounded or zero-padded id', () => {
    expect(parseCompareIds('1e3,0x10,9007199254740993,05,0,5')).toEqual([5]);
  });

  it("adds up to three, ignores one already chosen, and refuses a fourth with the spec's message", async () => {
    localStorage.setItem('compare', '4,8');
    const { result } = renderHook(() => useCompareList(keptList()), { wrapper });
    expect(result.current.ids).toEqual([4, 8]);

    act(() => result.current.add(8));
    expect(result.current.ids).toEqual([4, 8]);
    expect(result.current.refusal).toBeUndefined();

    act(() => result.current.add(15));
    act(() => result.current.add(16));
    expect(result.current.ids).toEqual([4, 8, 15]);
    expect(result.current.refusal?.message).toBe('You can Compare upto 3 items');

    act(() => result.current.remove(4));
    expect(result.current.ids).toEqual([8, 15]);
    expect(result.current.refusal).toBeUndefined();
    await vi.waitFor(() => expect(localStorage.getItem('compare')).toBe('8,15'));
  });

  it("gives a card's toggle and the tray's Remove", () => {
    localStorage.setItem('compare', '4');
    const { result } = renderHook(() => useCompareList(keptList()), { wrapper });
    expect(result.current.toggleOf(4).selected).toBe(true);
    expect(result.current.toggleOf(9).selected).toBe(false);

    act(() => result.current.toggleOf(9).onToggle());
    expect(result.current.ids).toEqual([4, 9]);
    act(() => result.current.toggleOf(4).onToggle());
    expect(result.current.ids).toEqual([9]);
    act(() => result.current.trayControls.onRemove('9'));
    expect(result.current.ids).toEqual([]);
  });

  it("turning to another list shows that list's ids, without the last list's refusal", () => {
    const lists: Record<string, number[]> = { first: [1, 2, 3], second: [7] };
    const listNamed = (name: string): StoredCompareList => ({
      name,
      read: () => lists[name] ?? [],
      written: () => ({}),
    });
    const { result, rerender } = renderHook(({ name }) => useCompareList(listNamed(name)), {
      wrapper,
      initialProps: { name: 'first' },
    });
    act(() => result.current.add(4));
    expect(result.current.refusal?.message).toBe('You can Compare upto 3 items');

    rerender({ name: 'second' });
    expect(result.current.ids).toEqual([7]);
    expect(result.current.refusal).toBeUndefined();
    act(() => result.current.add(8));
    expect(result.current.ids).toEqual([7, 8]);

    rerender({ name: 'first' });
    expect(result.current.ids).toEqual([1, 2, 3]);
  });
});
