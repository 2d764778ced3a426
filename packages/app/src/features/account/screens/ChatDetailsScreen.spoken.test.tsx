import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import { afterEach, describe, expect, it } from 'vitest';
import { AppStoryFrame } from '../../../testing/AppStory';
import { CHAT_POLL_MS } from '../../../shared/chat/chat.data';
import ChatDetailsScreen from './ChatDetailsScreen';

// What a screen reader says (issue 54.1), with a virtual screen reader over the rendered screen.

afterEach(async () => {
  await virtual.stop();
});

const thread = '/chat-details?chat_user_id=3&chat_listing_id=2&chat_listing_type=Trade+Product';
const reply = /^Thank you for your enquiry|^Noted\.|^Our team will call you/;

describe('what a screen reader says: a message arrives while the conversation is open', () => {
  it('says the new message once, not again on later polls', { timeout: 40_000 }, async () => {
    const { container } = render(
      <AppStoryFrame path={thread} signedInAs={1}>
        <ChatDetailsScreen />
      </AppStoryFrame>,
    );
    const log = await screen.findByRole('log', undefined, { timeout: 8000 });
    const repliesBefore = within(log).queryAllByText(reply).length;
    await virtual.start({ container });
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'Is 5 tonnes available?{Enter}');
    // The seller's automatic answer comes some seconds later, with a poll.
    await act(async () => {
      await within(log).findAllByText(reply, undefined, { timeout: 3 * CHAT_POLL_MS });
    });
    await act(async () => {
      while (within(log).queryAllByText(reply).length === repliesBefore) {
        await new Promise((done) => setTimeout(done, 200));
      }
    });
    const answer = within(log).getAllByText(reply).at(-1)?.textContent ?? '';
    // Another poll goes by, bringing the same messages again.
    await act(() => new Promise((done) => setTimeout(done, CHAT_POLL_MS + 500)));
    const heard = await virtual.spokenPhraseLog();
    expect(heard.filter((phrase) => phrase.includes(answer))).toHaveLength(1);
    expect(heard.filter((phrase) => phrase.startsWith('polite:'))).toEqual([
      expect.stringContaining('Is 5 tonnes available?'),
      expect.stringContaining(answer),
    ]);
  });
});
