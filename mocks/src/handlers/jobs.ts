import { get, invalid, json, type RouteContext } from '../http';
import { sessionUser } from '../db/users';
import { serverDate } from '../seed/clock';
import { jobApplications, jobs, labourCategories, type JobRow } from '../seed/jobs';

/** The salary filter's bands (monthly rupees; lower bound included, upper excluded), named as the spec shows them. */
const SALARY_BANDS: Record<string, readonly [number, number]> = {
  'Below 10K': [0, 10_000],
  '10k-15k': [10_000, 15_000],
  '15k-25k': [15_000, 25_000],
  '25k-50k': [25_000, 50_000],
  '50k-1L': [50_000, 100_000],
  'Above of 1L': [100_000, Number.POSITIVE_INFINITY],
};

/** A job is in a band when its salary range overlaps the band. */
function inBand(job: JobRow, band: readonly [number, number]): boolean {
  const [min, max] = band;
  return job.salary_from < max && job.salary_to >= min;
}

const commaList = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The list card: everything but the contact details, which only the details screen reveals. */
function jobCard(job: JobRow) {
  const { sellername: _name, sellermobile: _mobile, selleremail: _email, seller_id: _seller, ...card } = job;
  return card;
}

function ofCountryType(url: URL): JobRow[] {
  const countryType = url.searchParams.get('available_country_type');
  return jobs.where((job) => !countryType || job.available_country_type === countryType);
}

function jobApplyError(context: RouteContext, jobId: string | null) {
  if (!jobId) return invalid(context, 'Please choose a job.', { job_id: ['The job id field is required.'] });
  if (!jobs.find(jobId)) return invalid(context, 'Record Not Found');
  const already = jobApplications.where(
    (row) => row.job_id === Number(jobId) && row.user_id === context.user.id,
  );
  if (already.length > 0) return invalid(context, 'You have already applied for this job.');
  return null;
}

export const jobHandlers = [
  get('/bulk-manpower-work-categories', (context) => {
    const countryType = context.url.searchParams.get('country_type');
    const rows = labourCategories.where(
      (row) => !countryType || row.country_types.some((type) => type === countryType),
    );
    return json(context, {
      bulk_manpower_categoroies: rows.map(({ id, name, image }) => ({ id, name, image })),
    });
  }),

  get('/job-categorywise', (context) => json(context, { jobs: ofCountryType(context.url).map(jobCard) })),

  /*
   * The spec's job list filter calls the trade-product filter and is broken; this is the intended
   * behaviour: comma lists of category ids and city names, and one salary band, all optional.
   */
  get('/job-filter', (context) => {
    const categoryIds = commaList(context.url.searchParams.get('category_ids')).map(Number);
    const cityNames = commaList(context.url.searchParams.get('cities')).map((c) => c.toLowerCase());
    const band = SALARY_BANDS[context.url.searchParams.get('salary') ?? ''];
    const matches = ofCountryType(context.url).filter(
      (job) =>
        (categoryIds.length === 0 || categoryIds.includes(job.category_id)) &&
        (cityNames.length === 0 || cityNames.includes(job.city.toLowerCase())) &&
        (!band || inBand(job, band)),
    );
    return json(context, { jobs: matches.map(jobCard) });
  }),

  get('/job-details', (context) => {
    const job = jobs.find(context.url.searchParams.get('id'));
    if (!job) return json(context, { jobs: null });
    const user = sessionUser(context.request);
    const applied =
      !!user && jobApplications.where((row) => row.job_id === job.id && row.user_id === user.id).length > 0;
    return json(context, { jobs: { ...job, is_applied: applied } });
  }),

  get(
    '/job-apply',
    (context) => {
      const jobId = context.url.searchParams.get('job_id');
      const error = jobApplyError(context, jobId);
      if (error) return error;
      jobApplications.insert({
        job_id: Number(jobId),
        user_id: context.user.id,
        applied_at: serverDate(),
      });
      return json(context, { error: 0, msg: 'You have applied for this job.' });
    },
    { auth: true },
  ),
];
