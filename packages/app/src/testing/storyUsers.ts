import type { AccountUser } from '@plastihub/api-client';
import type { SavedSearch } from '../shared/buyerTools/savedSearches';
import { toolsStorageKey, type ToolsData } from '../shared/buyerTools/userStore';
import { withApp } from './AppStory';

/** Demo user 1 as sign-in stores it (`withApp({ signedInAs: 1, user: rohan })`): what is the user's own is decided by this id. */
export const rohan: AccountUser = {
  id: 1,
  name: 'Rohan Mehta',
  firstName: 'Rohan',
  lastName: 'Mehta',
  countryCode: '+91',
  mobile: '9876543210',
  email: 'rohan.mehta@example.in',
  companyName: 'Mehta Polymers',
  address: '',
  countryId: 1,
  countryName: 'India',
  state: 'Gujarat',
  city: 'Ahmedabad',
  roles: ['Buyer'],
  image: null,
  emailVerified: true,
};

/**
 * Rohan's buyer tools as this browser keeps them, for `withApp({ storage })`: the sections given, the others
 * empty; a string stands for a damaged copy, null for none.
 */
export function rohansTools(tools: Partial<ToolsData> | string | null): Record<string, string | null> {
  const stored =
    tools === null || typeof tools === 'string'
      ? tools
      : JSON.stringify({
          version: 1,
          shortlist: [],
          recentlyViewed: [],
          savedSearches: [],
          priceWatch: [],
          ...tools,
        });
  return { [toolsStorageKey(1)]: stored };
}

/** Lender ids from `first` to 40 (the demo has fewer lenders, numbered from 1): what a saved search has seen. */
export const lenderIdsFrom = (first: number) =>
  Array.from({ length: 41 - first }, (_, i) => String(first + i));

/** Rohan's saved search of every lender (the Money list, no filter), which has not seen the first two. */
export const allLendersSearch: SavedSearch = {
  id: 'all-lenders',
  name: 'All lenders',
  kind: 'Financial Institution',
  path: '/money',
  filters: '',
  list: { key: 'money.institutions', params: { countryIds: [], purposes: [], fundingTypes: [] } },
  seenIds: lenderIdsFrom(3),
  lastOpenedAt: Date.UTC(2026, 10, 20),
  createdAt: Date.UTC(2026, 10, 20),
};

/** A screen story at `path`, signed in as Rohan with these buyer tools in the browser (see `rohansTools`). */
export const withRohansTools = (path: string, tools: Parameters<typeof rohansTools>[0]) =>
  withApp({ path, signedInAs: 1, user: rohan, storage: rohansTools(tools) });
