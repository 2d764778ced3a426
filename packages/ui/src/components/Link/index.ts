export { Link, type LinkProps } from './Link';
export { useNavigateClick } from './navigateClick';
export { RouterProvider } from 'react-aria';
export { fileTarget, mailtoHref, telHref, type FileTarget } from './safeHrefs';
