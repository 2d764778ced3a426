import { get, invalid, json, type RouteContext } from '../http';
import { sessionUser } from '../db/users';
import { serverDate } from '../seed/clock';
import { jobApplications, jobs, labourCategories, type JobRow } from '../seed/jobs';

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
