import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import FinancialInstitutionProfileScreen from './FinancialInstitutionProfileScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD, expectRecordNotFound, failThenRetry, loadingStory } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Account/FinancialInstitutionProfile',
  tags: ['!autodocs'],
  component: FinancialInstitutionProfileScreen,
  decorators: [withApp({ path: '/financial-institution-profile', signedInAs: 8 })],
} satisfies Meta<typeof FinancialInstitutionProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

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
export const RecordNotFound: Story = {
  decorators: [withApp({ path: '/financial-institution-profile', signedInAs: 1 })],
  play: ({ canvasElement }) => expectRecordNotFound(canvasElement),
};

export const FailsThenRetry: Story = {
  parameters: { mockFaults: [{ kind: 'server-error', endpoint: '/profile' }] },
  play: async ({ canvasElement }) => {
    const canvas = await failThenRetry(canvasElement, 'Something went wrong');
    await expect(await canvas.findByRole('table', { name: 'Details' }, LOAD)).toBeInTheDocument();
  },
};

export const Loading: Story = loadingStory('/profile', 'Financial Institution Profile');
