import type { DashboardCounts, UserRole } from '@plastihub/api-client';
import { roleLabels } from '../../shared/account/accountMenu';

export interface DashboardCount {
  label: string;
  value: number;
}

export interface DashboardCard {
  role: UserRole;
  title: string;
  counts: DashboardCount[];
}

/** What each role's card counts (spec document 1, section 6). A buyer has no counts. */
const countsByRole: Record<UserRole, ReadonlyArray<readonly [label: string, key: keyof DashboardCounts]>> = {
  'Material Seller': [
    ['Listed Products', 'listedProducts'],
    ['Interested Buyers', 'productLeads'],
  ],
  'Machine Vendor': [
    ['Listed Machines', 'listedMachines'],
    ['Machine Interested Buyers', 'machineLeads'],
  ],
  'Job Provider': [
    ['Listed Jobs', 'listedJobs'],
    ['Interested Candidates', 'jobLeads'],
  ],
  Buyer: [],
  Institutes: [['Institutional Requests', 'institutionalLeads']],
  Contractor: [['Interested Companies', 'contractorLeads']],
  'Financial Institutation': [['Interested Candidates', 'financialInstitutionLeads']],
  'Job Seeker': [['Interested Employers', 'executiveLeads']],
};

const roleOrder = Object.keys(countsByRole) as UserRole[];

/** One card per role the user holds that has counts, in the server's role order. */
export function dashboardCards(roles: readonly UserRole[], counts: DashboardCounts): DashboardCard[] {
  const held = new Set(roles);
  return roleOrder
    .filter((role) => held.has(role) && countsByRole[role].length > 0)
    .map((role) => ({
      role,
      title: roleLabels[role],
      counts: countsByRole[role].map(([label, key]) => ({ label, value: counts[key] })),
    }));
}
