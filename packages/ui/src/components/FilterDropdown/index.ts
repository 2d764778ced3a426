export { FilterDropdown, type FilterDropdownProps } from './FilterDropdown';
export { activeFilterCount, filterTriggerLabel, filterSelections, type FilterSelection } from './filterCount';
