import type { ReactNode, Ref } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../IconButton/icons';
import * as styles from './Alert.css';

export const alertTones = ['info', 'success', 'warning', 'critical'] as const;

export interface AlertProps {
  /**
   * success: the server's green "msg" banner; critical: a failure, with the validation list. Critical alerts
   * are announced at once (role alert), the others politely (role status).
   * @default 'info'
   */
  tone?: (typeof alertTones)[number];
  /** A bold first line. */
  title?: ReactNode;
  /** The message itself, under the title. */
  children?: ReactNode;
  /** Validation messages, shown as a list (the red list at the top of a form). */
  errors?: readonly string[];
  /** Shows a close button. */
  onDismiss?: () => void;
  /**
   * Accessible name of the close button.
   * @default 'Dismiss message'
   */
  dismissLabel?: string;
  /** Extra class on the banner. */
  className?: string;
  /**
   * The banner, for an app that moves focus to it (a refused sign-in): with it, the banner is focusable from
   * script, and a screen reader reads it when it takes the focus.
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A message banner. Critical ones interrupt (role alert); the others are polite (role status).
 * Render it when the message arrives; it announces itself.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  errors,
  onDismiss,
  dismissLabel = 'Dismiss message',
  className,
  ref,
}: AlertProps) {
  const hasErrors = errors !== undefined && errors.length > 0;
  return (
    <div
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role={tone === 'critical' ? 'alert' : 'status'}
      className={[styles.alert({ tone }), className].filter(Boolean).join(' ')}
    >
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
        {hasErrors && (
          <ul className={styles.errorList}>
            {errors.map((error, index) => (
              // Server messages may repeat, so the index keeps keys unique.
              <li key={`${index}-${error}`}>{error}</li>
            ))}
          </ul>
        )}
      </div>
      {onDismiss && (
        <IconButton
          label={dismissLabel}
          icon={<CloseIcon />}
          size="small"
          onPress={onDismiss}
          className={styles.dismiss}
        />
      )}
    </div>
  );
}
