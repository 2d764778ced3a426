export { TextField, textFieldTypes, type TextFieldProps } from './TextField';
export type { TextInputProps } from './InputField';
