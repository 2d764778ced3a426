import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { id, list, optionalNumber, text } from '../core/schema';

/** Car scrappage: states and cities, scrap car dealers, car fitness centres and policy documents. */

const stateSchema = v.object({ id: id(), name: text() });
export type StateOption = v.InferOutput<typeof stateSchema>;

const citySchema = v.pipe(
  v.object({ id: id(), name: text(), state_id: optionalNumber() }),
  v.transform(({ id, name, state_id }) => ({ id, name, stateId: state_id })),
);
export type CityOption = v.InferOutput<typeof citySchema>;

const scrapDealerSchema = v.pipe(
  v.object({ id: optionalNumber(), dealer: text(), mobile: text(), email: text(), address: text() }),
  v.transform(({ id, dealer, mobile, email, address }) => ({ id, name: dealer, mobile, email, address })),
);
export type ScrapDealer = v.InferOutput<typeof scrapDealerSchema>;

const fitnessCenterSchema = v.pipe(
  v.object({
    id: optionalNumber(),
    company_name: text(),
    mobile: text(),
    email: text(),
    address: text(),
  }),
  v.transform(({ id, company_name, mobile, email, address }) => ({
    id,
    companyName: company_name,
    mobile,
    email,
    address,
  })),
);
export type FitnessCenter = v.InferOutput<typeof fitnessCenterSchema>;

const policySchema = v.pipe(
  v.object({ id: optionalNumber(), title: text(), file: text() }),
  v.transform(({ id, title, file }) => ({ id, title, fileUrl: file })),
);
export type Policy = v.InferOutput<typeof policySchema>;

/** A state and one of its cities, as chosen in the location dialog. */
export interface LocationQuery {
  stateId: number;
  cityId: number;
}

/** GET /states. */
export async function getStates(options?: CallOptions): Promise<StateOption[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/states',
    schema: v.object({ states: list(stateSchema) }),
    options,
  });
  return body.states;
}

/** GET /cities: the cities of one state, or every city when no state is given. */
export async function getCities(stateId?: number, options?: CallOptions): Promise<CityOption[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/cities',
    params: { state_id: stateId },
    schema: v.object({ cities: list(citySchema) }),
    options,
  });
  return body.cities;
}

/** GET /skrap-dealers: registered scrap car dealers at a state and city. */
export async function getScrapDealers(
  { stateId, cityId }: LocationQuery,
  options?: CallOptions,
): Promise<ScrapDealer[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/skrap-dealers',
    params: { state_id: stateId, city_id: cityId },
    schema: v.object({ skrapDealers: list(scrapDealerSchema) }),
    options,
  });
  return body.skrapDealers;
}

/** GET /fitness-centers: car fitness (automated testing) centres at a state and city. */
export async function getFitnessCenters(
  { stateId, cityId }: LocationQuery,
  options?: CallOptions,
): Promise<FitnessCenter[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/fitness-centers',
    params: { state_id: stateId, city_id: cityId },
    schema: v.object({ fitnessCenters: list(fitnessCenterSchema) }),
    options,
  });
  return body.fitnessCenters;
}

/** GET /policies: downloadable policy documents (PDF). */
export async function getPolicies(options?: CallOptions): Promise<Policy[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/policies',
    schema: v.object({ policies: list(policySchema) }),
    options,
  });
  return body.policies;
}
