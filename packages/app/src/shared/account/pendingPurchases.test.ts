import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from '../storage/browserStorage';

const ROHAN = 1;
const PRIYA = 2;

/** The module as a page finds it when it starts (a reload): only the tab's storage carries over. */
async function freshPage() {
  vi.resetModules();
  return import('./pendingPurchases');
}

describe('pending purchase keys', () => {
  afterEach(() => localStorage.clear());

  it('keep one key per user and package until the purchase is settled, then start a new one', async () => {
    const purchases = await freshPage();
    const growth = purchases.purchaseKeyFor(ROHAN, 'id:2');
    expect(purchases.purchaseKeyFor(ROHAN, 'id:2')).toBe(growth);
    expect(purchases.purchaseKeyFor(ROHAN, 'id:1')).not.toBe(growth);
    expect(purchases.purchaseKeyFor(PRIYA, 'id:2')).not.toBe(growth);

    purchases.purchaseSettled(ROHAN, 'id:2');
    const next = purchases.purchaseKeyFor(ROHAN, 'id:2');
    expect(next).not.toBe(growth);
    // Settling one purchase leaves the others pending.
    expect(purchases.purchaseKeyFor(PRIYA, 'id:2')).toBe(purchases.purchaseKeyFor(PRIYA, 'id:2'));
  });

  it('survive a reload, a sign-out and another tab: the same purchase keeps its key until it is settled', async () => {
    const before = await freshPage();
    const key = before.purchaseKeyFor(ROHAN, 'id:2');

    const after = await freshPage();
    expect(after.purchaseKeyFor(ROHAN, 'id:2')).toBe(key);

    // Signing out clears the tab's session storage (features/auth: forgetUserChoices), not this.
    browserStorage('session').clear();
    expect(after.purchaseKeyFor(ROHAN, 'id:2')).toBe(key);
    // Another tab (another page of the same browser) buying the same package sends the same key.
    expect((await freshPage()).purchaseKeyFor(ROHAN, 'id:2')).toBe(key);
    after.purchaseSettled(ROHAN, 'id:2');
    expect((await freshPage()).purchaseKeyFor(ROHAN, 'id:2')).not.toBe(key);
  });

  it('ignore what is in storage that they did not write', async () => {
    localStorage.setItem('plastihub.pending-purchases', '{"1 id:2": 42, "1 id:3": "x"}');
    const purchases = await freshPage();
    expect(purchases.purchaseKeyFor(ROHAN, 'id:2')).toMatch(/^[0-9a-f-]{36}$/);
    expect(purchases.purchaseKeyFor(ROHAN, 'id:3')).toBe('x');
    localStorage.setItem('plastihub.pending-purchases', 'not json');
    expect((await freshPage()).purchaseKeyFor(ROHAN, 'id:2')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hold their keys in the page when storage throws (full or blocked)', async () => {
    const purchases = await freshPage();
    const blocked = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);

    const key = purchases.purchaseKeyFor(ROHAN, 'id:2');
    expect(purchases.purchaseKeyFor(ROHAN, 'id:2')).toBe(key);
    purchases.purchaseSettled(ROHAN, 'id:2');
    expect(purchases.purchaseKeyFor(ROHAN, 'id:2')).not.toBe(key);
  });

  it('count as settled only a failure in which the server refused the purchase', async () => {
    const { refusesPurchase } = await freshPage();
    // The error classes of the same module instance as the one the page uses.
    const {
      ApiValidationError,
      CancelledError,
      MalformedResponseError,
      NetworkError,
      ServerError,
      UnauthorizedError,
      UnprocessableError,
    } = await import('@plastihub/api-client');
    const refused = [
      new ApiValidationError('Tokens not added.', { package_id: 'The selected package is invalid.' }),
      new UnprocessableError('Tokens not added.', {}),
      new UnauthorizedError(),
      new ServerError(400),
      new ServerError(404),
    ];
    const mayHaveBeenMade = [
      new NetworkError(false),
      new NetworkError(true),
      new ServerError(500),
      new ServerError(503),
      new ServerError(408),
      new ServerError(409),
      new ServerError(429),
      new MalformedResponseError('POST /wallet-add-token', 'msg: missing'),
      new CancelledError(),
      new TypeError('Failed to fetch'),
    ];
    expect(refused.map(refusesPurchase)).toEqual(refused.map(() => true));
    expect(mayHaveBeenMade.map(refusesPurchase)).toEqual(mayHaveBeenMade.map(() => false));
  });
});
