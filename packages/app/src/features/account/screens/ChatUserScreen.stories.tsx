import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ChatUserScreen from './ChatUserScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Account/ChatUser',
  tags: ['!autodocs'],
  component: ChatUserScreen,
  decorators: [withApp({ path: '/chat-user?chat_user_id=3', signedInAs: 1 })],
} satisfies Meta<typeof ChatUserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The listings talked about with one seller (user 3). */
export const ListingsWithOnePerson: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: /^Listings you talk about/ }, LOAD);
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
  },
};
