import {
  filterFinancialInstitutions,
  getFinancialInstitutionDetails,
  getFinancialInstitutions,
  getFundingPurposes,
  getFundingTypes,
} from '@plastihub/api-client';
import { defineResource } from '../../shared/data/definitions';
import { aText, anId, exactly, listOf } from '../../shared/data/paramShapes';
import { savedSearchList } from '../../shared/buyerTools/savedSearchLists';
import { countriesLookup } from '../../shared/data/lookups';
import { idsOf, isId, type FilterDef, type FilterValues } from '../../shared/listing/urlFilters';

/**
 * The Money list's filters, in the spec's order, held in the URL: countries as ids, funding types and
 * purposes by name (the server filters on the names /funding-type and /funding-purpose give).
 */
export const moneyFilters = [
  { param: 'country', name: 'Country', selection: 'multiple', accepts: isId },
  { param: 'purpose', name: 'Purpose', selection: 'multiple' },
  { param: 'funding', name: 'Funding', selection: 'multiple' },
] as const satisfies readonly FilterDef[];

type MoneyFilterValues = FilterValues<(typeof moneyFilters)[number]['param']>;

export interface InstitutionQuery {
  countryIds: number[];
  purposes: string[];
  fundingTypes: string[];
}

export const institutionQuery = ({ country, purpose, funding }: MoneyFilterValues): InstitutionQuery => ({
  countryIds: idsOf(country),
  purposes: purpose,
  fundingTypes: funding,
});

/** Every lender, or the filter call (comma lists) once a filter is in force. */
export const financialInstitutions = defineResource(
  'money.institutions',
  (query: InstitutionQuery, options) =>
    query.countryIds.length + query.purposes.length + query.fundingTypes.length === 0
      ? getFinancialInstitutions(options)
      : filterFinancialInstitutions(query, options),
);
savedSearchList(
  financialInstitutions,
  exactly<InstitutionQuery>({
    countryIds: listOf(anId),
    purposes: listOf(aText),
    fundingTypes: listOf(aText),
  }),
);

const fundingPurposes = defineResource('money.purposes', (_params: null, options) =>
  getFundingPurposes(options),
);
const fundingTypes = defineResource('money.fundingTypes', (_params: null, options) =>
  getFundingTypes(options),
);

/** The choices of the three filters, shown together (useResourceGroup); the countries are the shared look-up. */
export const moneyFilterOptions = { countries: countriesLookup, purposes: fundingPurposes, fundingTypes };

/** A lender with the "Similar Financial Institutions" grid. */
export const institutionPage = defineResource(
  'money.institutionPage',
  async (query: { id: number }, options) => {
    const page = await getFinancialInstitutionDetails(query, options);
    return { record: page?.institution ?? null, similar: page?.similar ?? [] };
  },
);
