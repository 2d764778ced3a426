import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { announce } from '@react-aria/live-announcer';
import { Button } from '../Button';
import { EmptyState, ErrorState } from '../EmptyState';
import { Image } from '../Image';
import { Spinner } from '../Spinner';
import { Heading } from '../Text';
import { TextField } from '../TextField';
import { lastSeenLabel, toChatRows, type ChatMessage, type ChatUserId } from './chatMessages';
import { useStickToBottom } from './useStickToBottom';
import * as styles from './ChatPanel.css';
import type { DateInput } from '../../format';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

export const chatLoadStates = ['loading', 'ready', 'error'] as const;
export type ChatLoadState = (typeof chatLoadStates)[number];

export interface ChatPresenceProps {
  /** Whether the counterpart is online now: a dot and the word "Online" or "Offline". */
  online: boolean;
  /** Server time of the counterpart's last visit; shown as "Last seen 21-11-2026 06:40 PM". */
  lastSeen?: DateInput;
}

/** Online or offline as a dot and a word (never colour alone); offline, the last-seen time. */
export function ChatPresence({ online, lastSeen }: ChatPresenceProps) {
  const seen = lastSeenLabel(lastSeen);
  return (
    <span className={styles.presence}>
      <span className={styles.status}>
        <span className={styles.dot} data-online={online} aria-hidden="true" />
        {online ? 'Online' : 'Offline'}
      </span>
      {!online && seen && <span>{seen}</span>}
    </span>
  );
}

export interface ChatConversationProps {
  /** The signed-in user: their messages are "own" (right side, with read ticks). */
  ownUserId: ChatUserId;
  /** The person on the other side (the seller, or the chosen chat user). */
  counterpartName: string;
  /** The conversation, oldest first; an empty list shows an invitation to write the first message. */
  messages: readonly ChatMessage[];
  /**
   * `loading` shows a spinner in place of the messages; `error` a failure with a Try again button
   * (`onRetry`).
   * @default 'ready'
   */
  loadState?: ChatLoadState;
  /** Shown when loading failed. */
  loadErrorMessage?: ReactNode;
  /** Called by the Try again button when loading failed; without it there is no button. */
  onRetry?: () => void;
  /**
   * The last refresh failed (polling goes on): a note says so above the messages, which stay as they were.
   * @default false
   */
  refreshFailed?: boolean;
}

/** The button that takes a reader who scrolled up to the messages that arrived meanwhile. */
export const newMessagesText = 'New messages \u2193';

/** The note over messages that could not be refreshed. */
export const refreshFailedText = 'Messages could not be refreshed. Trying again\u2026';

function ReadTicks({ read }: { read: boolean }) {
  return (
    <span className={styles.ticks} data-read={read}>
      <svg viewBox="0 0 20 12" className={styles.tickIcon} aria-hidden="true" focusable="false">
        <path d="M1 6.5l3.5 3.5L11 2M8 9l1 1 7-8" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <span className={visuallyHidden}>{read ? 'Read' : 'Sent'}</span>
    </span>
  );
}

interface ScrollOption {
  /** The log scrolls itself (the stand-alone panel); in the side panel the dialog body scrolls. */
  scrollable?: boolean;
}

