import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiValidationError,
  NetworkError,
  getWallet,
  getWalletTransactions,
  newIdempotencyKey,
  purchaseTokenPackage,
  type TokenPackageChoice,
} from '@plastihub/api-client';
import { setFaults } from '../src/faults';
import { server } from '../src/node';
import { signIn, useContractClient } from './harness';

const business: TokenPackageChoice = { id: 3, name: 'Business', tokens: 600, price: 2399 };
const starter: TokenPackageChoice = { id: 1, name: 'Starter', tokens: 100, price: 499 };
/** Rohan's balance before any purchase here. */
const START = 333;

const buy = (pack: TokenPackageChoice, idempotencyKey: string) =>
  purchaseTokenPackage({ pack, idempotencyKey });

const purchases = async () => (await getWalletTransactions()).length;

describe('token purchases are idempotent', () => {
  useContractClient();
  beforeEach(() => signIn(1));

  const keysSent: Array<string | null> = [];
  const logKey = ({ request }: { request: Request }) => {
    if (request.url.endsWith('/wallet-add-token')) keysSent.push(request.headers.get('idempotency-key'));
  };
  beforeEach(() => {
    keysSent.length = 0;
    server.events.on('request:start', logKey);
  });
  afterEach(() => server.events.removeListener('request:start', logKey));

  it('sends the key as the Idempotency-Key header', async () => {
    const key = newIdempotencyKey();
    await buy(business, key);
    expect(keysSent).toEqual([key]);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('charges once for the same key sent twice, and answers both alike', async () => {
    const before = await purchases();
    const key = newIdempotencyKey();
    const first = await buy(business, key);
    const again = await buy(business, key);
    expect(first).toEqual({ message: '600 tokens added to your wallet.', balance: START + 600 });
    expect(again).toEqual(first);
    expect((await getWallet()).balance).toBe(START + 600);
    expect(await purchases()).toBe(before + 1);
  });

  it('charges once when the answer was lost and the purchase is retried with its key', async () => {
    const before = await purchases();
    // The server makes the purchase, then the connection drops before the answer arrives.
    setFaults([{ kind: 'lost-answer', endpoint: '/wallet-add-token', times: 1 }]);
    const key = newIdempotencyKey();
    await expect(buy(business, key)).rejects.toBeInstanceOf(NetworkError);
    await expect(buy(business, key)).resolves.toEqual({
      message: '600 tokens added to your wallet.',
      balance: START + 600,
    });
    expect((await getWallet()).balance).toBe(START + 600);
    expect(await purchases()).toBe(before + 1);
  });

  it('charges again for a new key: a new purchase', async () => {
    await buy(starter, newIdempotencyKey());
    await buy(starter, newIdempotencyKey());
    expect((await getWallet()).balance).toBe(START + 200);
  });

  it('refuses a key used before for another package, and charges nothing', async () => {
    const key = newIdempotencyKey();
    await buy(starter, key);
    const error = await buy(business, key).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiValidationError);
    expect((error as ApiValidationError).fieldErrors).toEqual({
      idempotencyKey: 'This idempotency key was already used for another package.',
    });
    expect((await getWallet()).balance).toBe(START + 100);
  });

  it("keeps one user's keys apart from another's", async () => {
    const key = newIdempotencyKey();
    await buy(starter, key);
    signIn(12);
    await expect(buy(starter, key)).resolves.toMatchObject({ balance: 50 + 100 });
  });

  it('does not remember a refused purchase: the same key may buy once the package is right', async () => {
    const key = newIdempotencyKey();
    await expect(buy({ ...starter, id: 99 }, key)).rejects.toBeInstanceOf(ApiValidationError);
    await expect(buy(starter, key)).resolves.toMatchObject({ balance: START + 100 });
  });
});
