import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { sampleImages } from '../../test-assets';
import { ChatPanel, chatLoadStates, type ChatPanelProps } from './ChatPanel';
import { ChatSidePanel } from './ChatSidePanel';
import type { ChatMessage } from './chatMessages';
import { inForcedColors } from '../../test-assets/forcedColors';

const me = 12;
const seller = 7;

const conversation: ChatMessage[] = [
  {
    id: 1,
    fromUserId: me,
    text: 'Is the 500 kg lot of PP granules still available?',
    date: '2026-11-21 10:05:00',
    read: true,
  },
  {
    id: 2,
    fromUserId: seller,
    text: 'Yes, ready for dispatch from Ahmedabad.',
    date: '2026-11-21 10:12:00',
    read: true,
  },
  {
    id: 3,
    fromUserId: me,
    text: 'Please share the price per kg, Exworks.',
    date: '2026-11-21 18:32:00',
    read: true,
  },
  {
    id: 4,
    fromUserId: seller,
    text: 'Rs. 92 per kg. Photo of the bags attached.',
    date: '2026-11-21 18:38:00',
    read: true,
    image: sampleImages[1],
  },
  {
    id: 5,
    fromUserId: me,
    text: 'Thanks, I will confirm tomorrow.',
    date: '2026-11-21 18:40:00',
    read: false,
  },
];

/** Enough messages to overflow the panel, so it must scroll to show the newest. */
const longConversation: ChatMessage[] = Array.from({ length: 16 }, (_, i) => ({
  id: 100 + i,
  fromUserId: i % 2 === 0 ? me : seller,
  text: i === 15 ? 'This is the newest message.' : `Message number ${i + 1} about the polymer lot.`,
  date: `2026-11-20 ${String(9 + (i % 10)).padStart(2, '0')}:15:00`,
  read: true,
}));

const meta = {
  title: 'Components/ChatPanel',
  component: ChatPanel,
  args: {
    ownUserId: me,
    counterpartName: 'Shree Polymers',
    counterpartImage: sampleImages[0],
    online: true,
    lastSeen: '2026-11-21 18:40:00',
    messages: conversation,
    loadState: 'ready',
    sending: false,
    errors: [],
    onSend: fn(),
    onRetry: fn(),
  },
  argTypes: {
    loadState: { control: 'inline-radio', options: chatLoadStates },
    messages: { control: false },
    inputRef: { control: false },
  },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Outcome = 'delivered' | 'rejected' | 'stuck';

/**
 * Plays the app's part: Send sets `sending`, then (on the next microtask, no timers) either adds
 * the message, returns validation errors, or never answers.
 */
function ChatHarness({
  outcome,
  incoming = false,
  ...props
}: ChatPanelProps & { outcome: Outcome; incoming?: boolean }) {
  const [messages, setMessages] = useState(props.messages);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const onSend = (text: string) => {
    props.onSend(text);
    setSending(true);
    setErrors([]);
    if (outcome === 'stuck') return;
    void Promise.resolve().then(() => {
      if (outcome === 'rejected') setErrors(['The message may not be greater than 500 characters.']);
      else
        setMessages((current) => [
          ...current,
          { id: current.length + 1000, fromUserId: me, text, date: '2026-11-21 18:45:00', read: false },
        ]);
      setSending(false);
    });
  };
  const receive = () =>
    setMessages((current) => [
      ...current,
      {
        id: current.length + 3000,
        fromUserId: seller,
        text: 'A new reply from the seller.',
        date: '2026-11-21 18:50:00',
        read: false,
      },
    ]);
  return (
    <>
      <ChatPanel {...props} messages={messages} sending={sending} errors={errors} onSend={onSend} />
      {incoming && (
        <Button variant="secondary" onPress={receive}>
          Receive a message
        </Button>
      )}
    </>
  );
}

const messageBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /^Message/ });

export const Playground: Story = {};

export const ReadTicksAndPresence: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Shree Polymers' })).toBeVisible();
    await expect(canvas.getByText('Online')).toBeVisible();
    // Online now: when they were last seen is beside the point (and would contradict it).
    await expect(canvas.queryByText(/^Last seen/)).not.toBeInTheDocument();
    const log = canvas.getByRole('log', { name: 'Messages with Shree Polymers' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    // Three own messages: two read, the newest only sent.
    await expect(within(log).getAllByText('Read')).toHaveLength(2);
    await expect(within(log).getAllByText('Sent')).toHaveLength(1);
    await expect(within(log).getAllByText('21-11-2026 06:40 PM')).toHaveLength(1);
  },
};

export const Offline: Story = {
  args: { online: false, lastSeen: '2026-11-19 09:05:00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Offline')).toBeVisible();
    await expect(canvas.getByText('Last seen 19-11-2026 09:05 AM')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loadState: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading messages' })).toBeVisible();
  },
};

export const EmptyConversation: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No Data Found' })).toBeVisible();
    await expect(messageBox(canvasElement)).toBeEnabled();
  },
};

