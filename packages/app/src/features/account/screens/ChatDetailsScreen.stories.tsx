import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import ChatDetailsScreen from './ChatDetailsScreen';
import { withApp } from '../../../testing/AppStory';
import { rohan } from '../../../testing/storyUsers';
import { LOAD, stateStories } from '../../../testing/storyHelpers';

const thread = '/chat-details?chat_user_id=3&chat_listing_id=2&chat_listing_type=Trade+Product';

const meta = {
  title: 'Screens/Account/ChatDetails',
  tags: ['!autodocs'],
  component: ChatDetailsScreen,
  decorators: [withApp({ path: thread, signedInAs: 1, user: rohan })],
} satisfies Meta<typeof ChatDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const conversation = stateStories({ endpoint: '/chat-message-listingwise' });

/** A conversation: the other person's messages and the user's own (with read ticks), and a send box. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log', undefined, LOAD);
    await expect(within(log).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(log).getAllByText(/^You,/)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('textbox', { name: /^Message/ })).toHaveAccessibleDescription(
      /Please type a message\./,
    );
  },
};

/** A send the server refuses keeps the text and shows its `validate` message under the box. */
export const SendRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/chat-send-message', () =>
          HttpResponse.json({
            error: 1,
            msg: 'Message not sent.',
            validate: { message: ['The message may not be greater than 1000 characters.'] },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('log', undefined, LOAD);
    const box = canvas.getByRole('textbox', { name: /^Message/ });
    await userEvent.type(box, 'A very long message{Enter}');
    await expect(
      await canvas.findByText('The message may not be greater than 1000 characters.', undefined, LOAD),
    ).toBeVisible();
    await expect(box).toHaveValue('A very long message');
  },
};

export const FailsThenRetry: Story = conversation.failure({
  fault: 'server-error',
  content: async (canvasElement) =>
    expect(await within(canvasElement).findByRole('log', undefined, LOAD)).toBeInTheDocument(),
});

export const ConversationNotChosen: Story = conversation.missing({ path: '/chat-details', signedInAs: 1 });
