import type { ReactNode, Ref } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { RequiredMarker, useFieldParts } from '../Field/Field';
import { CheckIcon, DashIcon } from '../../forms/icons';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The button's id, for an error summary link. Generated when absent. */
  id?: string;
  /** The visible label beside the box; clicking it toggles the box too. */
  label: ReactNode;
  /** Guidance under the label. */
  description?: ReactNode;
  /** The message shown under the label; its presence marks the checkbox invalid. */
  error?: ReactNode;
  /**
   * Shows the required marker and sets `aria-required` (never the browser's own validation).
   * @default false
   */
  required?: boolean;
  /** Controlled state; "indeterminate" for a parent of partly checked children. */
  checked?: boolean | 'indeterminate';
  /** The starting state when uncontrolled (no `checked`). */
  defaultChecked?: boolean;
  /** Called with the new state when the user toggles it (never with "indeterminate"). */
  onCheckedChange?: (checked: boolean) => void;
  /**
   * Dims the checkbox and ignores presses.
   * @default false
   */
  disabled?: boolean;
  /** Submitted with the form when checked (Radix adds a hidden input inside forms). */
  name?: string;
  /** The value submitted under `name` when checked; Radix sends "on" without one. */
  value?: string;
  /** Extra class on the wrapper (box, label and messages). */
  className?: string;
  /** Ref to the checkbox button (role checkbox). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A single yes/no choice ("I accept the terms"); for several choices among options use CheckboxGroup.
 * A Radix checkbox (role checkbox, Space toggles) with its label beside it and the same
 * description and error wiring as every Field. The 24px box and its label are both targets.
 */
export function Checkbox({
  id,
  label,
  description,
  error,
  required = false,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled = false,
  name,
  value,
  className,
  ref,
}: CheckboxProps) {
  const { ids, above, below, described } = useFieldParts(id, { label, description, error });
  return (
    <div
      className={[styles.choice, className].filter(Boolean).join(' ')}
      data-disabled={disabled || undefined}
    >
      <RadixCheckbox.Root
        ref={ref}
        id={ids.control}
        className={styles.checkbox}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        disabled={disabled}
        name={name}
        value={value}
        // Not Radix's `required`: that would switch on the browser's own validation bubble.
        aria-required={required || undefined}
        {...described}
      >
        <RadixCheckbox.Indicator>
          {checked === 'indeterminate' ? (
            <DashIcon className={styles.checkboxIcon} />
          ) : (
            <CheckIcon className={styles.checkboxIcon} />
          )}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className={styles.choiceText}>
        <label id={ids.label} htmlFor={ids.control} className={styles.choiceLabel}>
          {label}
          {required && <RequiredMarker spoken={false} />}
        </label>
        {above}
        {below}
      </div>
    </div>
  );
}
