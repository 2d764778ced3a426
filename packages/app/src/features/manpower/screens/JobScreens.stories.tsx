import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import JobDetailsScreen from './JobDetailsScreen';
import JobsScreen from './JobsScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD, failThenRetry, listCards, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Jobs',
  tags: ['!autodocs'],
  component: JobsScreen,
  decorators: [withApp({ path: '/manpower-jobs?country_type=India', signedInAs: 1 })],
} satisfies Meta<typeof JobsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const details = (id: number) => withApp({ path: `/manpower-jobs-details?job_id=${id}`, signedInAs: 1 });

const jobs = stateStories({ endpoint: '/job-categorywise' });
const jobDetails = stateStories({
  endpoint: '/job-details',
  app: { path: '/manpower-jobs-details?job_id=1', signedInAs: 1 },
  render: () => <JobDetailsScreen />,
});

/** One job as another server might send it. */
const jobAnswer = (fields: Record<string, unknown>) => ({
  msw: {
    handlers: [
      http.get('*/api/job-details', () =>
        HttpResponse.json({
          jobs: {
            id: 9,
            title: 'Injection Moulding Machine Operator',
            company_name: 'Supreme Industries',
            salary_from: 15000,
            salary_to: 22000,
            city: 'Pune',
            state: 'Maharashtra',
            opening: 4,
            job_type: 'Full Time',
            experience: '1-3 years',
            address: 'Plot 12, Chakan MIDC',
            details: 'Run and set 250 Ton machines.',
            sellername: 'HR Desk',
            sellermobile: '9822012345',
            selleremail: 'hr@supreme.example.in',
            ...fields,
          },
        }),
      ),
    ],
  },
});

/** The jobs of India: company, salary in en-IN form, area, openings, View Details and Apply. */
export const Jobs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = await listCards(canvasElement, 'Jobs India');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect(found[0]).toHaveTextContent(/Salary: Rs\. [\d,]+/);
    await expect(within(found[0] as HTMLElement).getByRole('link', { name: 'View Details' })).toBeVisible();
    await expect(within(found[0] as HTMLElement).getByRole('link', { name: /^Apply for / })).toBeVisible();
  },
};

/** International: CREW. */
export const Crew: Story = {
  decorators: [withApp({ path: '/manpower-jobs?country_type=International', signedInAs: 1 })],
  play: async ({ canvasElement }) => {
    await listCards(canvasElement, 'CREW International');
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'CREW' })).toBeVisible();
  },
};

/** A salary band from the URL narrows the list in the browser, shown as a chip. */
export const JobsBySalary: Story = {
  decorators: [withApp({ path: '/manpower-jobs?country_type=India&salary=15k-25k', signedInAs: 1 })],
  play: async ({ canvasElement }) => {
    const found = await listCards(canvasElement, 'Jobs India');
    await expect(found.length).toBeGreaterThan(0);
    const chips = within(canvasElement).getByRole('group', { name: 'Applied filters' });
    await expect(within(chips).getByText('15k-25k')).toBeVisible();
  },
};

/** Filters nothing matches: "No Data Found" and Clear filters. */
export const NoJobsMatch: Story = jobs.empty({
  path: '/manpower-jobs?country_type=India&city=Nowhere',
  signedInAs: 1,
  also: async (canvasElement) => {
    await userEvent.click(
      within(canvasElement).getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement,
    );
    await expect((await listCards(canvasElement, 'Jobs India')).length).toBeGreaterThan(0);
  },
});

export const JobsLoading: Story = jobs.loading({ list: 'Jobs India' });

export const JobsFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...jobs.failure({
    fault: 'network-error',
    content: async (canvasElement) =>
      expect((await listCards(canvasElement, 'Jobs India')).length).toBeGreaterThan(0),
  }),
};

/** A job: its table, the company's contact behind View Contact Info, Apply For Job; applying says so. */
export const JobDetails: Story = {
  decorators: [details(9)],
  parameters: jobAnswer({}),
  render: () => <JobDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Injection Moulding Machine Operator' }, LOAD),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Injection Moulding Machine Operator details' });
    await expect(table).toHaveTextContent('Rs. 15,000 - Rs. 22,000');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Job Details' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply For Job' }));
    await expect(await canvas.findByText('You have applied for this job.', undefined, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Apply For Job' })).toBeNull();
  },
};

/** Applied before (the server says so): no second Apply. */
export const AlreadyApplied: Story = {
  decorators: [details(9)],
  parameters: jobAnswer({ is_applied: true }),
  render: () => <JobDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have applied for this job.', undefined, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Apply For Job' })).toBeNull();
  },
};

/** The application could not be sent: the reason, and Try again. */
export const ApplyFailsThenRetry: Story = {
  tags: ['skip-visual'],
  decorators: [details(9)],
  parameters: { ...jobAnswer({}), mockFaults: [{ kind: 'server-error', endpoint: '/job-apply' }] },
  render: () => <JobDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply For Job' }, LOAD));
    await failThenRetry(canvasElement, 'Your application was not sent');
    await expect(await canvas.findByText('You have applied for this job.', undefined, LOAD)).toBeVisible();
  },
};

export const JobNotFound: Story = jobDetails.missing({ path: '/manpower-jobs-details?job_id=4040' });

export const JobDetailsLoading: Story = jobDetails.loading({ page: 'Job Details' });

export const JobDetailsFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...jobDetails.failure({
    fault: 'network-error',
    content: async (canvasElement) =>
      expect(await within(canvasElement).findByRole('button', { name: 'Apply For Job' }, LOAD)).toBeVisible(),
  }),
};
