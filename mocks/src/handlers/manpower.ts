import { get, json, type RouteContext } from '../http';
import { countryRelation } from '../seed/lookups';
import {
  contractors,
  executiveCategories,
  executives,
  institutions,
  manpowerCategories,
  specializations,
  type ContractorRow,
  type ExecutiveRow,
  type InstitutionRow,
} from '../seed/manpower';
import { commaList } from './listingQuery';

/** A missing or empty query value does not filter. */
function matchesParam(value: string | number, param: string | null) {
  return !param || String(value) === param;
}

function byCategoryAndCountry<T extends { category_id: number; available_country_type: string }>(
  context: RouteContext,
  categoryKey = 'category_id',
) {
  const query = context.url.searchParams;
  return (row: T) =>
    matchesParam(row.category_id, query.get(categoryKey)) &&
    matchesParam(row.available_country_type, query.get('available_country_type'));
}

const executiveListItem = (row: ExecutiveRow) => ({
  id: row.id,
  name: row.name,
  image: row.image,
  city: row.city,
  total_experience: row.total_experience,
});

function executiveDetails(row: ExecutiveRow | undefined) {
  if (!row) return null;
  const category = executiveCategories.find(row.category_id);
  const { specialization_ids, country_id, ...fields } = row;
  return {
    ...fields,
    executive_manpower_categories: category ? { id: category.id, name: category.name } : null,
    executive_manpower_specializations: specializations
      .where((s) => specialization_ids.includes(s.id))
      .map(({ id, name }) => ({ id, name })),
    country: countryRelation(country_id),
  };
}

/** `3-5` -> [3, 5]; anything else does not filter. */
function experienceRange(value: string | null): [number, number] | null {
  const match = /^(\d+)-(\d+)$/.exec(value ?? '');
  return match ? [Number(match[1]), Number(match[2])] : null;
}

function filterExecutives(context: RouteContext) {
  const query = context.url.searchParams;
  const range = experienceRange(query.get('experince'));
  const skills = commaList(query.get('keyskills')).map(Number);
  const rows = executives
    .where(byCategoryAndCountry(context))
    .filter((row) => !range || (row.total_experience >= range[0] && row.total_experience <= range[1]))
    .filter((row) => skills.length === 0 || skills.some((skill) => row.specialization_ids.includes(skill)));
  return json(context, { manpower_executives: rows.map(executiveListItem) });
}

const contractorListItem = (row: ContractorRow) => ({
  id: row.id,
  company_name: row.company_name,
  logo: row.logo,
  city: row.city,
  team_capacity: row.team_capacity,
});

function contractorDetails(row: ContractorRow | undefined) {
  if (!row) return null;
  const { country_id, ...fields } = row;
  return { ...fields, country: countryRelation(country_id) };
}

function institutionDetails(row: InstitutionRow | undefined) {
  if (!row) return null;
  const { country_id, ...fields } = row;
  return { ...fields, country: countryRelation(country_id) };
}

const idParam = (context: RouteContext) => context.url.searchParams.get('id');

export const manpowerHandlers = [
  get('/manpower-category', (context) => json(context, { menpower_category: manpowerCategories.all() })),
  get('/executive-manpower-categories', (context) => {
    const type = context.url.searchParams.get('country_type');
    const rows = executiveCategories.where((row) => !type || row.country_types.some((t) => t === type));
    return json(context, {
      executive_manpower_category: rows.map(({ id, name, image }) => ({ id, name, image })),
    });
  }),
  get('/manpower-executive-list', (context) =>
    json(context, {
      manpower_executives: executives.where(byCategoryAndCountry(context)).map(executiveListItem),
    }),
  ),
  get('/executive-manpower-specialization', (context) => {
    const category = context.url.searchParams.get('category');
    return json(context, {
      executive_manpower_specialization: specializations
        .where((row) => matchesParam(row.category_id, category))
        .map(({ id, name }) => ({ id, name })),
    });
  }),
  get('/manpower-executive-filter', filterExecutives),
  get('/manpower-executive-details', (context) =>
    json(context, { manpower_executive_details: executiveDetails(executives.find(idParam(context))) }),
  ),
  get('/bulk-manpower-work-list', (context) =>
    json(context, {
      bulk_manpowers: contractors.where(byCategoryAndCountry(context)).map(contractorListItem),
    }),
  ),
  get('/bulk-manpower-work-details', (context) =>
    json(context, { bulk_manpower_details: contractorDetails(contractors.find(idParam(context))) }),
  ),
  // Assumption: the spec shows no list or detail call for institutional placements beyond the
  // profile one; these two follow the shape of the executive and labour calls.
  get('/institutional-placement-list', (context) =>
    json(context, {
      institutes: institutions.where(byCategoryAndCountry(context)).map((row) => ({
        id: row.id,
        institute_name: row.institute_name,
        logo: row.logo,
        city: row.city,
        state: row.state,
        establishment: row.establishment,
      })),
    }),
  ),
  get('/institutional-placement-details', (context) =>
    json(context, { institute: institutionDetails(institutions.find(idParam(context))) }),
  ),
  // The profile pages ask for fixed ids (5, 12, 10), as the spec shows.
  get(
    '/my-manpower-executive-details',
    (context) =>
      json(context, { my_manpower_executive_details: executiveDetails(executives.find(idParam(context))) }),
    { auth: true },
  ),
  get(
    '/my-bulk-manpower-work-details',
    (context) =>
      json(context, { bulk_manpower_details: contractorDetails(contractors.find(idParam(context))) }),
    { auth: true },
  ),
  get(
    '/my-institution-placement-details',
    (context) => json(context, { institutes: institutionDetails(institutions.find(idParam(context))) }),
    { auth: true },
  ),
];
