import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import SubscribeScreen from './SubscribeScreen';
import { withApp } from '../../../testing/AppStory';

const meta = {
  title: 'Screens/Account/Subscribe',
  tags: ['!autodocs'],
  component: SubscribeScreen,
  decorators: [withApp({ path: '/subscribe', signedInAs: 1 })],
} satisfies Meta<typeof SubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Said plainly as not open yet, with what is available today; no button that does nothing, no promises. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Subscribe' })).toBeVisible();
    await expect(canvas.getByText('Subscriptions are not open yet')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /will offer/ })).not.toBeInTheDocument();
    const today = within(canvas.getByRole('region', { name: 'Available today' }));
    await expect(today.getByRole('link', { name: 'My Wallet' })).toHaveAttribute('href', '/my-wallet');
    // Contact details are free to view on listings: the page does not say tokens reveal them.
    await expect(canvas.queryByText(/reveal/i)).not.toBeInTheDocument();
    await expect(canvas.queryAllByRole('button', { name: /subscribe/i })).toHaveLength(0);
  },
};
