import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import InstitutionProfileScreen from './InstitutionProfileScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Account/InstitutionProfile',
  tags: ['!autodocs'],
  component: InstitutionProfileScreen,
  decorators: [withApp({ path: '/institution-profile', signedInAs: 11 })],
} satisfies Meta<typeof InstitutionProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const profile = stateStories({ endpoint: '/my-institution-placement-details' });

/** The spec asks for institution 10 whoever is signed in. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: 'Kulkarni Institute of Plastics Technology' },
        LOAD,
      ),
    ).toBeInTheDocument();
    const details = canvas.getByRole('table', { name: 'Details' });
    await expect(within(details).getByRole('row', { name: 'Established 1998' })).toBeInTheDocument();
    const students = canvas.getByRole('table', { name: 'Student Count' });
    await expect(
      within(students).getByRole('row', {
        name: /B\.Tech Plastics Engineering Polymer Engineering 35 01-05-2026/,
      }),
    ).toBeInTheDocument();
  },
};

export const NoStudentBatches: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/my-institution-placement-details', () =>
          HttpResponse.json({
            institutes: { id: 10, institute_name: 'Kulkarni Institute', student_count: null },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const students = await within(canvasElement).findByRole('table', { name: 'Student Count' }, LOAD);
    await expect(students).toHaveTextContent('No Data Found');
  },
};

export const RecordNotFound: Story = profile.missing({ answer: { institutes: null } });

export const FailsThenRetry: Story = profile.failure({
  fault: 'malformed',
  content: async (canvasElement) =>
    expect(
      await within(canvasElement).findByRole('table', { name: 'Student Count' }, LOAD),
    ).toBeInTheDocument(),
});

export const Loading: Story = profile.loading({ page: 'Institution Profile' });
