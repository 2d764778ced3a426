import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import JobDetailsScreen from './JobDetailsScreen';
import JobsScreen from './JobsScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD, confirmInDialog, failThenRetry, listCards, stateStories } from '../../../testing/storyHelpers';

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
    await expect(within(found[0] as HTMLElement).getByRole('button', { name: /^Apply for / })).toBeVisible();
    // The demo's 28 jobs: the last ones come as the reader scrolls down the list.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(
      () => expect(within(found[0]!.closest('ul')!).getAllByRole('article')).toHaveLength(28),
      LOAD,
    );
  },
};

/** A card's Apply applies in place, as Apply For Job does: the server's message, and no second Apply. */
export const ApplyFromCard: Story = {
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    const [first, second] = (await listCards(canvasElement, 'Jobs India')) as HTMLElement[];
    const card = within(first as HTMLElement);
    const title = card.getByRole('heading').textContent ?? '';
    await userEvent.click(card.getByRole('button', { name: `Apply for ${title}` }));
    await confirmInDialog(`Apply for ${title}?`, 'Send application');
    await expect(await card.findByText('You have applied for this job.', undefined, LOAD)).toBeVisible();
    await expect(card.queryByRole('button', { name: /^Apply for / })).toBeNull();
    // The other cards are untouched.
    await expect(within(second as HTMLElement).getByRole('button', { name: /^Apply for / })).toBeVisible();
  },
};

/** Applied before (the list does not say so): the card's Apply gets the server's refusal as the answer. */
export const ApplyFromCardAgain: Story = {
  tags: ['skip-visual'],
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/job-apply', () =>
          HttpResponse.json({ error: 1, msg: 'You have already applied for this job.', validate: {} }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const [first] = await listCards(canvasElement, 'Jobs India');
    const card = within(first as HTMLElement);
    await userEvent.click(card.getByRole('button', { name: /^Apply for / }));
    await confirmInDialog(/^Apply for /, 'Send application');
    await expect(
      await card.findByText('You have already applied for this job.', undefined, LOAD),
    ).toBeVisible();
    await expect(card.queryByRole('button', { name: /^Apply for / })).toBeNull();
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

/**
 * A job: its table (with minimum education, timing and working days, which this server sends), the company's
 * contact behind View Contact Info, Apply For Job; applying says so.
 */
export const JobDetails: Story = {
  decorators: [details(9)],
  parameters: jobAnswer({
    minimum_education: 'ITI (Plastics Processing)',
    timing: '9:00 AM - 6:00 PM',
    working_days: 'Six days a week',
  }),
  render: () => <JobDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Injection Moulding Machine Operator' }, LOAD),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Injection Moulding Machine Operator details' });
    await expect(table).toHaveTextContent('Rs. 15,000 - Rs. 22,000');
    await expect(within(table).getByRole('rowheader', { name: 'Minimum Education' })).toBeVisible();
    await expect(table).toHaveTextContent('ITI (Plastics Processing)');
    await expect(table).toHaveTextContent('9:00 AM - 6:00 PM');
    await expect(table).toHaveTextContent('Six days a week');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Job Details' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply For Job' }));
    await confirmInDialog('Apply for Injection Moulding Machine Operator?', 'Send application');
    await expect(await canvas.findByText('You have applied for this job.', undefined, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Apply For Job' })).toBeNull();
  },
};

/** Applied before (the server says so): no second Apply. A server without the optional rows: they are left out. */
export const AlreadyApplied: Story = {
  decorators: [details(9)],
  parameters: jobAnswer({ is_applied: true }),
  render: () => <JobDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have applied for this job.', undefined, LOAD)).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Injection Moulding Machine Operator details' });
    await expect(within(table).queryByRole('rowheader', { name: 'Minimum Education' })).toBeNull();
    await expect(within(table).queryByRole('rowheader', { name: 'Working Days' })).toBeNull();
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
    await confirmInDialog(/^Apply for /, 'Send application');
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
