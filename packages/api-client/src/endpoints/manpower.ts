import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { count, id, jsonList, list, optionalText, relationName, text } from '../core/schema';
import { singleRecord } from './record';

export const manpowerCountryTypes = ['India', 'International'] as const;
export type ManpowerCountryType = (typeof manpowerCountryTypes)[number];

/** Year ranges of the executive experience filter. */
export const experienceRanges = [
  '0-2',
  '3-5',
  '6-8',
  '9-11',
  '12-14',
  '15-17',
  '18-20',
  '21-23',
  '24-26',
] as const;
export type ExperienceRange = (typeof experienceRanges)[number];

/** Which list a manpower tile opens: executives, labour contractors, or institutional placements. */
export type ManpowerSection = 'executives' | 'labour' | 'institutions';

const manpowerCategorySchema = v.pipe(
  v.looseObject({ id: v.nullish(id(), null), name: text(), image: optionalText() }),
  v.transform((row) => ({
    id: row.id,
    name: row.name,
    image: row.image,
    section: sectionOf(row.name),
  })),
);
export type ManpowerCategory = v.InferOutput<typeof manpowerCategorySchema>;

/** Executive leads to the executive categories, Labour to the labour list, any other tile to institutions. */
function sectionOf(name: string): ManpowerSection {
  const lower = name.trim().toLowerCase();
  if (lower === 'executive') return 'executives';
  if (lower === 'labour' || lower === 'labor') return 'labour';
  return 'institutions';
}

const executiveCategorySchema = v.object({ id: id(), name: text(), image: optionalText() });
export type ExecutiveCategory = v.InferOutput<typeof executiveCategorySchema>;

const keySkillSchema = v.object({ id: id(), name: text() });
export type ExecutiveKeySkill = v.InferOutput<typeof keySkillSchema>;

const executiveListItemSchema = v.pipe(
  v.looseObject({
    id: id(),
    name: text(),
    image: optionalText(),
    city: text(),
    total_experience: count(),
  }),
  v.transform((row) => ({
    id: row.id,
    name: row.name,
    image: row.image,
    city: row.city,
    /** Years. */
    totalExperience: row.total_experience,
  })),
);
export type ExecutiveListItem = v.InferOutput<typeof executiveListItemSchema>;

const pastExperienceSchema = v.pipe(
  v.looseObject({
    company_name: text(),
    designation: text(),
    from: text(),
    to: text(),
    description: text(),
  }),
  v.transform((row) => ({
    companyName: row.company_name,
    designation: row.designation,
    from: row.from,
    to: row.to,
    description: row.description,
  })),
);
export type PastExperience = v.InferOutput<typeof pastExperienceSchema>;

const namedSchema = v.looseObject({ name: text() });

const executiveDetailsSchema = v.pipe(
  v.looseObject({
    id: id(),
    name: text(),
    image: optionalText(),
    mobile: text(),
    email: text(),
    about: text(),
    executive_manpower_categories: relationName(),
    key_skills: text(),
    highest_qualification: text(),
    executive_manpower_specializations: list(namedSchema),
    total_experience: count(),
    past_experience: jsonList(pastExperienceSchema),
    address: text(),
    city: text(),
    state: text(),
    pin_code: text(),
    country: relationName(),
  }),
  v.transform((row) => ({
    id: row.id,
    name: row.name,
    image: row.image,
    mobile: row.mobile,
    email: row.email,
    about: row.about,
    categoryName: row.executive_manpower_categories,
    keySkills: row.key_skills,
    highestQualification: row.highest_qualification,
    specializations: row.executive_manpower_specializations.map((s) => s.name),
    /** Years. */
    totalExperience: row.total_experience,
    pastExperience: row.past_experience,
    address: row.address,
    city: row.city,
    state: row.state,
    pinCode: row.pin_code,
    countryName: row.country,
  })),
);
export type ExecutiveDetails = v.InferOutput<typeof executiveDetailsSchema>;

const contractorListItemSchema = v.pipe(
  v.looseObject({
    id: id(),
    company_name: text(),
    logo: optionalText(),
    city: text(),
    team_capacity: count(),
  }),
  v.transform((row) => ({
    id: row.id,
    companyName: row.company_name,
    logo: row.logo,
    city: row.city,
    teamCapacity: row.team_capacity,
  })),
);
export type LabourContractorListItem = v.InferOutput<typeof contractorListItemSchema>;

const labourTeamSchema = v.looseObject({ category: text(), capacity: count() });
export type LabourTeam = v.InferOutput<typeof labourTeamSchema>;

