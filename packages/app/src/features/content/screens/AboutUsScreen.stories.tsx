import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import AboutUsScreen from './AboutUsScreen';
import PrivacyPolicyScreen from './PrivacyPolicyScreen';
import TermsOfUseScreen from './TermsOfUseScreen';
import { withApp } from '../../../testing/AppStory';
import { failThenRetry, LOAD, loadingStory } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Content/Pages',
  tags: ['!autodocs'],
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

export const Loading: Story = loadingStory('/about-us', 'About Us');

export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/about-us', () => HttpResponse.json({ aboutUs: { about_us: '' } }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Data Found', undefined, LOAD)).toBeVisible();
  },
};

export const EmptyAfterSanitizing: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/about-us', () =>
          HttpResponse.json({
            aboutUs: {
              about_us:
                '<script>alert("About us")</script><p>&nbsp;</p><form><button>Claim</button></form>' +
                '<img src="https://tracker.example/pixel.gif" width="1" height="1" alt="">',
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Data Found', undefined, LOAD)).toBeVisible();
  },
};

export const FailsWithRetry: Story = {
  parameters: { mockFaults: [{ kind: 'network-error', endpoint: '/about-us' }] },
  play: async ({ canvasElement }) => {
    const canvas = await failThenRetry(canvasElement, 'We could not reach the server');
    await expect(await canvas.findByText(/PlastiHub brings India/, undefined, LOAD)).toBeVisible();
  },
};
