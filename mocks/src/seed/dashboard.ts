/**
 * The dashboard counts of GET /profile. Products, machines, jobs and their leads are computed from
 * the demo database in the accounts handler. The executive, contractor, institution and financial
 * institution leads have no table yet: a domain that gets one may register a counter here
 * (e.g. `registerDashboardCount('executiveLeads', (userId) => ...)`).
 */
export const DASHBOARD_COUNT_KEYS = [
  'totalProducts',
  'trade_product_leads',
  'total_machine',
  'blow_molding_machine_leads',
  'totalJob',
  'jobLeads',
  'executiveLeads',
  'bulkLeads',
  'institutionalLeads',
  'finacialInstitutionLeads',
] as const;
export type DashboardCountKey = (typeof DASHBOARD_COUNT_KEYS)[number];

type Counter = (userId: number) => number;
const counters = new Map<DashboardCountKey, Counter>();

export function registerDashboardCount(key: DashboardCountKey, count: Counter) {
  counters.set(key, count);
}

/**
 * Until a domain registers its counter, a seeded user shows small fixed numbers so the demo
 * dashboard is not all zeros; new users start at 0.
 */
function fallbackCount(key: DashboardCountKey, userId: number): number {
  if (userId > 12) return 0;
  const index = DASHBOARD_COUNT_KEYS.indexOf(key);
  return (userId * 7 + index * 5) % 13;
}

export function dashboardCount(key: DashboardCountKey, userId: number): number {
  return (counters.get(key) ?? ((id: number) => fallbackCount(key, id)))(userId);
}
