import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleImages } from '../../test-assets';
import { ChatList } from './ChatList';
import { storyNavigate, withStoryRouter } from '../Link/storyRouter';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/ChatList',
  component: ChatList,
  decorators: [withStoryRouter],
  args: {
    label: 'People you chat with',
    items: [
      {
        id: 7,
        href: '/chat-user?chat_user_id=7',
        name: 'Shree Polymers',
        image: sampleImages[0],
        online: true,
        unreadCount: 3,
      },
      {
        id: 8,
        href: '/chat-user?chat_user_id=8',
        name: 'Gujarat Plast Machines',
        image: sampleImages[2],
        online: false,
        unreadCount: 0,
      },
      {
        id: 9,
        href: '/chat-user?chat_user_id=9',
        name: 'Maharashtra Reprocessed Polymer Traders and Recyclers Private Limited, Bhiwandi Unit No. 2',
        image: null,
        online: false,
        unreadCount: 120,
      },
    ],
  },
} satisfies Meta<typeof ChatList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const People: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'People you chat with' });
    const [first, , last] = within(list).getAllByRole('link');
    await expect(first).toHaveAccessibleName(/Shree Polymers.*Online.*3 unread messages/);
    await expect(last).toHaveAccessibleName(/120 unread messages/);
    await userEvent.click(first as HTMLElement);
    await expect(storyNavigate).toHaveBeenCalledWith('/chat-user?chat_user_id=7');
  },
};

/** The listings talked about with one person: no presence, a picture of the listing. */
export const Listings: Story = {
  args: {
    label: 'Listings you talk about with Shree Polymers',
    items: [
      {
        id: 'Trade Product:3',
        href: '/chat-details?chat_listing_id=3',
        name: 'PP Homopolymer Injection Grade',
        image: sampleImages[1],
        unreadCount: 1,
      },
      {
        id: 'Injection Molding Machine:12',
        href: '/chat-details?chat_listing_id=12',
        name: 'JSW 180 Ton Injection Molding Machine',
        image: sampleImages[3],
        unreadCount: 0,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAccessibleName(/PP Homopolymer Injection Grade.*1 unread message$/);
    await expect(within(canvasElement).queryByText('Online')).not.toBeInTheDocument();
  },
};

/** People in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...People, globals: { ...People.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
