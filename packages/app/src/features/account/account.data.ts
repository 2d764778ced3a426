import {
  getMyContractorProfile,
  getMyExecutiveProfile,
  getMyInstitutionProfile,
  getRoles,
  getTokenTransactions,
  getWallet,
  getWalletPackages,
  getWalletTransactions,
  changePassword,
  purchaseTokenPackage,
  updateProfile,
  updateRoles,
  type CallOptions,
  type TokenPackageChoice,
} from '@plastihub/api-client';
import { defineMutation, defineResource } from '../../shared/data/definitions';
import { purchaseKeyFor, purchaseSettled, refusesPurchase } from '../../shared/account/pendingPurchases';

/** The api-client's parameterless calls, as resources of the account area (no params: `null`). */
const withoutParams =
  <R>(load: (options?: CallOptions) => Promise<R>) =>
  (_params: null, options?: CallOptions) =>
    load(options);

export const accountRoles = defineResource('account.roles', withoutParams(getRoles));
export const accountWallet = defineResource('account.wallet', withoutParams(getWallet));
export const accountWalletTransactions = defineResource(
  'account.walletTransactions',
  withoutParams(getWalletTransactions),
);
export const accountWalletPackages = defineResource(
  'account.walletPackages',
  withoutParams(getWalletPackages),
);
export const accountTokenTransactions = defineResource(
  'account.tokenTransactions',
  withoutParams(getTokenTransactions),
);
export const jobSeekerProfile = defineResource(
  'account.jobSeekerProfile',
  withoutParams(getMyExecutiveProfile),
);
export const contractorProfile = defineResource(
  'account.contractorProfile',
  withoutParams(getMyContractorProfile),
);
export const institutionProfile = defineResource(
  'account.institutionProfile',
  withoutParams(getMyInstitutionProfile),
);

/** A package as the Add Token screen buys it: `key` tells the packages apart, `buyer` is the signed-in user. */
export interface TokenPurchaseOrder {
  pack: TokenPackageChoice & { key: string };
  buyer: number | null;
}

/**
 * Buys a token package with the purchase's pending idempotency key, which is dropped once the server has
 * confirmed or refused it (shared/account/pendingPurchases.ts). The client answers `{ message, balance }`; the
 * mutation saga shows a `msg`, so the server's own words ("100 tokens added to your wallet.") reach the banner.
 */
export const buyTokenPackage = async ({ pack, buyer }: TokenPurchaseOrder, options?: CallOptions) => {
  const idempotencyKey = purchaseKeyFor(buyer, pack.key);
  try {
    const result = await purchaseTokenPackage({ pack, idempotencyKey }, options);
    purchaseSettled(buyer, pack.key);
    return { msg: result.message, balance: result.balance };
  } catch (error) {
    if (refusesPurchase(error)) purchaseSettled(buyer, pack.key);
    throw error;
  }
};

export const profileUpdate = defineMutation('account.updateProfile', updateProfile);
export const passwordChange = defineMutation('account.changePassword', changePassword, { secret: true });
export const rolesUpdate = defineMutation('account.updateRoles', updateRoles);
export const tokenPurchase = defineMutation('account.buyTokens', buyTokenPackage);
