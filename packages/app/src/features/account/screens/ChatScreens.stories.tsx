import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import ChatScreen from './ChatScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD, failThenRetry, loadingStory } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Account/Chat',
  tags: ['!autodocs'],
  component: ChatScreen,
  decorators: [withApp({ path: '/chat', signedInAs: 1 })],
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const NoConversations: Story = {
  parameters: { msw: { handlers: [http.get('*/api/chat-list', () => HttpResponse.json({ chats: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No Data Found', undefined, LOAD),
    ).toBeInTheDocument();
  },
};

export const FailsThenRetry: Story = {
  parameters: { mockFaults: [{ kind: 'server-error', endpoint: '/chat-list' }] },
  play: async ({ canvasElement }) => {
    await failThenRetry(canvasElement, 'on our side');
    await expect(await people(canvasElement)).toBeInTheDocument();
  },
};

export const Loading: Story = loadingStory('/chat-list', 'My Chat');
