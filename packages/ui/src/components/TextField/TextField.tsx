import { InputField, type TextInputProps } from './InputField';

export const textFieldTypes = ['text', 'email', 'tel', 'search', 'url'] as const;

export interface TextFieldProps extends TextInputProps {
  /**
   * The native input type: `email`, `tel` and `url` bring up the matching phone keyboard.
   * @default 'text'
   */
  type?: (typeof textFieldTypes)[number];
  /**
   * Keep digits only as the user types or pastes (a mobile number, a PIN code). Brings up the
   * number keypad, shows a "Digits only" hint, and counts `maxLength` in digits.
   * @default false
   */
  digitsOnly?: boolean;
}

/**
 * A labelled single-line text input (text, email, tel, search, url) with the shared Field
 * label, description, required marker and error.
 *
 * For a mobile number or a PIN code, `digitsOnly` keeps digits as the user types or pastes.
 */
export function TextField({ type = 'text', digitsOnly = false, inputMode, hint, ...props }: TextFieldProps) {
  return (
    <InputField
      {...props}
      type={type}
      digitsOnly={digitsOnly}
      inputMode={inputMode ?? (digitsOnly ? 'numeric' : undefined)}
      hint={hint ?? (digitsOnly ? 'Digits only' : undefined)}
    />
  );
}
