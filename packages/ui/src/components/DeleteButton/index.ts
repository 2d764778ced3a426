export { DeleteButton, type DeleteButtonProps } from './DeleteButton';
