import {
  getCountries,
  getMyContractorProfile,
  getMyExecutiveProfile,
  getMyInstitutionProfile,
  getProfile,
  getRoles,
  getTokenTransactions,
  getWallet,
  getWalletPackages,
  getWalletTransactions,
  purchaseTokenPackage,
  type CallOptions,
  type TokenPurchaseRequest,
} from '@plastihub/api-client';
import type { Loader } from '../../shared/resources.slice';

/**
 * The api-client's parameterless calls take `(options)`; the resources saga calls `(params, options)`.
 * Adapted once here, at module level, so the cancel signal reaches the request and the loader keeps
 * one identity between renders.
 */
const withoutParams =
  <R>(load: (options?: CallOptions) => Promise<R>): Loader<void, R> =>
  (_params, options) =>
    load(options);

/** Resource keys of the account area; mutations name them to reload what they changed. */
export const accountKeys = {
  profile: 'account.profile',
  countries: 'account.countries',
  roles: 'account.roles',
  wallet: 'account.wallet',
  walletTransactions: 'account.walletTransactions',
  walletPackages: 'account.walletPackages',
  tokenTransactions: 'account.tokenTransactions',
  jobSeekerProfile: 'account.jobSeekerProfile',
  contractorProfile: 'account.contractorProfile',
  institutionProfile: 'account.institutionProfile',
} as const;

export const loadProfile = withoutParams(getProfile);
export const loadCountries = withoutParams(getCountries);
export const loadRoles = withoutParams(getRoles);
export const loadWallet = withoutParams(getWallet);
export const loadWalletTransactions = withoutParams(getWalletTransactions);
export const loadWalletPackages = withoutParams(getWalletPackages);
export const loadTokenTransactions = withoutParams(getTokenTransactions);
export const loadJobSeekerProfile = withoutParams(getMyExecutiveProfile);
export const loadContractorProfile = withoutParams(getMyContractorProfile);
export const loadInstitutionProfile = withoutParams(getMyInstitutionProfile);

/**
 * Buys a token package (with the attempt's idempotency key). The client answers `{ message, balance }`;
 * the mutation saga shows a `msg`, so the server's own words ("100 tokens added to your wallet.") reach
 * the banner.
 */
export const buyTokenPackage = async (request: TokenPurchaseRequest, options?: CallOptions) => {
  const result = await purchaseTokenPackage(request, options);
  return { msg: result.message, balance: result.balance };
};
