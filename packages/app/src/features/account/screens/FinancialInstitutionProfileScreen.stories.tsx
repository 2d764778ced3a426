import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import FinancialInstitutionProfileScreen from './FinancialInstitutionProfileScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Account/FinancialInstitutionProfile',
  tags: ['!autodocs'],
  component: FinancialInstitutionProfileScreen,
  decorators: [withApp({ path: '/financial-institution-profile', signedInAs: 8 })],
} satisfies Meta<typeof FinancialInstitutionProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const profile = stateStories({ endpoint: '/profile' });

/** Vikram Reddy holds the Financial Institutation role; his institution comes with the profile. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Deccan Capital Machinery Finance' }, LOAD),
    ).toBeInTheDocument();
    const details = canvas.getByRole('table', { name: 'Details' });
    await expect(within(details).getByRole('row', { name: 'Type of Funding Term Loan' })).toBeInTheDocument();
    await expect(within(details).getByRole('row', { name: /Interest Rate 10\.75\s%/ })).toBeInTheDocument();
    await expect(
      within(details).getByRole('row', { name: 'Contact Person Vikram Reddy' }),
    ).toBeInTheDocument();
  },
};

/** Rohan Mehta has no institution. */
export const RecordNotFound: Story = profile.missing({
  path: '/financial-institution-profile',
  signedInAs: 1,
});

export const FailsThenRetry: Story = profile.failure({
  fault: 'server-error',
  content: async (canvasElement) =>
    expect(await within(canvasElement).findByRole('table', { name: 'Details' }, LOAD)).toBeInTheDocument(),
});

export const Loading: Story = profile.loading({ page: 'Financial Institution Profile' });
