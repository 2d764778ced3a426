import {
  applyForJob,
  isApiError,
  getJobDetails,
  getJobs,
  JOB_SALARY_BANDS,
  type JobDetails,
  type JobSalaryBand,
  type JobSummary,
  manpowerCountryTypes,
  type ManpowerCountryType,
} from '@plastihub/api-client';
import { defineMutation, defineResource } from '../../shared/data/definitions';
import { aText, exactly, listOf, oneOf } from '../../shared/data/paramShapes';
import { savedSearchList } from '../../shared/buyerTools/savedSearchLists';
import type { ListingPage } from '../../shared/listing/ListingDetail';
import type { FilterDef, FilterValues } from '../../shared/listing/urlFilters';

/** Every job open for a country type; the list's filters work on it in the browser. */
export const jobsOf = defineResource('jobs.list', (query: { countryType: ManpowerCountryType }, options) =>
  getJobs(query.countryType, options),
);

export const jobPage = defineResource(
  'jobs.page',
  async (query: { id: number }, options): Promise<ListingPage<JobDetails, JobSummary>> => ({
    record: await getJobDetails(query.id, options),
    similar: [],
  }),
);

/**
 * Applying for a job. The server refuses a second application (a `validate` answer): that is where the user
 * stands, not a failure to retry, so it ends like an application, with the server's words.
 */
export const jobApplication = defineMutation('jobs.apply', async (jobId: number, options) => {
  try {
    return await applyForJob(jobId, options);
  } catch (error) {
    if (isApiError(error) && error.kind === 'validation') return { msg: error.message };
    throw error;
  }
});

export const isSalaryBand = (value: string | undefined): value is JobSalaryBand =>
  JOB_SALARY_BANDS.some((band) => band === value);

/** The job list's filters, in the URL: `?category=Operators,Quality&city=Pune&salary=15k-25k`. */
export const jobFilters = [
  { param: 'category', name: 'Job Category', selection: 'multiple' },
  { param: 'city', name: 'Location', selection: 'multiple' },
  { param: 'salary', name: 'Salary', selection: 'single', accepts: isSalaryBand },
] as const satisfies readonly FilterDef[];

type JobParam = (typeof jobFilters)[number]['param'];

/** Monthly rupees of each salary band; `to` is open-ended for the last. */
const bandRanges: Record<JobSalaryBand, { from: number; to: number }> = {
  'Below 10K': { from: 0, to: 10_000 },
  '10k-15k': { from: 10_000, to: 15_000 },
  '15k-25k': { from: 15_000, to: 25_000 },
  '25k-50k': { from: 25_000, to: 50_000 },
  '50k-1L': { from: 50_000, to: 100_000 },
  'Above of 1L': { from: 100_000, to: Infinity },
};

/** Whether a job's pay (from - to, either may be missing) falls in the band at any point. */
export function paysWithin(job: Pick<JobSummary, 'salaryFrom' | 'salaryTo'>, band: JobSalaryBand): boolean {
  const low = job.salaryFrom ?? job.salaryTo;
  const high = job.salaryTo ?? job.salaryFrom;
  if (low === null || high === null) return false;
  const range = bandRanges[band];
  return low < range.to && high >= range.from;
}

/**
 * The jobs the filters let through: any of the chosen categories (by name), any of the chosen cities, and the
 * salary band. The existing product sent these to the trade filter, which broke them; the spec's server has no
 * job filter, so the list filters what `job-categorywise` sent.
 */
export function filterJobList(jobs: readonly JobSummary[], values: FilterValues<JobParam>): JobSummary[] {
  const [band] = values.salary;
  return jobs.filter(
    (job) =>
      (values.category.length === 0 || values.category.includes(job.category.trim())) &&
      (values.city.length === 0 || values.city.includes(job.city.trim())) &&
      (!isSalaryBand(band) || paysWithin(job, band)),
  );
}

/** The distinct, sorted values of one field of the jobs, for a filter's checkboxes. */
export const choicesOf = (jobs: readonly JobSummary[], field: 'category' | 'city'): string[] =>
  [...new Set(jobs.map((job) => job[field].trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b));

/**
 * The jobs a filtered list shows, as one call: what a saved jobs search asks again to count new jobs (the list
 * screen itself filters `jobsOf`'s answer as the filters change, without asking again).
 */
type FilteredJobsQuery = { countryType: ManpowerCountryType; filters: FilterValues<JobParam> };

export const filteredJobs = defineResource('jobs.filtered', async (query: FilteredJobsQuery, options) =>
  filterJobList(await getJobs(query.countryType, options), query.filters),
);
savedSearchList(
  filteredJobs,
  exactly<FilteredJobsQuery>({
    countryType: oneOf(manpowerCountryTypes),
    filters: exactly<FilterValues<JobParam>>({
      category: listOf(aText),
      city: listOf(aText),
      salary: listOf(oneOf(JOB_SALARY_BANDS)),
    }),
  }),
);
