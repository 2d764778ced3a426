import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ChatScreen from './ChatScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Account/Chat',
  tags: ['!autodocs'],
  component: ChatScreen,
  decorators: [withApp({ path: '/chat', signedInAs: 1 })],
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const chats = stateStories({ endpoint: '/chat-list' });

const people = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'People you chat with' }, LOAD);

export const People: Story = {
  play: async ({ canvasElement }) => {
    const list = await people(canvasElement);
    const links = within(list).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(2);
    await expect(within(list).getAllByRole('link', { name: /2 unread messages/ })).toHaveLength(2);
  },
};

export const NoConversations: Story = chats.empty({ answer: { chats: [] } });

export const FailsThenRetry: Story = chats.failure({
  fault: 'server-error',
  content: async (canvasElement) => expect(await people(canvasElement)).toBeInTheDocument(),
});

export const Loading: Story = chats.loading({ page: 'My Chat' });
