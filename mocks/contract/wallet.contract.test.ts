import { beforeEach, describe, expect, it } from 'vitest';
import {
  ApiValidationError,
  getTokenTransactions,
  getWallet,
  getWalletPackages,
  getWalletTransactions,
  newIdempotencyKey,
  purchaseTokenPackage,
  type TokenPackageChoice,
} from '@plastihub/api-client';
import { signIn, useContractClient } from './harness';
import { itHandlesFailures } from './failures';

/** A purchase as the Add Token screen makes it: the package as listed, and a fresh key. */
const buy = (pack: TokenPackageChoice, idempotencyKey = newIdempotencyKey()) =>
  purchaseTokenPackage({ pack, idempotencyKey });

const business: TokenPackageChoice = { id: 3, name: 'Business', tokens: 600, price: 2399 };

const signed = (transactions: Array<{ direction: 'in' | 'out'; tokens: number }>) =>
  transactions.reduce((sum, t) => sum + (t.direction === 'in' ? t.tokens : -t.tokens), 0);

describe('wallet', () => {
  useContractClient();

  describe('signed in as Rohan', () => {
    beforeEach(() => signIn(1));

    it('shows a balance that equals the sum of the token transactions', async () => {
      const wallet = await getWallet();
      const history = await getTokenTransactions();
      // 50 welcome + 100 Starter + 250 Growth - (5 + 5 + 10 + 2 + 20 + 25) spent.
      expect(wallet.balance).toBe(333);
      expect(signed(history)).toBe(wallet.balance);
    });

    it('lists the token packages with tokens and rupee prices', async () => {
      const packages = await getWalletPackages();
      expect(packages[0]).toEqual({ id: 1, key: 'id:1', name: 'Starter', tokens: 100, price: 499 });
      expect(packages.map((p) => p.name)).toEqual(['Starter', 'Growth', 'Business', 'Enterprise']);
    });

    it('lists purchases and token movements newest first', async () => {
      const purchases = await getWalletTransactions();
      expect(purchases).toEqual([
        {
          id: 2,
          description: 'Growth package: 250 tokens',
          date: '2026-08-19 16:05:00',
          tokens: 250,
          amount: 1099,
        },
        {
          id: 1,
          description: 'Starter package: 100 tokens',
          date: '2026-03-04 11:20:00',
          tokens: 100,
          amount: 499,
        },
      ]);
      const tokens = await getTokenTransactions();
      expect(tokens[0]).toMatchObject({
        description: 'Machine listing featured for 7 days',
        date: '2026-10-30 17:00:00',
        direction: 'out',
        tokens: 25,
      });
      expect(tokens.at(-1)).toMatchObject({ description: 'Welcome bonus', direction: 'in', tokens: 50 });
    });

    it('buying a package records the purchase, credits the tokens and raises the balance', async () => {
      const result = await buy(business);
      expect(result).toEqual({ message: '600 tokens added to your wallet.', balance: 933 });
      expect((await getWallet()).balance).toBe(933);
      expect((await getWalletTransactions())[0]).toMatchObject({ tokens: 600, amount: 2399 });
      const tokens = await getTokenTransactions();
      expect(tokens[0]).toMatchObject({ direction: 'in', tokens: 600 });
      expect(signed(tokens)).toBe(933);
    });

    it('rejects an unknown package', async () => {
      const error = await buy({ ...business, id: 99 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiValidationError);
      expect((error as ApiValidationError).fieldErrors).toEqual({
        packageId: 'The selected package is invalid.',
      });
    });
  });

  it("keeps each user's wallet apart", async () => {
    signIn(12);
    expect((await getWallet()).balance).toBe(50);
    expect(await getWalletTransactions()).toEqual([]);
  });

  itHandlesFailures([
    { path: '/wallet', call: () => getWallet(), guarded: true },
    { path: '/wallet-package', call: () => getWalletPackages(), guarded: true },
    { path: '/wallet-transaction', call: () => getWalletTransactions(), guarded: true },
    { path: '/token-transaction', call: () => getTokenTransactions(), guarded: true },
    { path: '/wallet-add-token', call: () => buy(business), guarded: true },
  ]);
});
