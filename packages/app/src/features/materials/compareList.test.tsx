import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../testing/store';
import { parseCompareIds, useCompareList } from './compareList';

const wrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={createStore()}>{children}</Provider>
);

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
    const { result } = renderHook(() => useCompareList(), { wrapper });
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
});
