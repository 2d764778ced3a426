export { PasswordField, passwordAutoCompletes, type PasswordFieldProps } from './PasswordField';
