import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_SAVE_MS, pendingSaveSignedIn, rememberPendingSave, takePendingSave } from './pendingSave';

const listing = {
  kind: 'Trade Product',
  id: '4',
  title: 'HDPE film grade',
  path: '/trade-product-details?product_id=4',
};

afterEach(() => sessionStorage.clear());

describe("a guest's pending Save", () => {
  it('goes to the user who completes the sign-in in this tab, once', () => {
    rememberPendingSave(listing, 1_000);
    pendingSaveSignedIn(2_000);
    expect(takePendingSave()).toEqual(listing);
    expect(takePendingSave()).toBeNull();
  });

  it("is nobody's without a sign-in completed in this tab (another tab signed in, or the session was already there)", () => {
    rememberPendingSave(listing, 1_000);
    expect(takePendingSave()).toBeNull();
  });

  it('is dropped when the sign-in comes too late', () => {
    rememberPendingSave(listing, 1_000);
    pendingSaveSignedIn(1_000 + PENDING_SAVE_MS + 1);
    expect(takePendingSave()).toBeNull();
  });
});
