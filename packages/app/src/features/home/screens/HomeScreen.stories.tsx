import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import HomeScreen from './HomeScreen';
import { withApp } from '../../../testing/AppStory';

const meta = {
  title: 'Screens/Home',
  tags: ['!autodocs'],
  component: HomeScreen,
  decorators: [withApp({ path: '/' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A placeholder of the banners' size holds the space until they arrive.
    const carousel = await canvas.findByRole('region', { name: 'PlastiHub highlights' });
    await expect(await within(carousel).findAllByRole('button', { name: /^Show slide/ })).toHaveLength(4);
    await expect(carousel).not.toHaveAttribute('aria-busy');
    for (const section of ['Connect', 'Trade', 'Educate']) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('link', { name: 'Virgin Polymers' })).toHaveAttribute(
      'href',
      '/trade-product?trade_type=Virgin+Polymers',
    );
  },
};

export const ManpowerAsksForCountry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Manpower' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Manpower' });
    await expect(within(dialog).getByRole('button', { name: 'India' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'International' })).toBeInTheDocument();
  },
};

export const BannersFail: Story = {
  parameters: { mockFaults: [{ kind: 'server-error', endpoint: '/connect-banners' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The highlights could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
