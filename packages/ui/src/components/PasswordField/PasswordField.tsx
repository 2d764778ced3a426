import { useState } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { EyeIcon } from '../../forms/icons';
import { InputField, type TextInputProps } from '../TextField/InputField';

export const passwordAutoCompletes = ['current-password', 'new-password'] as const;

export interface PasswordFieldProps extends Omit<TextInputProps, 'autoComplete' | 'inputMode'> {
  /**
   * `current-password` to log in, `new-password` to register or change it (lets managers suggest one).
   * @default 'current-password'
   */
  autoComplete?: (typeof passwordAutoCompletes)[number];
  /**
   * Accessible name of the toggle; it stays the same and `aria-pressed` tells whether it is on.
   * @default 'Show password'
   */
  toggleLabel?: string;
}

/**
 * A password input with a show/hide toggle, so people on small keyboards can check what they
 * typed. The toggle is a real button with a fixed name and `aria-pressed`.
 */
export function PasswordField({
  autoComplete = 'current-password',
  toggleLabel = 'Show password',
  disabled,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputField
      {...props}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Shown as text, the keyboard must not capitalise or "correct" it.
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      end={
        <button
          type="button"
          className={fieldStyles.attachmentButton}
          aria-label={toggleLabel}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon className={fieldStyles.attachmentIcon} crossed={visible} />
        </button>
      }
    />
  );
}
