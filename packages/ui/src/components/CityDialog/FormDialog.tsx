import { createContext, useContext, useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '../Button';
import { Dialog, DialogClose } from '../Dialog';
import * as styles from './CityDialog.css';

export interface FormDialogProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: string;
  /** False when a choice must be made first (no close button, no Cancel, Esc does nothing). */
  dismissible: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  /** The first field, focused on opening (rather than the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The form's body: its own component, so its state starts afresh on every opening. */
  children: ReactNode;
}

export interface DialogFormProps {
  /** Called on submit (Enter in a field, or the footer button). */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A small dialog around one form: fields in the body, Cancel and the submit button in the footer
 * (tied to the form by its id, since the footer sits outside the body).
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  dismissible,
  submitLabel,
  submitDisabled = false,
  initialFocusRef,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => onOpenChange?.(next)}
      size="small"
      title={title}
      description={description}
      dismissible={dismissible}
      initialFocusRef={initialFocusRef}
      footer={
        <>
          {dismissible && <DialogClose>Cancel</DialogClose>}
          <Button type="submit" form={formId} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <FormIdContext value={formId}>{children}</FormIdContext>
    </Dialog>
  );
}

const FormIdContext = createContext<string | undefined>(undefined);

/** The <form> inside a FormDialog, carrying the id its footer button submits. */
export function DialogForm({ onSubmit, children }: DialogFormProps) {
  const formId = useContext(FormIdContext);
  return (
    <form
      id={formId}
      noValidate
      className={styles.form}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
