export { ActionBar, type ActionBarProps } from './ActionBar';
export { useMediaQuery } from './useMediaQuery';
