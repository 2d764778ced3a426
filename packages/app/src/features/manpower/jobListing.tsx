import type { JobDetails, JobSummary } from '@plastihub/api-client';
import { formatNumber, formatPlace, formatPriceRange } from '@plastihub/ui';
import { defineListingKind } from '../../shared/listing/listingKind';
import { byNumber, newestFirst } from '../../shared/listing/listingSorts';
import { JobApplication } from './components/JobApplication';

/** "Rs. 15,000 - Rs. 25,000" (en-IN), one figure when only one is known. */
export const jobSalary = (job: Pick<JobSummary, 'salaryFrom' | 'salaryTo'>) =>
  formatPriceRange(job.salaryFrom, job.salaryTo);

const optionalRows = (rows: readonly { label: string; value: string | null }[]) =>
  rows.filter((row) => row.value !== null);

/** Jobs: company, profile, salary, area and openings on the card; the details with the company's contact. */
export const jobListing = defineListingKind<JobSummary, JobDetails>({
  type: 'Job',
  savedAs: 'Job',
  detailPath: 'manpowerJobDetails',
  selectionOf: (job) => ({ jobId: String(job.id) }),
  pictures: false,
  sorts: [
    newestFirst(),
    {
      value: 'salary',
      label: 'Salary: highest first',
      compare: byNumber((job) => job.salaryTo ?? job.salaryFrom, 'descending'),
    },
    {
      value: 'openings',
      label: 'Openings: most first',
      compare: byNumber((job) => job.openings, 'descending'),
    },
  ],
  card: (job) => ({
    title: job.title,
    meta: [
      { label: 'Company', value: job.companyName },
      { label: 'Salary', value: jobSalary(job) },
      { label: 'Area', value: formatPlace(job.area, job.city) },
      { label: 'Openings', value: job.openings === null ? null : formatNumber(job.openings) },
    ],
  }),
  detail: {
    title: (job) => job.title,
    rows: (job) => [
      { label: 'Company', value: job.companyName },
      { label: 'Salary', value: jobSalary(job) },
      { label: 'Job Type', value: job.jobType },
      { label: 'Experience', value: job.experience },
      { label: 'Openings', value: job.openings === null ? null : formatNumber(job.openings) },
      { label: 'Address', value: formatPlace(job.address, job.city, job.state) },
      // Shown only when the server sends them (the spec's product showed them empty).
      ...optionalRows([
        { label: 'Minimum Education', value: job.minimumEducation },
        { label: 'Timing', value: job.timing },
        { label: 'Working Days', value: job.workingDays },
      ]),
    ],
    contact: (job) => ({
      name: job.contact.name || job.companyName,
      mobile: job.contact.mobile,
      email: job.contact.email,
    }),
    actions: (job) => <JobApplication job={job} />,
    description: (job) => job.details,
    descriptionHeading: 'Job Details',
  },
});
