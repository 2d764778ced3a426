import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import AboutUsScreen from './AboutUsScreen';
import TermsOfUseScreen from './TermsOfUseScreen';
import { withApp } from '../../../testing/AppStory';

const meta = {
  title: 'Screens/Content/Pages',
  component: AboutUsScreen,
  decorators: [withApp({ path: '/about-us' })],
} satisfies Meta<typeof AboutUsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AboutUs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(await canvas.findByText(/PlastiHub/, { selector: 'p' })).toBeVisible();
  },
};

export const TermsReadThePrivacyPolicy: Story = {
  render: () => <TermsOfUseScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(await canvas.findByText(/delete your account/)).toBeVisible();
  },
};

export const FailsWithRetry: Story = {
  parameters: { mockFaults: [{ kind: 'network-error', endpoint: '/about-us' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/could not reach the server/i);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  },
};
