import type { UserRole } from '@plastihub/api-client';
import type { SidebarSection } from '@plastihub/ui';
import { href, type PathName } from '../routing/paths';

/** The well-spelled name of a role; the server's "Financial Institutation" stays inside the data. */
export const roleLabels: Record<UserRole, string> = {
  'Material Seller': 'Material Seller',
  'Machine Vendor': 'Machine Vendor',
  'Job Provider': 'Job Provider',
  Buyer: 'Buyer',
  Institutes: 'Institutes',
  Contractor: 'Contractor',
  'Financial Institutation': 'Financial Institution',
  'Job Seeker': 'Job Seeker',
};

type MenuLink = readonly [label: string, path: PathName];

const commonLinks: readonly MenuLink[] = [
  ['Dashboard', 'dashboard'],
  ['Role Update', 'updateRole'],
  ['My Profile', 'profile'],
  ['My Wallet', 'myWallet'],
  ['My Shortlist', 'myShortlist'],
  ['My Watchlist', 'myWatchlist'],
  ['My Saved Searches', 'mySavedSearches'],
  ['My Chat', 'chat'],
  ['My Transaction', 'myTransaction'],
  ['Subscribe', 'subscribe'],
];

/** Links only a holder of the role sees (spec document 1, section 6); Job Provider and Buyer have none. */
const roleLinks: Record<UserRole, readonly MenuLink[]> = {
  'Material Seller': [
    ['Product Add', 'productAdd'],
    ['Product View', 'productView'],
  ],
  'Machine Vendor': [
    ['Machine Add', 'machineAdd'],
    ['Machine View', 'machineView'],
  ],
  'Job Provider': [],
  Buyer: [],
  Institutes: [['Institution Profile', 'institutionProfile']],
  Contractor: [['Contractor Profile', 'contractorProfile']],
  'Financial Institutation': [['Financial Institution Profile', 'financialInstitutionProfile']],
  'Job Seeker': [['Job Seeker Profile', 'jobSeekerProfile']],
};

/** The server's role order, so the menu reads the same whichever order `user_type` lists them in. */
const roleOrder = Object.keys(roleLinks) as UserRole[];

const toLinks = (links: readonly MenuLink[]) => links.map(([label, path]) => ({ label, href: href(path) }));

/**
 * The account sidebar: the common links, a section per held role that has links of its own,
 * then Change Password (the Sidebar adds Logout after it).
 */
export function accountMenu(roles: readonly UserRole[]): SidebarSection[] {
  const held = new Set(roles);
  const roleSections = roleOrder
    .filter((role) => held.has(role) && roleLinks[role].length > 0)
    .map((role) => ({ title: roleLabels[role], links: toLinks(roleLinks[role]) }));
  return [
    { links: toLinks(commonLinks) },
    ...roleSections,
    { title: 'Settings', links: toLinks([['Change Password', 'changePassword']]) },
  ];
}
