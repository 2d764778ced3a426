import { useMemo } from 'react';
import { toSafeMarkup } from './sanitize';
import * as styles from './SafeHtml.css';

export interface SafeHtmlProps {
  /** HTML from the server; it is sanitised before it reaches the page (see `sanitize.ts` for what stays). */
  html: string | null | undefined;
  /**
   * `article` for a blog body or a policy page.
   * @default 'div'
   */
  as?: 'div' | 'article' | 'section';
  /** Extra class on the element around the HTML. */
  className?: string;
}

/**
 * Server-provided HTML, sanitised with DOMPurify and given readable typography. Whether anything is left to show
 * after sanitising is `isEmptyHtml(html)`: a screen uses it to show "No Data Found" instead.
 */
export function SafeHtml({ html, as: Element = 'div', className }: SafeHtmlProps) {
  const markup = useMemo(() => toSafeMarkup(html), [html]);
  return (
    <Element
      className={[styles.prose, className].filter(Boolean).join(' ')}
      // Safe: sanitised above, TrustedHTML from the one policy the Content Security Policy allows for HTML;
      // this is the one place the app renders server HTML.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
