import { useRef } from 'react';
import { Dialog } from '../Dialog';
import { Image } from '../Image';
import { ChatComposer, ChatConversation, ChatPresence, type ChatPanelProps } from './ChatPanel';
import * as styles from './ChatPanel.css';

export interface ChatSidePanelProps extends Omit<ChatPanelProps, 'headingLevel' | 'inputRef' | 'className'> {
  /** Whether the panel is open; the app owns this state. */
  open: boolean;
  /** Called when the user closes the panel (its close button, Escape, or a click outside it). */
  onClose: () => void;
}

/**
 * The chat of a listing's detail screen: a side panel (Dialog `side`) titled with the seller's
 * name, presence under it, the messages in the body and the message box in the footer. Opening
 * it puts the cursor in the message box; closing returns focus to the Chat button.
 */
export function ChatSidePanel({
  open,
  onClose,
  counterpartName,
  counterpartImage,
  online,
  lastSeen,
  onSend,
  sending,
  errors,
  ...conversation
}: ChatSidePanelProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      variant="side"
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={
        <span className={styles.titleRow}>
          <Image
            src={counterpartImage}
            alt=""
            width={32}
            height={32}
            radius="full"
            className={styles.avatar}
          />
          {counterpartName}
        </span>
      }
      description={<ChatPresence online={online} lastSeen={lastSeen} />}
      closeLabel="Close chat"
      initialFocusRef={inputRef}
      footer={
        <ChatComposer
          onSend={onSend}
          sending={sending}
          errors={errors}
          inputRef={inputRef}
          className={styles.footerComposer}
        />
      }
    >
      <ChatConversation counterpartName={counterpartName} {...conversation} />
    </Dialog>
  );
}
