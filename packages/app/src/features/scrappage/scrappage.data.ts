import {
  getCities,
  getFitnessCenters,
  getPolicies,
  getScrapDealers,
  getStates,
  type LocationQuery,
} from '@plastihub/api-client';
import { defineResource } from '../../shared/data/definitions';

export const scrapStates = defineResource('scrappage.states', (_params: null, options) => getStates(options));

/** The cities of one state, for the location dialog's second choice. */
export const scrapCities = defineResource('scrappage.cities', (query: { stateId: number }, options) =>
  getCities(query.stateId, options),
);

export const scrapDealersAt = defineResource('scrappage.dealers', (query: LocationQuery, options) =>
  getScrapDealers(query, options),
);

export const fitnessCentersAt = defineResource('scrappage.fitnessCenters', (query: LocationQuery, options) =>
  getFitnessCenters(query, options),
);

export const policyDocuments = defineResource('scrappage.policies', (_params: null, options) =>
  getPolicies(options),
);
