import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import EducateScreen from './EducateScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';

const meta = {
  title: 'Screens/Educate',
  tags: ['!autodocs'],
  component: EducateScreen,
  decorators: [withApp({ path: '/educate' })],
} satisfies Meta<typeof EducateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four Educate tiles, as on the home page, under the page's one heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { name: 'Educate' })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Know Your Polymer' })).toHaveAttribute(
      'href',
      '/know-your-polymer',
    );
    await expect(canvas.getByRole('link', { name: 'Know Your Product Composition' })).toHaveAttribute(
      'href',
      '/know-your-product',
    );
    await expect(canvas.getByRole('link', { name: 'Q&A' })).toHaveAttribute('href', '/qa');
  },
};

/** By keyboard: Enter on Blogs opens the blog categories. */
export const BlogsByKeyboard: Story = {
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('link', { name: 'Blogs' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storyLocation()).toBe('/blogs'));
  },
};
