import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, splitFieldProps, type ControlAttributes, type FieldMessages } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { keepDigits } from './digitsOnly';

/** Props every single-line text field shares (TextField, PasswordField, NumberField). */
export interface TextInputProps
  extends Omit<ControlAttributes<InputHTMLAttributes<HTMLInputElement>>, 'type' | 'size'>, FieldMessages {
  /** The input's id; a stable one lets an error summary link to it. Generated when absent. */
  id?: string;
  /** Controlled value. Leave undefined and use `defaultValue` for an uncontrolled field. */
  value?: string;
  /** The starting text when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Ref to the native input element. */
  ref?: Ref<HTMLInputElement>;
}

interface InputFieldProps extends TextInputProps {
  type: string;
  /** Keep digits only as the user types (and pastes). */
  digitsOnly?: boolean;
  /** Attached to the input's end: a unit, a show-password button. */
  end?: ReactNode;
}

/** The shared single-line input inside a Field; the public text fields are thin layers over it. */
export function InputField(props: InputFieldProps) {
  const { field, control } = splitFieldProps(props);
  const { digitsOnly = false, maxLength, onChange, end, ref, ...inputProps } = control;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (!digitsOnly) {
      onChange?.(input.value);
      return;
    }
    const caret = input.selectionStart;
    const kept = keepDigits(input.value, caret ?? input.value.length, maxLength);
    if (kept.value !== input.value) {
      // Written straight to the input so the caret stays where the user was typing, for
      // controlled and uncontrolled use alike.
      input.value = kept.value;
      if (caret !== null) input.setSelectionRange(kept.caret, kept.caret);
    }
    onChange?.(kept.value);
  };

  return (
    <Field {...field} readOnly={inputProps.readOnly}>
      {(aria) => {
        const input = (
          <input
            {...inputProps}
            {...aria}
            ref={ref}
            // A digits-only field counts digits itself: the browser would cut a pasted
            // "98765 43210" before the space is removed.
            maxLength={digitsOnly ? undefined : maxLength}
            onChange={handleChange}
            className={fieldStyles.control({ attachedEnd: end != null })}
          />
        );
        return end == null ? (
          input
        ) : (
          <div className={fieldStyles.controlGroup}>
            {input}
            {end}
          </div>
        );
      }}
    </Field>
  );
}
