import { get, json } from '../http';
import { countryRelation } from '../seed/lookups';
import {
  financialInstitutions,
  fundingPurposes,
  fundingTypes,
  type FinancialInstitutionRow,
} from '../seed/money';
import { commaList, sellerFields } from './listingQuery';

const SIMILAR_COUNT = 4;

/** An institution as the server answers it, with the relation spelled `countrys`. */
const present = (row: FinancialInstitutionRow) => ({
  ...row,
  countrys: countryRelation(row.country_id),
  ...sellerFields(row.sellerid),
});

/** True when the list is empty (no filter) or holds the value. */
const allows = (chosen: string[], value: string | number) =>
  chosen.length === 0 || chosen.some((entry) => entry.toLowerCase() === String(value).toLowerCase());

export const moneyHandlers = [
  get('/financial-institution-list', (context) =>
    json(context, { finacial_institutions: financialInstitutions.all().map(present) }),
  ),
  get('/funding-type', (context) => json(context, { funding_type: fundingTypes.all() })),
  get('/funding-purpose', (context) => json(context, { funding_purpose: fundingPurposes.all() })),

  get('/financial-institution-filter', (context) => {
    const query = context.url.searchParams;
    const countries = commaList(query.get('country_ids'));
    const funding = commaList(query.get('funding'));
    const purposes = commaList(query.get('purpose'));
    const rows = financialInstitutions.where(
      (row) =>
        allows(countries, row.country_id) &&
        allows(funding, row.type_of_funding) &&
        allows(purposes, row.purpose),
    );
    return json(context, { finacialInstitutions: rows.map(present) });
  }),

  get('/financial-institution-details', (context) => {
    const row = financialInstitutions.find(context.url.searchParams.get('id'));
    if (!row) return json(context, { finacial_institution: null, similar_finacial_institution: [] });
    const similar = financialInstitutions
      .where(
        (other) =>
          other.id !== row.id &&
          (other.type_of_funding === row.type_of_funding || other.purpose === row.purpose),
      )
      .slice(0, SIMILAR_COUNT);
    return json(context, {
      finacial_institution: present(row),
      similar_finacial_institution: similar.map(present),
    });
  }),
];
