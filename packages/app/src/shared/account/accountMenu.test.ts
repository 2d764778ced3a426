import { describe, expect, it } from 'vitest';
import { accountMenu } from './accountMenu';

const labels = (roles: Parameters<typeof accountMenu>[0]) =>
  accountMenu(roles).flatMap((section) => section.links.map((link) => link.label));

const common = [
  'Dashboard',
  'Role Update',
  'My Profile',
  'My Wallet',
  // Beyond the spec's menu: the buyer tools (issue 33).
  'My Shortlist',
  'My Watchlist',
  'My Saved Searches',
  'My Chat',
  'My Transaction',
  'Subscribe',
];

describe('accountMenu', () => {
  it('shows only the common links and Change Password to a buyer', () => {
    expect(labels(['Buyer'])).toEqual([...common, 'Change Password']);
  });

  it('shows only the common links to a user without roles', () => {
    expect(labels([])).toEqual([...common, 'Change Password']);
  });

  it('adds a section per held role, in the server order whatever the user_type order', () => {
    const sections = accountMenu(['Machine Vendor', 'Buyer', 'Material Seller']);
    expect(sections.map((section) => section.title)).toEqual([
      undefined,
      'Material Seller',
      'Machine Vendor',
      'Settings',
    ]);
    expect(sections[1]?.links).toEqual([
      { label: 'Product Add', href: '/product-add' },
      { label: 'Product View', href: '/product-view' },
    ]);
    expect(sections[2]?.links).toEqual([
      { label: 'Machine Add', href: '/machine-add' },
      { label: 'Machine View', href: '/machine-view' },
    ]);
  });

  it('links each profile role to its profile page, with the well-spelled name', () => {
    const sections = accountMenu(['Job Seeker', 'Contractor', 'Institutes', 'Financial Institutation']);
    expect(sections.slice(1, -1)).toEqual([
      { title: 'Institutes', links: [{ label: 'Institution Profile', href: '/institution-profile' }] },
      { title: 'Contractor', links: [{ label: 'Contractor Profile', href: '/contractor-profile' }] },
      {
        title: 'Financial Institution',
        links: [{ label: 'Financial Institution Profile', href: '/financial-institution-profile' }],
      },
      { title: 'Job Seeker', links: [{ label: 'Job Seeker Profile', href: '/job-seeker-profile' }] },
    ]);
  });

  it('gives a job provider no links of their own', () => {
    expect(labels(['Job Provider'])).toEqual([...common, 'Change Password']);
  });

  it('points My Chat at /chat and ends with Change Password', () => {
    const links = accountMenu(['Buyer']).flatMap((section) => section.links);
    expect(links.find((link) => link.label === 'My Chat')?.href).toBe('/chat');
    expect(links.at(-1)).toEqual({ label: 'Change Password', href: '/change-password' });
  });
});
