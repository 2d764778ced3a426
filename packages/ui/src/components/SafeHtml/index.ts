export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { HTML_POLICY_NAME, isEmptyHtml, sanitizeHtml, toSafeMarkup } from './sanitize';
