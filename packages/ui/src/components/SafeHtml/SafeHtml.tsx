import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import * as styles from './SafeHtml.css';

export interface SafeHtmlProps {
  /** HTML from the server; it is sanitised before it reaches the page. */
  html: string | null | undefined;
  /** `article` for a blog body or a policy page. */
  as?: 'div' | 'article' | 'section';
  className?: string;
}

/** Server-provided HTML, sanitised with DOMPurify and given readable typography. */
export function SafeHtml({ html, as: Element = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Element
      className={[styles.prose, className].filter(Boolean).join(' ')}
      // Safe: sanitised above; this is the one place the app renders server HTML.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
