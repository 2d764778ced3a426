import {
  experienceRanges,
  filterExecutives,
  getExecutiveCategories,
  getExecutiveDetails,
  getExecutiveKeySkills,
  getExecutives,
  getInstitutionDetails,
  getInstitutions,
  getLabourCategories,
  getLabourContractorDetails,
  getLabourContractors,
  getManpowerCategories,
  isNotFound,
  type ExecutiveDetails,
  type ExecutiveListItem,
  type ExperienceRange,
  type InstitutionDetails,
  type InstitutionListItem,
  type LabourContractorDetails,
  type LabourContractorListItem,
  type ManpowerCountryType,
  manpowerCountryTypes,
  type ManpowerListParams,
} from '@plastihub/api-client';
import { defineResource } from '../../shared/data/definitions';
import { anId, exactly, listOf, oneOf, orNull } from '../../shared/data/paramShapes';
import { savedSearchList } from '../../shared/buyerTools/savedSearchLists';
import type { ListingPage } from '../../shared/listing/ListingDetail';
import { isId, type FilterDef } from '../../shared/listing/urlFilters';

export const manpowerCategories = defineResource('manpower.categories', (_params: null, options) =>
  getManpowerCategories(options),
);

export const executiveCategories = defineResource(
  'manpower.executiveCategories',
  (query: { countryType: ManpowerCountryType }, options) =>
    getExecutiveCategories(query.countryType, options),
);

/** The executive list's filters, in the URL: `?experience=3-5&keyskills=4,7`. */
export const executiveFilters = [
  {
    param: 'experience',
    name: 'Experience',
    selection: 'single',
    accepts: (value) => experienceRanges.some((range) => range === value),
  },
  { param: 'keyskills', name: 'Keyskill(s)', selection: 'multiple', accepts: isId },
] as const satisfies readonly FilterDef[];

export interface ExecutiveQuery extends ManpowerListParams {
  experience: ExperienceRange | null;
  keySkillIds: number[];
}

/** A category's executives: the list, or the filter call once an experience range or a key skill is chosen. */
export const executivesOf = defineResource(
  'manpower.executives',
  (query: ExecutiveQuery, options): Promise<ExecutiveListItem[]> =>
    query.experience !== null || query.keySkillIds.length > 0
      ? filterExecutives(query, options)
      : getExecutives(query, options),
);
savedSearchList(
  executivesOf,
  exactly<ExecutiveQuery>({
    categoryId: anId,
    countryType: oneOf(manpowerCountryTypes),
    experience: orNull(oneOf(experienceRanges)),
    keySkillIds: listOf(anId),
  }),
);

export const executiveKeySkills = defineResource(
  'manpower.keySkills',
  (query: { categoryId: number }, options) => getExecutiveKeySkills(query.categoryId, options),
);

/** An executive's page (the listing kit's detail screen; people have no similar listings). */
export const executivePage = defineResource(
  'manpower.executivePage',
  async (query: { id: number }, options): Promise<ListingPage<ExecutiveDetails, ExecutiveListItem>> => ({
    record: await getExecutiveDetails(query.id, options),
    similar: [],
  }),
);

export const labourCategories = defineResource(
  'manpower.labourCategories',
  (query: { countryType: ManpowerCountryType }, options) => getLabourCategories(query.countryType, options),
);

export const labourContractors = defineResource(
  'manpower.labourContractors',
  (query: ManpowerListParams, options) => getLabourContractors(query, options),
);

export const labourPage = defineResource(
  'manpower.labourPage',
  async (
    query: { id: number },
    options,
  ): Promise<ListingPage<LabourContractorDetails, LabourContractorListItem>> => ({
    record: await getLabourContractorDetails(query.id, options),
    similar: [],
  }),
);

/**
 * Institutional placements: the spec shows no public call, so the api-client's are assumed. A server without them
 * answers 404: that is an empty list ("No Data Found") and a missing record, not a failure.
 */
export const institutionsOf = defineResource(
  'manpower.institutions',
  async (query: ManpowerListParams, options): Promise<InstitutionListItem[]> => {
    try {
      return await getInstitutions(query, options);
    } catch (error) {
      if (isNotFound(error)) return [];
      throw error;
    }
  },
);

export const institutionPage = defineResource(
  'manpower.institutionPage',
  async (query: { id: number }, options): Promise<ListingPage<InstitutionDetails, InstitutionListItem>> => {
    try {
      return { record: await getInstitutionDetails(query.id, options), similar: [] };
    } catch (error) {
      if (isNotFound(error)) return { record: null, similar: [] };
      throw error;
    }
  },
);
