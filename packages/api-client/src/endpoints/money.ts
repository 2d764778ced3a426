import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { id, list, optionalNumber, relationName, text } from '../core/schema';
import { sellerEntries, toListingSeller } from './listingSeller';

const institutionSchema = v.pipe(
  v.object({
    id: id(),
    name: text(),
    logo: text(),
    type_of_funding: text(),
    purpose: text(),
    interest_rate: optionalNumber(),
    city: text(),
    address: text(),
    countrys: relationName(),
    ...sellerEntries,
  }),
  v.transform((raw) => ({
    id: raw.id,
    name: raw.name,
    logo: raw.logo,
    fundingType: raw.type_of_funding,
    purpose: raw.purpose,
    /** Per cent a year. */
    interestRate: raw.interest_rate,
    city: raw.city,
    address: raw.address,
    country: raw.countrys,
    seller: toListingSeller(raw),
  })),
);
/** A lender on the Money screens. */
export type FinancialInstitution = v.InferOutput<typeof institutionSchema>;

export interface FinancialInstitutionDetails {
  institution: FinancialInstitution;
  /** The "Similar Finacial Institutions" grid. */
  similar: FinancialInstitution[];
}

/**
 * A list of institutions under either of the server's spellings: the list call answers `finacial_institutions`,
 * the filter call `finacialInstitutions`. Both calls read both, so neither breaks when the server unifies them.
 */
const institutionsResponse = v.pipe(
  v.object({ finacial_institutions: list(institutionSchema), finacialInstitutions: list(institutionSchema) }),
  v.transform((body) =>
    body.finacialInstitutions.length > 0 ? body.finacialInstitutions : body.finacial_institutions,
  ),
);

const namesOf = (field: string) =>
  v.pipe(
    v.object({ [field]: list(v.object({ name: text() })) }),
    v.transform((body) => (body[field] ?? []).map((entry) => entry.name).filter(Boolean)),
  );

/** GET /financial-institution-list. */
export function getFinancialInstitutions(options?: CallOptions): Promise<FinancialInstitution[]> {
  return apiClient().request({
    method: 'GET',
    url: '/financial-institution-list',
    schema: institutionsResponse,
    options,
  });
}

/** GET /funding-type: the names offered by the Funding filter (Term Loan, Working Capital...). */
export function getFundingTypes(options?: CallOptions): Promise<string[]> {
  return apiClient().request({
    method: 'GET',
    url: '/funding-type',
    schema: namesOf('funding_type'),
    options,
  });
}

/** GET /funding-purpose: the names offered by the Purpose filter. */
export function getFundingPurposes(options?: CallOptions): Promise<string[]> {
  return apiClient().request({
    method: 'GET',
    url: '/funding-purpose',
    schema: namesOf('funding_purpose'),
    options,
  });
}

export interface FinancialInstitutionFilter {
  countryIds?: readonly number[];
  /** Funding type names, as /funding-type lists them. */
  fundingTypes?: readonly string[];
  /** Purpose names, as /funding-purpose lists them. */
  purposes?: readonly string[];
}

/** GET /financial-institution-filter: every chosen list narrows the result; an empty list does not filter. */
export function filterFinancialInstitutions(
  filter: FinancialInstitutionFilter,
  options?: CallOptions,
): Promise<FinancialInstitution[]> {
  return apiClient().request({
    method: 'GET',
    url: '/financial-institution-filter',
    params: {
      country_ids: (filter.countryIds ?? []).join(','),
      funding: (filter.fundingTypes ?? []).join(','),
      purpose: (filter.purposes ?? []).join(','),
    },
    schema: institutionsResponse,
    options,
  });
}

/** GET /financial-institution-details: null when the institution does not exist. */
export async function getFinancialInstitutionDetails(
  query: { id: number },
  options?: CallOptions,
): Promise<FinancialInstitutionDetails | null> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/financial-institution-details',
    params: { id: query.id },
    schema: v.object({
      finacial_institution: v.nullish(institutionSchema, null),
      similar_finacial_institution: list(institutionSchema),
    }),
    options,
  });
  if (!body.finacial_institution) return null;
  return { institution: body.finacial_institution, similar: body.similar_finacial_institution };
}
