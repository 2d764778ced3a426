import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCompareList } from './useCompareList';

const item = (id: number) => ({ id });

describe('useCompareList', () => {
  it('refuses beyond the limit with the spec alert, counting each refusal', () => {
    const { result } = renderHook(() => useCompareList({ initialItems: [item(1), item(2), item(3)] }));
    act(() => {
      expect(result.current.add(item(4))).toBe(false);
    });
    expect(result.current.refusal).toEqual({ message: 'You can Compare upto 3 items', count: 1 });
    act(() => {
      result.current.add(item(5));
    });
    expect(result.current.refusal?.count).toBe(2);
    expect(result.current.items).toEqual([item(1), item(2), item(3)]);
  });

  it('toggles an item in and out and never holds it twice', () => {
    const { result } = renderHook(() => useCompareList<{ id: number }>());
    act(() => {
      result.current.toggle(item(7));
    });
    act(() => {
      expect(result.current.add(item(7))).toBe(false);
    });
    expect(result.current.items).toEqual([item(7)]);
    expect(result.current.refusal).toBeUndefined();
    act(() => {
      result.current.toggle(item(7));
    });
    expect(result.current.items).toEqual([]);
  });
});
