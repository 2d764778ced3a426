import type { ChangeEvent, Ref, SelectHTMLAttributes } from 'react';
import { Field, splitFieldProps, type ControlAttributes, type FieldMessages } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import type { SelectOption } from '../../forms/options';
import { ChevronDownIcon } from '../../forms/icons';
import * as styles from './Select.css';

export interface SelectProps
  extends
    Omit<ControlAttributes<SelectHTMLAttributes<HTMLSelectElement>>, 'multiple'>,
    Omit<FieldMessages, 'footer'> {
  /** The select's id; a stable one lets an error summary link to it. Generated when absent. */
  id?: string;
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /** The first, empty choice ("Select country"); its value is "". */
  placeholder?: string;
  /** The chosen option's value when controlled; "" for the placeholder. */
  value?: string;
  /** The option chosen at first when uncontrolled (no `value`). */
  defaultValue?: string;
  /** Called with the newly chosen option's value ("" for the placeholder). */
  onChange?: (value: string) => void;
  /** Ref to the native select element. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * One choice from a longer list (a country, a category), with the shared field parts. A native select styled
 * to the theme. Native on purpose: on Android it opens the system picker,
 * which is large, fast, searchable by typing and familiar.
 *
 * A `placeholder` is an empty first option that stays selectable, so a choice can be taken back.
 */
export function Select(props: SelectProps) {
  const { field, control } = splitFieldProps(props);
  const { options, placeholder, value, defaultValue, onChange, ref, ...selectProps } = control;
  return (
    <Field {...field}>
      {(aria) => (
        <div className={styles.wrapper}>
          <select
            {...selectProps}
            {...aria}
            ref={ref}
            value={value}
            defaultValue={defaultValue}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange?.(event.currentTarget.value)}
            className={[fieldStyles.control(), styles.select].join(' ')}
          >
            {/* The empty placeholder stays selectable so a choice can be taken back. */}
            {placeholder !== undefined && (
              <option value="" className={styles.option}>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={styles.option}
              >
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon className={styles.chevron} />
        </div>
      )}
    </Field>
  );
}
