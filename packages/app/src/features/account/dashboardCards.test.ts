import { describe, expect, it } from 'vitest';
import type { DashboardCounts } from '@plastihub/api-client';
import { dashboardCards } from './dashboardCards';

const counts: DashboardCounts = {
  listedProducts: 12,
  productLeads: 4,
  listedMachines: 3,
  machineLeads: 125000,
  listedJobs: 2,
  jobLeads: 7,
  executiveLeads: 5,
  contractorLeads: 6,
  institutionalLeads: 8,
  financialInstitutionLeads: 9,
};

describe('dashboardCards', () => {
  it('gives a card only for held roles with counts, in the server role order', () => {
    const cards = dashboardCards(['Buyer', 'Machine Vendor', 'Material Seller'], counts);
    expect(cards).toEqual([
      {
        role: 'Material Seller',
        title: 'Material Seller',
        counts: [
          { label: 'Listed Products', value: 12 },
          { label: 'Interested Buyers', value: 4 },
        ],
      },
      {
        role: 'Machine Vendor',
        title: 'Machine Vendor',
        counts: [
          { label: 'Listed Machines', value: 3 },
          { label: 'Machine Interested Buyers', value: 125000 },
        ],
      },
    ]);
  });

  it('reads each lead count from its own field', () => {
    const cards = dashboardCards(
      ['Job Provider', 'Institutes', 'Contractor', 'Financial Institutation', 'Job Seeker'],
      counts,
    );
    expect(cards.map((card) => [card.title, card.counts])).toEqual([
      [
        'Job Provider',
        [
          { label: 'Listed Jobs', value: 2 },
          { label: 'Interested Candidates', value: 7 },
        ],
      ],
      ['Institutes', [{ label: 'Institutional Requests', value: 8 }]],
      ['Contractor', [{ label: 'Interested Companies', value: 6 }]],
      ['Financial Institution', [{ label: 'Interested Candidates', value: 9 }]],
      ['Job Seeker', [{ label: 'Interested Employers', value: 5 }]],
    ]);
  });

  it('has no card for a buyer only', () => {
    expect(dashboardCards(['Buyer'], counts)).toEqual([]);
  });
});
