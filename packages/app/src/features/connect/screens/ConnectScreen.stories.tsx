import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ConnectScreen from './ConnectScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';

const meta = {
  title: 'Screens/Connect',
  tags: ['!autodocs'],
  component: ConnectScreen,
  decorators: [withApp({ path: '/connect' })],
  beforeEach: () => () => sessionStorage.clear(),
} satisfies Meta<typeof ConnectScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connect' })).toBeVisible();
    // The page's heading names the tiles; no second "Connect" heading under it.
    await expect(canvas.getAllByRole('heading', { name: 'Connect' })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Money' })).toHaveAttribute('href', '/money');
    await expect(canvas.getByRole('link', { name: 'Machine' })).toHaveAttribute('href', '/machine');
    await expect(canvas.getByRole('link', { name: 'Material' })).toHaveAttribute('href', '/material-brand');
    await expect(canvas.getByRole('button', { name: 'Manpower' })).toBeVisible();
  },
};

export const ManpowerChosenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Manpower' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Manpower' });
    within(dialog).getByRole('link', { name: 'International' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storyLocation()).toBe('/manpower?country_type=International'));
    await expect(sessionStorage.getItem('country_type')).toBe('International');
  },
};
