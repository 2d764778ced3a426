import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button';
import { Dialog, DialogClose } from '../Dialog';

export interface ConfirmButtonProps {
  /** The button's text, e.g. "Buy". */
  children: ReactNode;
  /** The confirmation's question, e.g. "Buy the Gold package?". */
  title: string;
  /** What the confirmation commits to, in full: "500 tokens for Rs. 1,099, charged now." */
  description: ReactNode;
  /** The confirming button's text, e.g. "Buy for Rs. 1,099". */
  confirmLabel: string;
  /** Called only after the user confirms. */
  onConfirm: () => void;
  /**
   * The look of the button that opens the confirmation.
   * @default 'primary'
   */
  variant?: ButtonProps['variant'];
  /**
   * The confirming button's look: `critical` for what cannot be undone.
   * @default 'primary'
   */
  confirmVariant?: ButtonProps['variant'];
  /**
   * The size of the button that opens the confirmation (Button's sizes).
   * @default 'medium'
   */
  size?: ButtonProps['size'];
  /**
   * The confirmed action is being sent: the button shows busy and ignores presses.
   * @default false
   */
  pending?: boolean;
  /**
   * The button cannot be pressed.
   * @default false
   */
  disabled?: boolean;
  /** The button's accessible name, when its text alone does not say what it acts on. */
  'aria-label'?: string;
  /** Id of an element that describes the button, e.g. the title of the card it acts on. */
  'aria-describedby'?: string;
}

/**
 * A button whose action is confirmed once: money, an application, a deletion. Nothing happens until the user
 * says so in the dialog, which names what is committed; Cancel, Escape or a click outside keep everything, and
 * the focus returns to the button, beside which the caller shows the outcome.
 */
export function ConfirmButton({
  children,
  title,
  description,
  confirmLabel,
  onConfirm,
  variant = 'primary',
  confirmVariant = 'primary',
  size,
  pending = false,
  disabled = false,
  'aria-label': label,
  'aria-describedby': describedBy,
}: ConfirmButtonProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        pending={pending}
        disabled={disabled}
        onPress={() => setConfirming(true)}
        aria-label={label}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
      >
        {children}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        size="small"
        title={title}
        description={description}
        footer={
          <>
            <DialogClose>Cancel</DialogClose>
            <DialogClose variant={confirmVariant} onPress={onConfirm}>
              {confirmLabel}
            </DialogClose>
          </>
        }
      />
    </>
  );
}
