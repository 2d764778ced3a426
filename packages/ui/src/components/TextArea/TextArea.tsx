import { useState, type ChangeEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import { Field, splitFieldProps, type ControlAttributes, type FieldMessages } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends ControlAttributes<TextareaHTMLAttributes<HTMLTextAreaElement>>, Omit<FieldMessages, 'footer'> {
  /** The text box's id; a stable one lets an error summary link to it. Generated when absent. */
  id?: string;
  /** Controlled value. Leave undefined and use `defaultValue` for an uncontrolled field. */
  value?: string;
  /** The starting text when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /**
   * Shows "12 of 500 characters" (or "12 characters" without a maxLength) under the box.
   * @default false
   */
  showCount?: boolean;
  /** Ref to the native textarea element. */
  ref?: Ref<HTMLTextAreaElement>;
}

const countText = (length: number, maxLength: number | undefined) =>
  maxLength === undefined
    ? `${length} ${length === 1 ? 'character' : 'characters'}`
    : `${length} of ${maxLength} characters`;

/**
 * A labelled multi-line text box (descriptions, messages) with an optional character count. Four rows tall
 * unless `rows` says otherwise.
 */
export function TextArea(props: TextAreaProps) {
  const { field, control } = splitFieldProps(props);
  const {
    value,
    defaultValue,
    onChange,
    showCount = false,
    maxLength,
    rows = 4,
    ref,
    ...textAreaProps
  } = control;
  const [uncontrolledLength, setUncontrolledLength] = useState(defaultValue?.length ?? 0);
  const length = value !== undefined ? value.length : uncontrolledLength;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setUncontrolledLength(event.currentTarget.value.length);
    onChange?.(event.currentTarget.value);
  };

  return (
    <Field
      {...field}
      readOnly={textAreaProps.readOnly}
      footer={showCount ? countText(length, maxLength) : undefined}
    >
      {(aria) => (
        <textarea
          {...textAreaProps}
          {...aria}
          ref={ref}
          rows={rows}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          className={[fieldStyles.control(), styles.textArea].join(' ')}
        />
      )}
    </Field>
  );
}
