import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCompareList } from '../../shared/listing/compareList';
import { createStore } from '../../testing/store';
import { materialCompareList } from './compareList';

const wrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={createStore()}>{children}</Provider>
);

describe("the materials' compare list", () => {
  beforeEach(() => localStorage.clear());

  it("is kept in this browser under the spec's `compare` key, and goes when emptied", async () => {
    localStorage.setItem('compare', '4,8');
    const { result } = renderHook(() => useCompareList(materialCompareList), { wrapper });
    expect(result.current.ids).toEqual([4, 8]);

    act(() => result.current.add(15));
    await vi.waitFor(() => expect(localStorage.getItem('compare')).toBe('4,8,15'));
    act(() => result.current.remove(4));
    act(() => result.current.remove(8));
    act(() => result.current.remove(15));
    await vi.waitFor(() => expect(localStorage.getItem('compare')).toBeNull());
  });
});
