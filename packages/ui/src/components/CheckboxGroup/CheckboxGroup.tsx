import type { Ref } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { FieldGroup, type FieldMessages } from '../Field/Field';
import * as choiceStyles from '../Checkbox/Checkbox.css';
import type { ChoiceOrientation } from '../RadioGroup/RadioGroup';
import type { ChoiceOption } from '../../forms/options';
import { toggleValue } from './toggleValue';

export interface CheckboxGroupProps extends Omit<FieldMessages, 'footer'> {
  /** The group's id, for an error summary link. Generated when absent. */
  id?: string;
  /** The checkboxes, in the order shown; an option's own `disabled` turns off just that one. */
  options: readonly ChoiceOption[];
  /** The checked options' values, in option order. */
  value: readonly string[];
  /** Called with the new list of checked values, in option order, when the user toggles one. */
  onChange: (value: string[]) => void;
  /**
   * Turns off every checkbox in the group.
   * @default false
   */
  disabled?: boolean;
  /** Each checked option is submitted under this name (Radix adds hidden inputs inside forms). */
  name?: string;
  /**
   * `vertical` stacks the options; `horizontal` puts them in a row that wraps.
   * @default 'vertical'
   */
  orientation?: ChoiceOrientation;
  /** Ref to the group element (role group). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Several choices among a few options: a labelled group of checkboxes (Tab moves between them,
 * Space toggles), error under the group. Controlled: the value is the list of checked values.
 *
 * The checkboxes are Radix checkboxes; `value` and what `onChange` receives keep the options' order.
 */
export function CheckboxGroup({
  options,
  value,
  onChange,
  disabled = false,
  name,
  orientation = 'vertical',
  ref,
  ...messages
}: CheckboxGroupProps) {
  const optionValues = options.map((option) => option.value);
  return (
    <FieldGroup {...messages} requiredInLabel>
      {(group) => (
        <div
          {...group}
          ref={ref}
          role="group"
          className={choiceStyles.choiceList}
          data-orientation={orientation}
        >
          {options.map((option) => (
            <Checkbox
              key={option.value}
              label={option.label}
              description={option.description}
              checked={value.includes(option.value)}
              onCheckedChange={(checked) => onChange(toggleValue(value, option.value, checked, optionValues))}
              disabled={disabled || option.disabled}
              name={name}
              value={option.value}
            />
          ))}
        </div>
      )}
    </FieldGroup>
  );
}
