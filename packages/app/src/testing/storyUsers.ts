import type { AccountUser } from '@plastihub/api-client';
import { toolsStorageKey, type ToolsData } from '../shared/buyerTools/userStore';

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
