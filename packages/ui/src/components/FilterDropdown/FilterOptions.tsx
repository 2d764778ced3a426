import { CheckboxGroup } from '../CheckboxGroup';
import { EmptyState } from '../EmptyState';
import { RadioGroup } from '../RadioGroup';
import type { ChoiceOption } from '../../forms/options';
import type { FilterSelection } from './filterCount';
import * as styles from './FilterDropdown.css';

export interface FilterOptionsProps {
  name: string;
  options: readonly ChoiceOption[];
  selection: FilterSelection;
  draft: readonly string[];
  onDraftChange: (draft: readonly string[]) => void;
}

/**
 * FilterDropdown's choices, downloaded with its popover's open state (FilterDropdown.tsx): Radix's radio
 * group and checkboxes are code a list page needs only once a filter is opened.
 */
export function FilterOptions({ name, options, selection, draft, onDraftChange }: FilterOptionsProps) {
  if (options.length === 0) return <EmptyState headingLevel={3} className={styles.empty} />;
  return selection === 'single' ? (
    <RadioGroup
      label={name}
      hideLabel
      options={options}
      value={draft[0] ?? ''}
      onChange={(next) => onDraftChange([next])}
    />
  ) : (
    <CheckboxGroup label={name} hideLabel options={options} value={draft} onChange={onDraftChange} />
  );
}
