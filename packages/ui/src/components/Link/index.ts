export { Link, type LinkProps } from './Link';
export { navigateClickHandler } from './navigateClick';
