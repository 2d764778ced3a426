import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCompareList } from '../../shared/listing/compareList';
import { createStore } from '../../testing/store';
import { machineCompareList } from './machineCompareList';
import type { MachineKindName } from './machineKinds';

const wrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={createStore()}>{children}</Provider>
);
const listOf = (kind: MachineKindName) =>
  renderHook(() => useCompareList(machineCompareList(kind)), { wrapper }).result;
const kept = () => new URLSearchParams(localStorage.getItem('machine_compare') ?? '');

describe("a machine kind's compare list", () => {
  beforeEach(() => localStorage.clear());

  it("is kept per kind in this browser: one kind's choices leave the others' alone", async () => {
    localStorage.setItem('machine_compare', 'extruder=7');
    const injection = listOf('injection');
    expect(injection.current.ids).toEqual([]);
    act(() => injection.current.add(3));
    act(() => injection.current.add(5));
    await vi.waitFor(() => expect(kept().get('injection')).toBe('3,5'));
    expect(kept().get('extruder')).toBe('7');

    expect(listOf('extruder').current.ids).toEqual([7]);
    expect(listOf('injection').current.ids).toEqual([3, 5]);
    expect(listOf('utility').current.ids).toEqual([]);
  });

  it("takes three at most per kind, with the spec's message for a fourth", () => {
    localStorage.setItem('machine_compare', 'blowMolding=1%2C2%2C3');
    const blowMolding = listOf('blowMolding');
    act(() => blowMolding.current.add(4));
    expect(blowMolding.current.ids).toEqual([1, 2, 3]);
    expect(blowMolding.current.refusal?.message).toBe('You can Compare upto 3 items');
  });

  it('an emptied list goes from storage, and a damaged one reads as its valid ids', async () => {
    localStorage.setItem('machine_compare', 'auxiliary=9&utility=x%2C4%2C4%2C-1');
    expect(listOf('utility').current.ids).toEqual([4]);
    const auxiliary = listOf('auxiliary');
    act(() => auxiliary.current.remove(9));
    await vi.waitFor(() => expect(kept().has('auxiliary')).toBe(false));
    expect(kept().get('utility')).toBe('x,4,4,-1');
  });
});
