import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import ContractorProfileScreen from './ContractorProfileScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Account/ContractorProfile',
  tags: ['!autodocs'],
  component: ContractorProfileScreen,
  decorators: [withApp({ path: '/contractor-profile', signedInAs: 10 })],
} satisfies Meta<typeof ContractorProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const profile = stateStories({ endpoint: '/my-bulk-manpower-work-details' });

/** The spec asks for contractor 12 whoever is signed in: Kerala Technical Crew in the demo data. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Kerala Technical Crew' }, LOAD),
    ).toBeInTheDocument();
    const details = canvas.getByRole('table', { name: 'Details' });
    await expect(
      within(details).getByRole('row', { name: /Contact Person Anoop Krishnan/ }),
    ).toBeInTheDocument();
    await expect(within(details).getByRole('row', { name: /Team Capacity 130/ })).toBeInTheDocument();
    const teams = canvas.getByRole('table', { name: 'Labour Category-wise Capacity' });
    await expect(within(teams).getByRole('row', { name: 'Packers 40' })).toBeInTheDocument();
    await expect(within(teams).getAllByRole('row')).toHaveLength(6);
  },
};

/** A contractor without category rows: the capacity table says so instead of showing nothing. */
export const NoTeams: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/my-bulk-manpower-work-details', () =>
          HttpResponse.json({
            bulk_manpower_details: {
              id: 12,
              company_name: 'Kerala Technical Crew',
              labour_categorywise: '[]',
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const teams = await within(canvasElement).findByRole(
      'table',
      { name: 'Labour Category-wise Capacity' },
      LOAD,
    );
    await expect(teams).toHaveTextContent('No Data Found');
  },
};

export const RecordNotFound: Story = profile.missing({ answer: { bulk_manpower_details: [] } });

export const FailsThenRetry: Story = profile.failure({
  fault: 'network-error',
  content: async (canvasElement) =>
    expect(await within(canvasElement).findByRole('table', { name: 'Details' }, LOAD)).toBeInTheDocument(),
});

export const Loading: Story = profile.loading({ page: 'Contractor Profile' });
