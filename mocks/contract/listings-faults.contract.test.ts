import { describe, expect, it } from 'vitest';
import {
  filterFinancialInstitutions,
  filterPolymerProducts,
  getBlogCategories,
  getBlogDetails,
  getBlogs,
  getBrands,
  getFinancialInstitutionDetails,
  getFinancialInstitutions,
  getFundingPurposes,
  getFundingTypes,
  getMaterialCities,
  getMaterialDealers,
  getMaterialDetails,
  getMaterials,
  getPolymerDetails,
  getPolymerIndustries,
  getPolymerProductBrands,
  getPolymerProductDetails,
  getPolymerProducts,
  getPolymers,
  getQaCategories,
  getQuestions,
  getToolRoomDetails,
  getToolRooms,
  MalformedResponseError,
  searchPolymers,
  searchToolRooms,
  UnauthorizedError,
  machineCalls,
} from '@plastihub/api-client';
import { injectFault, signIn, unauthorizedCalls, useContractClient } from './harness';

/** Every endpoint function of spec document 2 with the route path its fault is injected on. */
const calls: ReadonlyArray<readonly [endpoint: string, call: () => Promise<unknown>]> = [
  ['/blog-categories', () => getBlogCategories()],
  ['/blogs', () => getBlogs({ categoryId: 1 })],
  ['/blogs/details', () => getBlogDetails({ id: 1 })],
  ['/qa-categories', () => getQaCategories()],
  ['/qa', () => getQuestions({ categoryId: 1 })],
  ['/financial-institution-list', () => getFinancialInstitutions()],
  ['/funding-type', () => getFundingTypes()],
  ['/funding-purpose', () => getFundingPurposes()],
  ['/financial-institution-filter', () => filterFinancialInstitutions({ fundingTypes: ['Term Loan'] })],
  ['/financial-institution-details', () => getFinancialInstitutionDetails({ id: 1 })],
  ['/injection-modling-machine-list', () => machineCalls.injection.list({ type: 'rent' })],
  ['/injection-molding-machine-search', () => machineCalls.injection.list({ type: 'rent', keyword: 'Pune' })],
  ['/injection-modling-machine-details', () => machineCalls.injection.details({ id: 1, size: '60' })],
  ['/blow-molding-machine-list', () => machineCalls.blowMolding.list({ type: 'rent' })],
  ['/blow-molding-machine-search', () => machineCalls.blowMolding.list({ type: 'rent', keyword: 'Vapi' })],
  ['/blow-molding-machine-details', () => machineCalls.blowMolding.details({ id: 1 })],
  ['/extruder-machine-list', () => machineCalls.extruder.list({ type: 'sell' })],
  ['/extruder-machine-search', () => machineCalls.extruder.list({ type: 'sell', keyword: 'Kabra' })],
  ['/extruder-machine-details', () => machineCalls.extruder.details({ id: 1 })],
  ['/tool-room-list', () => getToolRooms()],
  ['/tool-room-search', () => searchToolRooms({ keyword: 'Pune' })],
  ['/tool-room-details/:id', () => getToolRoomDetails({ id: 1 })],
  ['/utility-machine-list', () => machineCalls.utility.list({ type: 'rent', keyword: 'chiller' })],
  ['/auxiliary-machine-list', () => machineCalls.auxiliary.list({ type: 'rent' })],
  ['/auxiliary-machine-details', () => machineCalls.auxiliary.details({ id: 1 })],
  ['/connect-materials', () => getMaterials({ brandId: 1, city: 'Mumbai' })],
  ['/connect-materials-details', () => getMaterialDetails({ id: 1 })],
  ['/brands', () => getBrands()],
  ['/connect-material-cities', () => getMaterialCities()],
  ['/connect-material-dealer-citybrandwise', () => getMaterialDealers({ brandId: 1, city: 'Mumbai' })],
  ['/polymers', () => getPolymers()],
  ['/polymers-search', () => searchPolymers({ keyword: 'poly' })],
  ['/polymers-details', () => getPolymerDetails({ id: 1 })],
  ['/polymer-industries', () => getPolymerIndustries()],
  ['/polymer-product', () => getPolymerProducts({ industryId: 1 })],
  ['/polymer-product-brand', () => getPolymerProductBrands({ industryId: 1 })],
  ['/polymer-product-filter', () => filterPolymerProducts({ industryId: 1, brands: ['Milton'] })],
  ['/polymer-product-details', () => getPolymerProductDetails({ id: 1 })],
];

describe('listing endpoints under faults', () => {
  useContractClient();

  it('covers all 38 endpoints of the spec table that document 2 owns', () => {
    expect(new Set(calls.map(([endpoint]) => endpoint)).size).toBe(38);
  });

  it.each(calls)('%s succeeds without a fault', async (_endpoint, call) => {
    await expect(call()).resolves.toBeTruthy();
  });

  it.each(calls)('%s reports a 401 as UnauthorizedError', async (endpoint, call) => {
    signIn();
    injectFault(endpoint, 'unauthorized');
    await expect(call()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(unauthorizedCalls).toBe(1);
  });

  it.each(calls)('%s turns a malformed body into MalformedResponseError', async (endpoint, call) => {
    injectFault(endpoint, 'malformed');
    await expect(call()).rejects.toBeInstanceOf(MalformedResponseError);
  });
});
