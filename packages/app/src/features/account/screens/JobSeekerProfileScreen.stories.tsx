import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import JobSeekerProfileScreen from './JobSeekerProfileScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Account/JobSeekerProfile',
  tags: ['!autodocs'],
  component: JobSeekerProfileScreen,
  decorators: [withApp({ path: '/job-seeker-profile', signedInAs: 12 })],
} satisfies Meta<typeof JobSeekerProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const profile = stateStories({ endpoint: '/my-manpower-executive-details' });

/** The spec asks for executive 5 whoever is signed in: Pooja Deshmukh in the demo data. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Pooja Deshmukh' }, LOAD),
    ).toBeInTheDocument();
    const details = canvas.getByRole('table', { name: 'Details' });
    await expect(
      within(details).getByRole('row', { name: /Highest Qualification ITI Fitter/ }),
    ).toBeInTheDocument();
    await expect(within(details).getByRole('row', { name: /Total Work Experience 12/ })).toBeInTheDocument();
    const experience = canvas.getByRole('table', { name: 'Past Experience' });
    const rows = within(experience).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Supreme Industries');
    await expect(rows[3]).toHaveTextContent('Present');
  },
};

export const NoPastExperience: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/my-manpower-executive-details', () =>
          HttpResponse.json({
            my_manpower_executive_details: { id: 5, name: 'Pooja Deshmukh', past_experience: 'not json' },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const experience = await canvas.findByRole('table', { name: 'Past Experience' }, LOAD);
    await expect(experience).toHaveTextContent('No Data Found');
  },
};

export const RecordNotFound: Story = profile.missing({ answer: { my_manpower_executive_details: null } });

export const FailsThenRetry: Story = profile.failure({
  fault: 'server-error',
  content: async (canvasElement) =>
    expect(
      await within(canvasElement).findByRole('table', { name: 'Past Experience' }, LOAD),
    ).toBeInTheDocument(),
});

export const Loading: Story = profile.loading({ page: 'Job Seeker Profile' });