export const LoadError: Story = {
  args: { loadState: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Messages could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const SendAMessage: Story = {
  render: (args) => <ChatHarness {...args} outcome="delivered" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = messageBox(canvasElement);
    await userEvent.click(box);
    await userEvent.keyboard('Can you deliver to Pune?{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Can you deliver to Pune?');
    const log = canvas.getByRole('log');
    await expect(await within(log).findByText('Can you deliver to Pune?')).toBeVisible();
    await waitFor(() => expect(box).toHaveValue(''));
    await expect(within(log).getAllByText('Sent')).toHaveLength(2);
  },
};

export const EmptyMessageIsRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(messageBox(canvasElement)).toHaveAccessibleDescription(/Please type a message\./);
    await expect(messageBox(canvasElement)).toBeInvalid();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  render: (args) => <ChatHarness {...args} outcome="stuck" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(messageBox(canvasElement), 'Sample of 5 kg please');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const send = canvas.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(messageBox(canvasElement)).toHaveValue('Sample of 5 kg please');
  },
};

/** Polling failed: the last messages stay, with a note that says so (polling goes on behind it). */
export const RefreshFailed: Story = {
  args: { refreshFailed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Messages could not be refreshed.');
    await expect(canvas.getByText('Thanks, I will confirm tomorrow.')).toBeVisible();
  },
};

export const SendError: Story = {
  render: (args) => <ChatHarness {...args} outcome="rejected" />,
  play: async ({ canvasElement }) => {
    const box = messageBox(canvasElement);
    await userEvent.type(box, 'A message the server refuses');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(/The message may not be greater than 500 characters\./),
    );
    await expect(box).toHaveValue('A message the server refuses');
  },
};

export const KeepsNewestInView: Story = {
  args: { messages: longConversation },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    // Scrolled to the end as soon as the log can scroll: the resize observer does it before the next frame
    // (a check in between, the moment the styles arrive, would catch the log before it scrolled).
    await waitFor(async () => {
      await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
      await expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1);
    });
  },
};

/** A reader who scrolled up to older messages stays there when a reply arrives; their own message brings them down. */
/** Scrolls the log to its top as a reader does, and reports the scroll at once so the order is fixed. */
function scrollToTop(log: HTMLElement) {
  log.scrollTo({ top: 0, behavior: 'instant' });
  log.dispatchEvent(new Event('scroll'));
}
const atBottom = (log: HTMLElement) => log.scrollTop + log.clientHeight >= log.scrollHeight - 1;

/** The reader scrolls up to older messages, then a reply from the seller arrives. */
async function replyArrivesWhileScrolledUp(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const log = canvas.getByRole('log');
  await waitFor(() => expect(atBottom(log)).toBe(true));
  scrollToTop(log);
  await userEvent.click(canvas.getByRole('button', { name: 'Receive a message' }));
  await expect(await within(log).findByText('A new reply from the seller.')).toBeInTheDocument();
  return { canvas, log };
}

/** A reader scrolled up to older messages when a reply arrives: they stay where they are, and are told. */
export const NewMessagesWhileScrolledUp: Story = {
  args: { messages: longConversation },
  render: (args) => <ChatHarness {...args} outcome="delivered" incoming />,
  play: async ({ canvasElement }) => {
    const { canvas, log } = await replyArrivesWhileScrolledUp(canvasElement);
    await expect(log.scrollTop).toBe(0);
    await expect(canvas.getByRole('button', { name: /^New messages/ })).toBeVisible();
  },
};

/** The jump takes the reader to the newest message (focus on the log); their own message does too. */
export const ScrolledUpReaderJumpsToNewMessages: Story = {
  // Its end state is the bottom of a long log, scrolled by the play function: the play function checks it.
  tags: ['skip-visual'],
  args: { messages: longConversation },
  render: (args) => <ChatHarness {...args} outcome="delivered" incoming />,
  play: async ({ canvasElement }) => {
    const { canvas, log } = await replyArrivesWhileScrolledUp(canvasElement);
    const jump = await canvas.findByRole('button', { name: /^New messages/ });
    await userEvent.click(jump);
    await waitFor(() => expect(atBottom(log)).toBe(true));
    await expect(canvas.queryByRole('button', { name: /^New messages/ })).not.toBeInTheDocument();
    await expect(log).toHaveFocus();

    // Scrolled up again, the reader's own message brings them down (nothing new is left unseen).
    scrollToTop(log);
    await userEvent.type(messageBox(canvasElement), 'Back to the latest.{Enter}');
    await expect(await within(log).findByText('Back to the latest.')).toBeInTheDocument();
    await waitFor(() => expect(atBottom(log)).toBe(true));
    await expect(canvas.queryByRole('button', { name: /^New messages/ })).not.toBeInTheDocument();
  },
};

function SidePanelHarness(args: ChatPanelProps) {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState(args.messages);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Chat</Button>
      <ChatSidePanel
        {...args}
        messages={messages}
        open={open}
        onClose={() => setOpen(false)}
        onSend={(text) => {
          args.onSend(text);
          setMessages((current) => [
            ...current,
            { id: 2000 + current.length, fromUserId: me, text, date: '2026-11-21 18:46:00', read: false },
          ]);
        }}
      />
    </>
  );
}

/** The detail screens' Chat button opens the side panel; focus lands in the message box. */
export const InSidePanel: Story = {
  render: (args) => <SidePanelHarness {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Chat' }));
    const panel = await page.findByRole('dialog', { name: 'Shree Polymers' });
    await expect(panel).toHaveAccessibleDescription(/Online/);
    const box = within(panel).getByRole('textbox', { name: /^Message/ });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('Sending my GST details now.{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Sending my GST details now.');
    await expect(await within(panel).findByText('Sending my GST details now.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Chat' })).toHaveFocus();
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