function MessageLog({
  ownUserId,
  counterpartName,
  messages,
  scrollable,
}: ChatConversationProps & ScrollOption) {
  const rows = toChatRows(messages, ownUserId);
  const newest = rows.at(-1);
  const logRef = useRef<HTMLDivElement>(null);
  const { unseen, jumpToLatest } = useStickToBottom(
    logRef,
    `${rows.length}:${newest?.id ?? ''}`,
    newest?.own ?? false,
  );

  if (rows.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        description={`No messages with ${counterpartName} yet. Write the first one below.`}
        className={styles.empty}
      />
    );
  }

  return (
    <div className={styles.logFrame({ scrollable })}>
      {/* Polling adds messages at the end: a polite log announces each new one once, without interrupting. */}
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={`Messages with ${counterpartName}`}
        // A scrolling box must be reachable to scroll it by keyboard (WCAG 2.1.1); inside the side panel the
        // log is only focused by the new-messages jump, so focus does not fall to the page when it goes.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={scrollable ? 0 : -1}
        className={styles.log({ scrollable })}
      >
        <ol className={styles.messageList}>
          {rows.map((row) => (
            <li key={row.id} className={styles.message} data-own={row.own}>
              <div className={styles.bubble}>
                {row.image && (
                  <Image
                    src={row.image}
                    alt={row.own ? 'Picture you sent' : `Picture from ${counterpartName}`}
                    width={240}
                    height={160}
                    radius="small"
                  />
                )}
                <p className={styles.text}>{row.text}</p>
              </div>
              <p className={styles.meta}>
                <span className={visuallyHidden}>{row.own ? 'You' : counterpartName}, </span>
                {row.dateLabel && <time>{row.dateLabel}</time>}
                {row.own && <ReadTicks read={row.read} />}
              </p>
            </li>
          ))}
        </ol>
      </div>
      {unseen && (
        // Over the bottom of the messages, where the reader who scrolled up to read older ones will see it.
        <div className={styles.jump}>
          <Button
            size="small"
            onPress={() => {
              jumpToLatest();
              logRef.current?.focus({ preventScroll: true });
            }}
          >
            {newMessagesText}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The conversation area: loading, load failure with retry, empty, or the message log. */
export function ChatConversation({
  loadState = 'ready',
  loadErrorMessage,
  onRetry,
  refreshFailed = false,
  ...props
}: ChatConversationProps & ScrollOption) {
  if (loadState === 'loading') {
    return (
      <div className={styles.centered}>
        <Spinner label="Loading messages" showLabel />
      </div>
    );
  }
  if (loadState === 'error') {
    return (
      <ErrorState
        headingLevel={3}
        title="Messages could not be loaded"
        message={loadErrorMessage}
        onRetry={onRetry}
        className={styles.empty}
      />
    );
  }
  return (
    <>
      {/* Always in the page, so that screen readers hear the note when it appears. */}
      <p role="status" className={refreshFailed ? styles.refreshNote : styles.refreshNoteHidden}>
        {refreshFailed ? refreshFailedText : ''}
      </p>
      <MessageLog {...props} />
    </>
  );
}

export interface ChatComposerProps {
  /** Called with the trimmed text. Set `sending` while it runs; the box clears once it ends without errors. */
  onSend: (text: string) => void;
  /**
   * A send is on its way: the Send button shows busy and ignores presses.
   * @default false
   */
  sending?: boolean;
  /**
   * The server's validation messages for the last send (shown under the box and announced; the text stays).
   * @default []
   */
  errors?: readonly string[];
  /** Ref to the message box, to put the cursor there (the side panel does on opening). */
  inputRef?: Ref<HTMLInputElement>;
  /** Extra class on the composer's form; on ChatPanel, on the whole panel. */
  className?: string;
}

/** Shown when Send is pressed with an empty box (the spec only says the message is required). */
export const emptyMessageError = 'Please type a message.';

/** The message box and Send button. Typed text survives a failed send. */
export function ChatComposer({
  onSend,
  sending = false,
  errors = [],
  inputRef,
  className,
}: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const [wasSending, setWasSending] = useState(sending);
  const failed = errors.length > 0;

  // A send that finished without errors was delivered: start a fresh message.
  if (wasSending !== sending) {
    setWasSending(sending);
    if (wasSending && !sending && !failed) setDraft('');
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const text = draft.trim();
    if (!text) {
      setEmptyError(true);
      return;
    }
    onSend(text);
  };

  const serverError = errors.join(' ');
  // The error sits under the box while focus is still on Send: say it out loud too.
  useEffect(() => {
    if (serverError) announce(serverError, 'assertive');
  }, [serverError]);

  const error = emptyError ? emptyMessageError : failed ? serverError : undefined;
  return (
    <form className={[styles.composer, className].filter(Boolean).join(' ')} onSubmit={submit} noValidate>
      <TextField
        ref={inputRef}
        label="Message"
        placeholder="Type your message here ..."
        required
        autoComplete="off"
        value={draft}
        onChange={(value) => {
          setDraft(value);
          if (value.trim()) setEmptyError(false);
        }}
        error={error}
      />
      <div className={styles.composerActions}>
        <Button type="submit" pending={sending}>
          Send
        </Button>
      </div>
    </form>
  );
}

export interface ChatPanelProps extends ChatConversationProps, ChatPresenceProps, ChatComposerProps {
  /** The counterpart's avatar URL; a placeholder shows without one. */
  counterpartImage?: string | null;
  /**
   * Outline level of the counterpart's name.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/**
 * A conversation about one listing, on a page of its own (My Chat); fed entirely by props (the app polls and
 * sends): the counterpart and their presence, the messages (own on the right with read ticks), and the box.
 *
 * The messages are a polite log, so each new one is announced once without interrupting, and the newest
 * stays in view; a reader who has scrolled up to older ones is left there, with a "New messages" button
 * to come back.
 *
 * ChatSidePanel shows the same conversation in a side Dialog, for a listing's detail screen.
 */
export function ChatPanel({
  counterpartName,
  counterpartImage,
  online,
  lastSeen,
  headingLevel = 2,
  onSend,
  sending,
  errors,
  inputRef,
  className,
  ...conversation
}: ChatPanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={[styles.panel, className].filter(Boolean).join(' ')}>
      <header className={styles.header}>
        <Image src={counterpartImage} alt="" width={40} height={40} radius="full" className={styles.avatar} />
        <div className={styles.headerText}>
          <Heading level={headingLevel} visualLevel={4} id={headingId}>
            {counterpartName}
          </Heading>
          <ChatPresence online={online} lastSeen={lastSeen} />
        </div>
      </header>
      <ChatConversation counterpartName={counterpartName} scrollable {...conversation} />
      <ChatComposer onSend={onSend} sending={sending} errors={errors} inputRef={inputRef} />
    </section>
  );
}
