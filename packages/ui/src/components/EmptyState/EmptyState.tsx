import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Heading, Text } from '../Text';
import * as styles from './EmptyState.css';

export const emptyStateVariants = ['empty', 'missing', 'error'] as const;
export type EmptyStateVariant = (typeof emptyStateVariants)[number];

/** The product's own wording for an empty list and a missing record. */
export const emptyStateTitles: Record<EmptyStateVariant, string> = {
  empty: 'No Data Found',
  missing: 'Record Not Found',
  error: 'Something went wrong',
};

const icons: Record<EmptyStateVariant, ReactNode> = {
  empty: <path d="M4 13l2-7h12l2 7M4 13v5h16v-5M4 13h5l1 2h4l1-2h5" />,
  missing: (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5M9 9l4 4M13 9l-4 4" />
    </>
  ),
  error: (
    <>
      <path d="M12 3l9 16H3z" />
      <path d="M12 10v4M12 17h.01" />
    </>
  ),
};

export interface EmptyStateProps {
  /**
   * empty: a list with nothing in it; missing: a record that does not exist; error: loading failed (announced
   * at once, role alert). Each has its own icon.
   * @default 'empty'
   */
  variant?: EmptyStateVariant;
  /** Defaults to the product wording for the variant ("No Data Found", "Record Not Found"). */
  title?: string;
  /** A line or two under the title: why, and what the user can do. */
  description?: ReactNode;
  /** Usually one Button or Link: "Clear filters", "Try again", "Go to homepage". */
  action?: ReactNode;
  /**
   * The title's outline level, to fit the page around it (it looks the same at every level).
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** Extra class on the wrapper. */
  className?: string;
}

/**
 * What a screen shows instead of content: nothing found, a missing record, or a failure. For a failure with a
 * retry, ErrorState says it for you.
 */
export function EmptyState({
  variant = 'empty',
  title = emptyStateTitles[variant],
  description,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <div
      // A failure replaces content the user was waiting for, so it is announced at once.
      role={variant === 'error' ? 'alert' : undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {icons[variant]}
      </svg>
      <Heading level={headingLevel} visualLevel={3}>
        {title}
      </Heading>
      {description && (
        <Text as="div" tone="muted" className={styles.description}>
          {description}
        </Text>
      )}
      {action}
    </div>
  );
}

export interface ErrorStateProps extends Pick<EmptyStateProps, 'headingLevel' | 'className'> {
  /**
   * What failed, as a heading.
   * @default 'Something went wrong'
   */
  title?: string;
  /**
   * What happened and what to do, under the title.
   * @default 'We could not load this. Check your connection and try again.'
   */
  message?: ReactNode;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  /**
   * The retry button's text.
   * @default 'Try again'
   */
  retryLabel?: string;
  /**
   * The retry is running: the button shows progress and ignores presses.
   * @default false
   */
  retrying?: boolean;
}

/** Every screen's failure state: what went wrong and a way to try again. */
export function ErrorState({
  title,
  message = 'We could not load this. Check your connection and try again.',
  onRetry,
  retryLabel = 'Try again',
  retrying = false,
  ...rest
}: ErrorStateProps) {
  return (
    <EmptyState
      {...rest}
      variant="error"
      title={title}
      description={message}
      action={
        onRetry && (
          <Button variant="secondary" onPress={onRetry} pending={retrying}>
            {retryLabel}
          </Button>
        )
      }
    />
  );
}
