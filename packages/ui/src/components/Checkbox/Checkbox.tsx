import type { ReactNode, Ref } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { RequiredMarker, useFieldParts } from '../Field/Field';
import { CheckIcon, DashIcon } from '../../forms/icons';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The button's id, for an error summary link. Generated when absent. */
  id?: string;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Controlled state; "indeterminate" for a parent of partly checked children. */
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Submitted with the form when checked (Radix adds a hidden input inside forms). */
  name?: string;
  value?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
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
