export {
  Field,
  FieldGroup,
  FieldError,
  type FieldProps,
  type FieldGroupProps,
  type FieldMessages,
  type FieldControlProps,
  type FieldGroupControlProps,
} from './Field';
