import { describe, expect, it } from 'vitest';
import { openedForVisitors } from './openBrowsing';

describe('open browsing (VITE_OPEN_BROWSING)', () => {
  it('shows a visitor the browsing pages only in a build that opens them, never a page the spec opens anyway', () => {
    expect(openedForVisitors('/trade-product-details', true)).toBe(true);
    expect(openedForVisitors('/injection-machine-details', true)).toBe(true);
    // Open to visitors by the spec: their contact reveal stays as it is.
    expect(openedForVisitors('/manpower-executives-details', true)).toBe(false);
    expect(openedForVisitors('/chat-details', true)).toBe(false);
    expect(openedForVisitors('/trade-product-details', false)).toBe(false);
  });

  it('opens nothing in a build without VITE_OPEN_BROWSING (the tests set none)', () => {
    expect(openedForVisitors('/trade-product-details')).toBe(false);
  });
});
