import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AboutUsScreen from './AboutUsScreen';
import PrivacyPolicyScreen from './PrivacyPolicyScreen';
import TermsOfUseScreen from './TermsOfUseScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Content/Pages',
  tags: ['!autodocs'],
  component: AboutUsScreen,
  decorators: [withApp({ path: '/about-us' })],
} satisfies Meta<typeof AboutUsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const aboutUs = stateStories({ endpoint: '/about-us' });

export const AboutUs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(await canvas.findByText(/PlastiHub/, { selector: 'p' })).toBeVisible();
    // The build's commit in a build (the server slice checks it); Storybook has none.
    await expect(canvas.getByText('Release development')).toBeVisible();
  },
};

export const PrivacyPolicy: Story = {
  render: () => <PrivacyPolicyScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(await canvas.findByText('We do not sell your data.', { exact: false })).toBeVisible();
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

export const Loading: Story = aboutUs.loading({ page: 'About Us' });

export const Empty: Story = aboutUs.empty({ answer: { aboutUs: { about_us: '' } } });

export const EmptyAfterSanitizing: Story = aboutUs.empty({
  answer: {
    aboutUs: {
      about_us:
        '<script>alert("About us")</script><p>&nbsp;</p><form><button>Claim</button></form>' +
        '<img src="https://tracker.example/pixel.gif" width="1" height="1" alt="">',
    },
  },
});

export const FailsWithRetry: Story = aboutUs.failure({
  fault: 'network-error',
  content: async (canvasElement) =>
    expect(await within(canvasElement).findByText(/PlastiHub brings India/, undefined, LOAD)).toBeVisible(),
});
