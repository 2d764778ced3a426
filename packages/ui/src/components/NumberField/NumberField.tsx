import type { KeyboardEvent } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { InputField, type TextInputProps } from '../TextField/InputField';
import { rangeHint, stepValue } from './stepValue';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

export const numberInputModes = ['decimal', 'numeric'] as const;

export interface NumberFieldProps extends Omit<TextInputProps, 'inputMode' | 'min' | 'max' | 'step'> {
  /**
   * `numeric` for whole numbers (years, counts), `decimal` to offer the decimal point (capacities).
   * @default 'decimal'
   */
  inputMode?: (typeof numberInputModes)[number];
  /** Shown after the input, e.g. "Ton", "mm", "Kg/Hr"; read with the label. */
  unit?: string;
  /** How to say the unit when its short form reads badly, e.g. "millimetres" for "mm". */
  unitLabel?: string;
  /**
   * Bounds for the Arrow Up / Arrow Down steps, and shown as a hint ("From 1950 to 2026") unless `hint` is
   * given. Checking them is the app's job.
   */
  min?: number;
  /** The upper bound; see `min`. */
  max?: number;
  /**
   * How far one arrow press moves; 1 unless given.
   * @default 1
   */
  step?: number;
}

/**
 * A numeric input (years, capacities, dimensions). It is a text input with a number keypad, not
 * `type="number"`: the value stays the string the user typed (nothing is dropped or reformatted),
 * the mouse wheel cannot change it by accident, and Arrow Up / Arrow Down still step it.
 *
 * A `unit` shows after the input and is read with the label; the arrows step within `min` and `max`.
 */
export function NumberField({
  inputMode = 'decimal',
  unit,
  unitLabel,
  min,
  max,
  step,
  label,
  hint,
  readOnly,
  disabled,
  onChange,
  onKeyDown,
  ...props
}: NumberFieldProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || readOnly || disabled) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const input = event.currentTarget;
    const next = stepValue(input.value, event.key === 'ArrowUp' ? 1 : -1, { min, max, step });
    if (next === null) return;
    event.preventDefault();
    // Written to the input as well so an uncontrolled field steps too.
    input.value = next;
    onChange?.(next);
  };

  return (
    <InputField
      {...props}
      type="text"
      inputMode={inputMode}
      readOnly={readOnly}
      disabled={disabled}
      onChange={onChange}
      onKeyDown={handleKeyDown}
      label={
        unit ? (
          <>
            {label}
            <span className={visuallyHidden}> ({unitLabel ?? unit})</span>
          </>
        ) : (
          label
        )
      }
      hint={hint ?? rangeHint({ min, max })}
      end={
        unit ? (
          <span className={fieldStyles.attachment} aria-hidden="true">
            {unit}
          </span>
        ) : undefined
      }
    />
  );
}
