import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import {
  count,
  id,
  list,
  messageResponse,
  optionalNumber,
  optionalText,
  text,
  type MessageResponse,
} from '../core/schema';
import type { ManpowerCountryType } from './manpower';

/** Manpower: labour work categories and job openings, for India or International. */

/** The salary filter's options, exactly as the spec lists them (monthly rupees). */
export const JOB_SALARY_BANDS = [
  'Below 10K',
  '10k-15k',
  '15k-25k',
  '25k-50k',
  '50k-1L',
  'Above of 1L',
] as const;
export type JobSalaryBand = (typeof JOB_SALARY_BANDS)[number];

const labourCategorySchema = v.object({ id: id(), name: text(), image: text() });
export type LabourCategory = v.InferOutput<typeof labourCategorySchema>;

const jobEntries = {
  id: id(),
  title: text(),
  company_name: text(),
  salary_from: optionalNumber(),
  salary_to: optionalNumber(),
  city: text(),
  state: text(),
  location: text(),
  opening: count(),
  job_type: text(),
  experience: text(),
  category: text(),
  category_id: optionalNumber(),
  available_country_type: text(),
};

const toJobSummary = (raw: v.InferOutput<v.ObjectSchema<typeof jobEntries, undefined>>) => ({
  id: raw.id,
  title: raw.title,
  companyName: raw.company_name,
  /** Monthly rupees; null when the server leaves it out. */
  salaryFrom: raw.salary_from,
  salaryTo: raw.salary_to,
  city: raw.city,
  state: raw.state,
  /** The locality the card shows as the area. */
  area: raw.location,
  openings: raw.opening,
  jobType: raw.job_type,
  experience: raw.experience,
  category: raw.category,
  categoryId: raw.category_id,
  countryType: raw.available_country_type,
});

const jobSummarySchema = v.pipe(v.object(jobEntries), v.transform(toJobSummary));
/** A job card. */
export type JobSummary = v.InferOutput<typeof jobSummarySchema>;

const jobDetailsSchema = v.pipe(
  v.object({
    ...jobEntries,
    address: text(),
    details: text(),
    sellername: text(),
    sellermobile: text(),
    selleremail: text(),
    // The spec's details page has these rows but shows them empty; a server that sends them fills them in.
    minimum_education: optionalText(),
    timing: optionalText(),
    working_days: optionalText(),
    is_applied: v.nullish(v.union([v.boolean(), v.number()]), false),
  }),
  v.transform((raw) => ({
    ...toJobSummary(raw),
    address: raw.address,
    details: raw.details,
    /** Null when the server leaves them out. */
    minimumEducation: raw.minimum_education,
    timing: raw.timing,
    workingDays: raw.working_days,
    /** Revealed by "View Contact Info". */
    contact: { name: raw.sellername, mobile: raw.sellermobile, email: raw.selleremail },
    hasApplied: Boolean(raw.is_applied),
  })),
);
export type JobDetails = v.InferOutput<typeof jobDetailsSchema>;

const jobsResponse = v.object({ jobs: list(jobSummarySchema) });

/** GET /bulk-manpower-work-categories: the labour work categories of a country type. */
export async function getLabourCategories(
  countryType: ManpowerCountryType,
  options?: CallOptions,
): Promise<LabourCategory[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/bulk-manpower-work-categories',
    params: { country_type: countryType },
    schema: v.object({ bulk_manpower_categoroies: list(labourCategorySchema) }),
    options,
  });
  return body.bulk_manpower_categoroies;
}

/** GET /job-categorywise: every job open for a country type. */
export async function getJobs(
  countryType: ManpowerCountryType,
  options?: CallOptions,
): Promise<JobSummary[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/job-categorywise',
    params: { available_country_type: countryType },
    schema: jobsResponse,
    options,
  });
  return body.jobs;
}

/** GET /job-details: one job, or null ("Record Not Found"). The server may wrap it in a list. */
export async function getJobDetails(jobId: number, options?: CallOptions): Promise<JobDetails | null> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/job-details',
    params: { id: jobId },
    schema: v.object({
      jobs: v.nullish(v.union([jobDetailsSchema, v.array(jobDetailsSchema)]), null),
    }),
    options,
  });
  return Array.isArray(body.jobs) ? (body.jobs[0] ?? null) : body.jobs;
}

/** GET /job-apply: applies the signed-in user; a second application fails with an ApiValidationError. */
export function applyForJob(jobId: number, options?: CallOptions): Promise<MessageResponse> {
  return apiClient().request({
    method: 'GET',
    url: '/job-apply',
    params: { job_id: jobId },
    schema: messageResponse,
    options,
  });
}
