import type { ButtonProps } from '../Button';
import { ConfirmButton } from '../ConfirmButton';

export interface DeleteButtonProps {
  /** What goes, named in the confirmation: "Mehta Tools" -> "Mehta Tools will be removed. ...". */
  itemName: string;
  /** Called only after the user confirms. */
  onDelete: () => void;
  /**
   * The delete is being sent: the button shows busy and ignores presses.
   * @default false
   */
  pending?: boolean;
  /**
   * The confirmation's question.
   * @default 'Delete this listing?'
   */
  title?: string;
  /**
   * The button's size (Button's sizes).
   * @default 'medium'
   */
  size?: ButtonProps['size'];
  /**
   * Names the item for screen readers when the button sits among several ("Delete" of which card). Without it
   * the button's accessible name is "Delete <itemName>".
   */
  'aria-describedby'?: string;
}

/**
 * The Delete button for a listing or record: nothing is removed until the user says Delete in the
 * confirmation dialog.
 *
 * The dialog names what goes ("Mehta Tools will be removed. This cannot be undone."), and `onDelete` runs
 * only after its Delete button; Cancel, Escape or a click outside keep everything. It is a ConfirmButton in
 * the critical look.
 */
export function DeleteButton({
  itemName,
  onDelete,
  pending = false,
  title = 'Delete this listing?',
  size,
  'aria-describedby': describedBy,
}: DeleteButtonProps) {
  return (
    <ConfirmButton
      variant="critical"
      confirmVariant="critical"
      size={size}
      pending={pending}
      title={title}
      description={`${itemName} will be removed. This cannot be undone.`}
      confirmLabel="Delete"
      onConfirm={onDelete}
      // Among several on a page, each says what it deletes: by the card title it points to, or in its name.
      aria-describedby={describedBy}
      aria-label={describedBy ? undefined : `Delete ${itemName}`}
    >
      Delete
    </ConfirmButton>
  );
}
