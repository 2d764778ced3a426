import { describe, expect, it } from 'vitest';
import {
  filterFinancialInstitutions,
  filterPolymerProducts,
  getAuxiliaryMachineDetails,
  getAuxiliaryMachines,
  getBlogCategories,
  getBlogDetails,
  getBlogs,
  getBlowMoldingMachineDetails,
  getBlowMoldingMachines,
  getBrands,
  getExtruderMachineDetails,
  getExtruderMachines,
  getFinancialInstitutionDetails,
  getFinancialInstitutions,
  getFundingPurposes,
  getFundingTypes,
  getInjectionMachineDetails,
  getInjectionMachines,
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
  getUtilityMachines,
  MalformedResponseError,
  searchBlowMoldingMachines,
  searchExtruderMachines,
  searchInjectionMachines,
  searchPolymers,
  searchToolRooms,
  UnauthorizedError,
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
  ['/injection-modling-machine-list', () => getInjectionMachines({ type: 'rent' })],
  ['/injection-molding-machine-search', () => searchInjectionMachines({ type: 'rent', keyword: 'Pune' })],
  ['/injection-modling-machine-details', () => getInjectionMachineDetails({ id: 1, machineSizeTon: 60 })],
  ['/blow-molding-machine-list', () => getBlowMoldingMachines({ type: 'rent' })],
  ['/blow-molding-machine-search', () => searchBlowMoldingMachines({ type: 'rent', keyword: 'Vapi' })],
  ['/blow-molding-machine-details', () => getBlowMoldingMachineDetails({ id: 1 })],
  ['/extruder-machine-list', () => getExtruderMachines({ type: 'sell' })],
  ['/extruder-machine-search', () => searchExtruderMachines({ type: 'sell', keyword: 'Kabra' })],
  ['/extruder-machine-details', () => getExtruderMachineDetails({ id: 1 })],
  ['/tool-room-list', () => getToolRooms()],
  ['/tool-room-search', () => searchToolRooms({ keyword: 'Pune' })],
  ['/tool-room-details/:id', () => getToolRoomDetails({ id: 1 })],
  ['/utility-machine-list', () => getUtilityMachines({ type: 'rent', keyword: 'chiller' })],
  ['/auxiliary-machine-list', () => getAuxiliaryMachines({ type: 'rent' })],
  ['/auxiliary-machine-details', () => getAuxiliaryMachineDetails({ id: 1 })],
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
