import type { MouseEvent, Ref } from 'react';
import { AlertIcon } from '../../forms/icons';
import { focusField } from './focusField';
import * as styles from './FormErrorSummary.css';

/** One line of a FormErrorSummary. */
export interface FormErrorItem {
  /** The error's text, as the field shows it. */
  message: string;
  /** The id of the field's control (or group); the item then links to it. */
  fieldId?: string;
}

export const summaryHeadingLevels = [2, 3, 4] as const;

export interface FormErrorSummaryProps {
  /** The errors, in the order of the fields (`summaryErrors` builds them from a server answer). */
  errors: readonly FormErrorItem[];
  /**
   * The heading above the list.
   * @default 'Please correct the following'
   */
  title?: string;
  /**
   * The heading level that fits the page outline.
   * @default 2
   */
  headingLevel?: (typeof summaryHeadingLevels)[number];
  /** Lets the app move focus here after a failed submit (the summary is focusable from script). */
  ref?: Ref<HTMLDivElement>;
  /** Extra class on the summary. */
  className?: string;
}

/**
 * The red list of errors at the top of a form (the spec's role and machine screens). Announced as
 * an alert when it appears; each item with a field id links to that field and focuses it. Renders
 * nothing without errors.
 */
export function FormErrorSummary({
  errors,
  title = 'Please correct the following',
  headingLevel = 2,
  ref,
  className,
}: FormErrorSummaryProps) {
  if (errors.length === 0) return null;
  const Heading = `h${headingLevel}` as const;

  const goToField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    // The plain link still works without script; with it, focus lands in the control itself.
    if (focusField(fieldId)) event.preventDefault();
  };

  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className={[styles.summary, className].filter(Boolean).join(' ')}
    >
      <Heading className={styles.title}>
        <AlertIcon className={styles.titleIcon} />
        {title}
      </Heading>
      <ul className={styles.list}>
        {errors.map(({ message, fieldId }, index) => (
          <li key={`${fieldId ?? ''}-${index}`}>
            {fieldId ? (
              <a
                href={`#${encodeURIComponent(fieldId)}`}
                className={styles.link}
                onClick={(event) => goToField(event, fieldId)}
              >
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
