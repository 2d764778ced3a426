import { useState } from 'react';
import { overlayCode } from '../Dialog/overlayCode';
import { Popover, PopoverClose } from '../Popover';
import { Spinner } from '../Spinner';
import type { ChoiceOption } from '../../forms/options';
import { activeFilterCount, filterTriggerLabel, type FilterSelection } from './filterCount';
import type { FilterOptions as FilterOptionsComponent, FilterOptionsProps } from './FilterOptions';
import * as styles from './FilterDropdown.css';

export interface FilterDropdownProps {
  /** The filter's name on the trigger: "Country", "Keyskill(s)", "Salary". */
  name: string;
  /** The popover's heading; the name by default. */
  heading?: string;
  /** The choices in the popover, in order. */
  options: readonly ChoiceOption[];
  /**
   * `single`: radio buttons (Experience, Salary); `multiple`: checkboxes (Country, Category...).
   * @default 'multiple'
   */
  selection?: FilterSelection;
  /** The applied values (one at most for a single choice). */
  value: readonly string[];
  /** Called by Apply with the chosen values, and by Reset with none. */
  onApply: (value: string[]) => void;
  /**
   * The options are still being fetched: a spinner in the popover, and Apply is off.
   * @default false
   */
  loading?: boolean;
  /**
   * Which edge of the trigger the popover lines up with.
   * @default 'start'
   */
  align?: 'start' | 'center' | 'end';
}

let FilterOptions: typeof FilterOptionsComponent | null = null;
/** The popover's open state and the choices in it, in one download on first use (FilterOptions.tsx). */
const panelCode = overlayCode(() =>
  Promise.all([import('../Popover/PopoverPanel'), import('./FilterOptions')]).then(([panel, options]) => {
    FilterOptions = options.FilterOptions;
    return panel.PopoverPanel;
  }),
);

/** The choices, rendered only inside the open panel, whose download brought their code. */
function Choices(props: FilterOptionsProps) {
  return FilterOptions && <FilterOptions {...props} />;
}

/**
 * A list filter: a trigger saying how many choices are in force ("Keyskill(s) (2)") opens a
 * popover of options. Choices take effect only on Apply; Reset clears the filter. Esc, Apply and
 * Reset close it and return focus to the trigger.
 *
 * It is built on Popover; the options are checkboxes (`multiple`) or radio buttons (`single`).
 */
export function FilterDropdown({
  name,
  heading = name,
  options,
  selection = 'multiple',
  value,
  onApply,
  loading = false,
  align,
}: FilterDropdownProps) {
  const [draft, setDraft] = useState<readonly string[]>(value);
  const count = activeFilterCount(value, selection);

  const body = loading ? (
    <Spinner label={`Loading ${name} options`} showLabel />
  ) : (
    <Choices name={name} options={options} selection={selection} draft={draft} onDraftChange={setDraft} />
  );

  return (
    <Popover
      panelCode={panelCode}
      label={filterTriggerLabel(name, count)}
      heading={heading}
      align={align}
      // Each opening starts from what is applied: unapplied ticks from last time are dropped.
      onOpenChange={(open) => {
        if (open) setDraft(value);
      }}
      footer={
        <>
          <PopoverClose onPress={() => onApply([])}>Reset</PopoverClose>
          <PopoverClose variant="primary" onPress={() => onApply([...draft])} disabled={loading}>
            Apply
          </PopoverClose>
        </>
      }
    >
      <div className={styles.options}>{body}</div>
    </Popover>
  );
}
