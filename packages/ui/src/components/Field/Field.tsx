import { useId, type ReactNode } from 'react';
import { AlertIcon } from '../../forms/icons';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './Field.css';

/** What every field shows around its control. */
export interface FieldMessages {
  /** The visible label (or the group's label). */
  label: ReactNode;
  /** Guidance shown under the label, above the control. */
  description?: ReactNode;
  /** A short fixed hint after the description, e.g. "Digits only". */
  hint?: ReactNode;
  /** Live information under the control, before the error, e.g. a character count. */
  footer?: ReactNode;
  /** The message shown under the control; its presence marks the control invalid. */
  error?: ReactNode;
  /** Shows the required marker and marks the control required for assistive technology. */
  required?: boolean;
  /** Keeps the label for screen readers only, where something else already names the field visibly. */
  hideLabel?: boolean;
  /** Extra class on the field's wrapper (label, control and messages). */
  className?: string;
}

/** Props a field hands to its single control (input, select, textarea, checkbox). */
export interface FieldControlProps {
  /** The id the label points at. */
  id: string;
  /** The ids of the error, description, hint and footer, error first; absent when there are none. */
  'aria-describedby'?: string;
  /** Present while there is an error. */
  'aria-invalid'?: true;
  /** Present when the field is required. */
  'aria-required'?: true;
}

export interface FieldProps extends FieldMessages {
  /** The control's id; a stable one lets an error summary link to it. Generated when absent. */
  id?: string;
  /**
   * Shows a "Read only" tag next to the label (the control itself must be read-only too).
   * @default false
   */
  readOnly?: boolean;
  /**
   * Renders the control, spreading the props it is given onto it: `{(control) => <input {...control} />}`.
   */
  children: (control: FieldControlProps) => ReactNode;
}

/** Props a group field hands to its group element (radiogroup, group of checkboxes, photo list). */
export interface FieldGroupControlProps {
  /** The group element's id. */
  id: string;
  /** The id of the group's visible label, which names it. */
  'aria-labelledby': string;
  /** The ids of the error, description, hint and footer, error first; absent when there are none. */
  'aria-describedby'?: string;
  /** Present while there is an error. */
  'aria-invalid'?: true;
}

export interface FieldGroupProps extends FieldMessages {
  /** The group element's id (for an error summary link). Generated when absent. */
  id?: string;
  /**
   * Say "required" as part of the group's name. Needed where the group role cannot carry
   * `aria-required` (a group of checkboxes, a photo list); a radiogroup sets the attribute instead.
   * @default false
   */
  requiredInLabel?: boolean;
  /** Renders the group element, spreading the props it is given onto it. */
  children: (group: FieldGroupControlProps) => ReactNode;
}

/** Native attributes a field's control may take; the field itself owns the rest. */
export type ControlAttributes<Attributes> = Omit<
  Attributes,
  | 'id'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'children'
  | 'required'
  | 'className'
  | 'aria-required'
  | 'aria-invalid'
  | 'aria-describedby'
>;

/** Separates what the Field shows from what goes on the control. */
export function splitFieldProps<Props extends FieldMessages & { id?: string }>(props: Props) {
  const { id, label, description, hint, footer, error, required, hideLabel, className, ...control } = props;
  return { field: { id, label, description, hint, footer, error, required, hideLabel, className }, control };
}

export const hasMessage = (message: ReactNode) => message != null && message !== false && message !== '';

/** The error line: an icon for those who miss the colour, the text for everyone. */
export function FieldError({
  id,
  children,
}: {
  /** The id a control's `aria-describedby` points at. */
  id?: string;
  /** The message. */
  children: ReactNode;
}) {
  return (
    <p id={id} className={styles.error}>
      <AlertIcon className={styles.errorIcon} />
      <span>{children}</span>
    </p>
  );
}

/**
 * Everything but the label and the control, shared by Field and FieldGroup so the two look and
 * read the same: ids from React's useId, description and hint above the control, footer and error
 * below it, and `aria-describedby` listing the error first, then the guidance.
 */
export function useFieldParts(id: string | undefined, { description, hint, footer, error }: FieldMessages) {
  const base = useId();
  const ids = {
    control: id ?? `${base}control`,
    label: `${base}label`,
    description: `${base}description`,
    hint: `${base}hint`,
    footer: `${base}footer`,
    error: `${base}error`,
  };
  const invalid = hasMessage(error);
  const describedBy = [
    invalid && ids.error,
    description != null && ids.description,
    hint != null && ids.hint,
    footer != null && ids.footer,
  ]
    .filter(Boolean)
    .join(' ');

  const above = (
    <>
      {description != null && (
        <p id={ids.description} className={styles.description}>
          {description}
        </p>
      )}
      {hint != null && (
        <p id={ids.hint} className={styles.description}>
          {hint}
        </p>
      )}
    </>
  );
  const below = (
    <>
      {footer != null && (
        <div id={ids.footer} className={styles.description}>
          {footer}
        </div>
      )}
      {invalid && <FieldError id={ids.error}>{error}</FieldError>}
    </>
  );
  const described = {
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid || undefined,
  } as const;
  return { ids, above, below, described };
}

const labelClass = (hideLabel: boolean) => (hideLabel ? visuallyHidden : styles.label);

export function RequiredMarker({ spoken }: { spoken: boolean }) {
  return (
    <>
      <span className={styles.requiredMarker} aria-hidden="true">
        *
      </span>
      {spoken && <span className={visuallyHidden}> (required)</span>}
    </>
  );
}

const join = (...classes: Array<string | undefined>) => classes.filter(Boolean).join(' ');

/**
 * The wrapper for a form control of your own that no ready-made field covers; every single-control field uses
 * it: label, required marker, description, the control, and the error under it. The control gets the id,
 * `aria-describedby`, `aria-invalid` while there is an error, and `aria-required`.
 *
 * Fields never switch on the browser's own validation (the `required` attribute): the app's rules
 * decide and their messages arrive through `error`, so one voice speaks about mistakes.
 */
export function Field({ id, readOnly = false, children, ...messages }: FieldProps) {
  const { label, required = false, hideLabel = false, className } = messages;
  const { ids, above, below, described } = useFieldParts(id, messages);
  return (
    <div className={join(styles.field, className)}>
      <label id={ids.label} htmlFor={ids.control} className={labelClass(hideLabel)}>
        {label}
        {required && <RequiredMarker spoken={false} />}
        {readOnly && (
          // Screen readers hear the control's own read-only state; this tag is for the eyes.
          <span className={styles.readOnlyTag} aria-hidden="true">
            Read only
          </span>
        )}
      </label>
      {above}
      {children({ id: ids.control, ...described, 'aria-required': required || undefined })}
      {below}
    </div>
  );
}

/**
 * The group counterpart of Field: a visible group label that names the group element through
 * `aria-labelledby`, with the same description, footer and error placement and wiring.
 */
export function FieldGroup({ id, requiredInLabel = false, children, ...messages }: FieldGroupProps) {
  const { label, required = false, hideLabel = false, className } = messages;
  const { ids, above, below, described } = useFieldParts(id, messages);
  return (
    <div className={join(styles.field, className)}>
      <span id={ids.label} className={labelClass(hideLabel)}>
        {label}
        {required && <RequiredMarker spoken={requiredInLabel} />}
      </span>
      {above}
      {children({ id: ids.control, 'aria-labelledby': ids.label, ...described })}
      {below}
    </div>
  );
}
