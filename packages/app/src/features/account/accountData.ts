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
  type TokenPurchaseRequest,
} from '@plastihub/api-client';
import { defineMutation, defineResource } from '../../shared/data/definitions';

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

/**
 * Buys a token package (with the attempt's idempotency key). The client answers `{ message, balance }`;
 * the mutation saga shows a `msg`, so the server's own words ("100 tokens added to your wallet.") reach
 * the banner.
 */
export const buyTokenPackage = async (request: TokenPurchaseRequest, options?: CallOptions) => {
  const result = await purchaseTokenPackage(request, options);
  return { msg: result.message, balance: result.balance };
};

export const profileUpdate = defineMutation('account.updateProfile', updateProfile);
export const passwordChange = defineMutation('account.changePassword', changePassword, { secret: true });
export const rolesUpdate = defineMutation('account.updateRoles', updateRoles);
export const tokenPurchase = defineMutation('account.buyTokens', buyTokenPackage);
