export { Link, type LinkProps } from './Link';
export { navigateClickHandler } from './navigateClick';
export { fileTarget, mailtoHref, telHref, type FileTarget } from './safeHrefs';