const contractorDetailsSchema = v.pipe(
  v.looseObject({
    // The spec's contractor detail lists no id (the list item does): null when left out.
    id: v.nullish(id(), null),
    name: text(),
    company_name: text(),
    logo: optionalText(),
    contact_no: text(),
    email: text(),
    about: text(),
    address: text(),
    city: text(),
    state: text(),
    pin_code: text(),
    country: relationName(),
    team_capacity: count(),
    labour_categorywise: jsonList(labourTeamSchema),
  }),
  v.transform((row) => ({
    id: row.id,
    /** The contact person. */
    name: row.name,
    companyName: row.company_name,
    logo: row.logo,
    mobile: row.contact_no,
    email: row.email,
    about: row.about,
    address: row.address,
    city: row.city,
    state: row.state,
    pinCode: row.pin_code,
    countryName: row.country,
    teamCapacity: row.team_capacity,
    teams: row.labour_categorywise.map(({ category, capacity }) => ({ category, capacity })),
  })),
);
export type LabourContractorDetails = v.InferOutput<typeof contractorDetailsSchema>;

const institutionListItemSchema = v.pipe(
  v.looseObject({
    id: id(),
    institute_name: text(),
    logo: optionalText(),
    city: text(),
    state: text(),
    establishment: text(),
  }),
  v.transform((row) => ({
    id: row.id,
    name: row.institute_name,
    logo: row.logo,
    city: row.city,
    state: row.state,
    established: row.establishment,
  })),
);
export type InstitutionListItem = v.InferOutput<typeof institutionListItemSchema>;

const studentBatchSchema = v.pipe(
  v.looseObject({ course: text(), specialization: text(), student: count(), date: text() }),
  v.transform((row) => ({
    course: row.course,
    specialization: row.specialization,
    students: row.student,
    date: row.date,
  })),
);
export type StudentBatch = v.InferOutput<typeof studentBatchSchema>;

const institutionDetailsSchema = v.pipe(
  v.looseObject({
    id: id(),
    institute_name: text(),
    logo: optionalText(),
    contact_no: text(),
    email: text(),
    establishment: text(),
    address: text(),
    city: text(),
    state: text(),
    pin_code: text(),
    country: relationName(),
    student_count: jsonList(studentBatchSchema),
  }),
  v.transform((row) => ({
    id: row.id,
    name: row.institute_name,
    logo: row.logo,
    mobile: row.contact_no,
    email: row.email,
    /** Year of establishment. */
    established: row.establishment,
    address: row.address,
    city: row.city,
    state: row.state,
    pinCode: row.pin_code,
    countryName: row.country,
    batches: row.student_count,
  })),
);
export type InstitutionDetails = v.InferOutput<typeof institutionDetailsSchema>;

/** Which list: the manpower category tile and India or International. */
export interface ManpowerListParams {
  categoryId: number;
  countryType: ManpowerCountryType;
}

const listParams = (params: ManpowerListParams) => ({
  category_id: params.categoryId,
  available_country_type: params.countryType,
});

async function getList<S extends v.GenericSchema>(
  url: string,
  key: string,
  item: S,
  params: Record<string, string | number> | undefined,
  options: CallOptions | undefined,
): Promise<v.InferOutput<S>[]> {
  const body = await apiClient().request({
    method: 'GET',
    url,
    params,
    schema: v.object({ [key]: list(item) }),
    options,
  });
  return (body[key] ?? []) as v.InferOutput<S>[];
}

async function getRecord<S extends v.GenericSchema>(
  url: string,
  key: string,
  record: S,
  recordId: number,
  options: CallOptions | undefined,
): Promise<v.InferOutput<S> | null> {
  const body = await apiClient().request({
    method: 'GET',
    url,
    params: { id: recordId },
    schema: v.object({ [key]: singleRecord(record) }),
    options,
  });
  return (body[key] ?? null) as v.InferOutput<S> | null;
}

/** GET /manpower-category: the Executive, Labour and institutional tiles. */
export function getManpowerCategories(options?: CallOptions): Promise<ManpowerCategory[]> {
  return getList('/manpower-category', 'menpower_category', manpowerCategorySchema, undefined, options);
}

/** GET /executive-manpower-categories. */
export function getExecutiveCategories(
  countryType: ManpowerCountryType,
  options?: CallOptions,
): Promise<ExecutiveCategory[]> {
  return getList(
    '/executive-manpower-categories',
    'executive_manpower_category',
    executiveCategorySchema,
    { country_type: countryType },
    options,
  );
}

