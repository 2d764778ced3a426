import { useId, type Ref } from 'react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { FieldGroup, type FieldMessages } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as choiceStyles from '../Checkbox/Checkbox.css';
import type { ChoiceOption } from '../../forms/options';

export const choiceOrientations = ['vertical', 'horizontal'] as const;
export type ChoiceOrientation = (typeof choiceOrientations)[number];

export interface RadioGroupProps extends Omit<FieldMessages, 'footer'> {
  /** The group's id, for an error summary link. Generated when absent. */
  id?: string;
  /** The radio buttons, in the order shown; an option's own `disabled` turns off just that one. */
  options: readonly ChoiceOption[];
  /** The chosen option's value; "" when none is chosen yet. */
  value: string;
  /** Called with the newly chosen option's value. */
  onChange: (value: string) => void;
  /**
   * Turns off every option in the group.
   * @default false
   */
  disabled?: boolean;
  /** Submitted with the form (Radix adds hidden inputs inside forms). */
  name?: string;
  /**
   * `vertical` stacks the options; `horizontal` puts them in a row that wraps. Also the direction the arrow
   * keys move in.
   * @default 'vertical'
   */
  orientation?: ChoiceOrientation;
  /** Ref to the group element (role radiogroup). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A single choice among a few options: Radix radio group (Tab enters at the chosen option, arrow
 * keys move and choose, Space chooses), labelled by its visible label, error under the group.
 *
 * Controlled: `value` is the chosen option's value, and `onChange` receives the newly chosen one.
 */
export function RadioGroup({
  options,
  value,
  onChange,
  disabled = false,
  name,
  orientation = 'vertical',
  required = false,
  ref,
  ...messages
}: RadioGroupProps) {
  const optionIdBase = useId();
  return (
    <FieldGroup {...messages} required={required}>
      {(group) => (
        <RadixRadioGroup.Root
          {...group}
          ref={ref}
          className={choiceStyles.choiceList}
          value={value}
          onValueChange={onChange}
          disabled={disabled}
          name={name}
          orientation={orientation}
          data-orientation={orientation}
          // The radiogroup role carries aria-required; Radix's `required` would also turn on
          // the browser's own validation.
          aria-required={required || undefined}
        >
          {options.map((option, index) => {
            const optionId = `${optionIdBase}option-${index}`;
            const descriptionId = option.description ? `${optionId}-description` : undefined;
            const optionDisabled = disabled || option.disabled === true;
            return (
              <div
                key={option.value}
                className={choiceStyles.choice}
                data-disabled={optionDisabled || undefined}
              >
                <RadixRadioGroup.Item
                  id={optionId}
                  value={option.value}
                  disabled={option.disabled}
                  className={choiceStyles.radio}
                  aria-describedby={descriptionId}
                >
                  <RadixRadioGroup.Indicator className={choiceStyles.radioDot} />
                </RadixRadioGroup.Item>
                <div className={choiceStyles.choiceText}>
                  <label htmlFor={optionId} className={choiceStyles.choiceLabel}>
                    {option.label}
                  </label>
                  {option.description && (
                    <p id={descriptionId} className={fieldStyles.description}>
                      {option.description}
                    </p>
                  )}
                </div>
              </div>
            );
          })}
        </RadixRadioGroup.Root>
      )}
    </FieldGroup>
  );
}
