export { SaveToggle, saveToggleSizes, type SaveToggleProps } from './SaveToggle';