/** GET /manpower-executive-list: executives of one category. */
export function getExecutives(
  params: ManpowerListParams,
  options?: CallOptions,
): Promise<ExecutiveListItem[]> {
  return getList(
    '/manpower-executive-list',
    'manpower_executives',
    executiveListItemSchema,
    listParams(params),
    options,
  );
}

/** GET /executive-manpower-specialization: the key skills offered by the filter for a category. */
export function getExecutiveKeySkills(
  categoryId: number,
  options?: CallOptions,
): Promise<ExecutiveKeySkill[]> {
  return getList(
    '/executive-manpower-specialization',
    'executive_manpower_specialization',
    keySkillSchema,
    { category: categoryId },
    options,
  );
}

export interface ExecutiveFilter extends ManpowerListParams {
  experience: ExperienceRange | null;
  keySkillIds: readonly number[];
}

/** GET /manpower-executive-filter: experience range and any of the key skills (sent comma-joined). */
export function filterExecutives(
  filter: ExecutiveFilter,
  options?: CallOptions,
): Promise<ExecutiveListItem[]> {
  return getList(
    '/manpower-executive-filter',
    'manpower_executives',
    executiveListItemSchema,
    { ...listParams(filter), experince: filter.experience ?? '', keyskills: filter.keySkillIds.join(',') },
    options,
  );
}

/** GET /manpower-executive-details; null when the id is unknown. */
export function getExecutiveDetails(
  executiveId: number,
  options?: CallOptions,
): Promise<ExecutiveDetails | null> {
  return getRecord(
    '/manpower-executive-details',
    'manpower_executive_details',
    executiveDetailsSchema,
    executiveId,
    options,
  );
}

/** GET /bulk-manpower-work-list: labour contractors. */
export function getLabourContractors(
  params: ManpowerListParams,
  options?: CallOptions,
): Promise<LabourContractorListItem[]> {
  return getList(
    '/bulk-manpower-work-list',
    'bulk_manpowers',
    contractorListItemSchema,
    listParams(params),
    options,
  );
}

/** GET /bulk-manpower-work-details; null when the id is unknown. */
export function getLabourContractorDetails(
  contractorId: number,
  options?: CallOptions,
): Promise<LabourContractorDetails | null> {
  return getRecord(
    '/bulk-manpower-work-details',
    'bulk_manpower_details',
    contractorDetailsSchema,
    contractorId,
    options,
  );
}

/**
 * GET /institutional-placement-list. Assumption: the spec shows no list call for institutional
 * placements; this one follows the executive and labour lists.
 */
export function getInstitutions(
  params: ManpowerListParams,
  options?: CallOptions,
): Promise<InstitutionListItem[]> {
  return getList(
    '/institutional-placement-list',
    'institutes',
    institutionListItemSchema,
    listParams(params),
    options,
  );
}

/** GET /institutional-placement-details (assumed, like the list); null when the id is unknown. */
export function getInstitutionDetails(
  institutionId: number,
  options?: CallOptions,
): Promise<InstitutionDetails | null> {
  return getRecord(
    '/institutional-placement-details',
    'institute',
    institutionDetailsSchema,
    institutionId,
    options,
  );
}

/*
 * The three profile pages ask for fixed ids, not the signed-in user's: the spec shows them so and
 * says to take them literally.
 */
const MY_EXECUTIVE_ID = 5;
const MY_CONTRACTOR_ID = 12;
const MY_INSTITUTION_ID = 10;

/** GET /my-manpower-executive-details (job seeker profile). */
export function getMyExecutiveProfile(options?: CallOptions): Promise<ExecutiveDetails | null> {
  return getRecord(
    '/my-manpower-executive-details',
    'my_manpower_executive_details',
    executiveDetailsSchema,
    MY_EXECUTIVE_ID,
    options,
  );
}

/** GET /my-bulk-manpower-work-details (contractor profile). */
export function getMyContractorProfile(options?: CallOptions): Promise<LabourContractorDetails | null> {
  return getRecord(
    '/my-bulk-manpower-work-details',
    'bulk_manpower_details',
    contractorDetailsSchema,
    MY_CONTRACTOR_ID,
    options,
  );
}

/** GET /my-institution-placement-details (institution profile). */
export function getMyInstitutionProfile(options?: CallOptions): Promise<InstitutionDetails | null> {
  return getRecord(
    '/my-institution-placement-details',
    'institutes',
    institutionDetailsSchema,
    MY_INSTITUTION_ID,
    options,
  );
}
