import { useState } from 'react';
import { FilterChips, FilterDropdown, Inline, SearchForm, Stack, type ChoiceOption } from '@plastihub/ui';
import type { FilterDef } from './urlFilters';
import type { UrlFilters } from './useUrlFilters';

export interface FilterControl<Param extends string> {
  def: FilterDef & { param: Param };
  /** The choices of a dropdown (none for a search). */
  options?: readonly ChoiceOption[];
  /** The choices are still coming from the server. */
  loading?: boolean;
  /** The search box's placeholder, e.g. "search e.g. Name Category Grade". */
  placeholder?: string;
}

export interface ListingFilterBarProps<Param extends string> {
  filters: UrlFilters<Param>;
  controls: readonly FilterControl<Param>[];
  /** Names the group of filters: "Filter products". */
  label: string;
  /** The button that removes every filter: "Clear filters", or "Clear All" where the spec says so. */
  clearAllLabel?: string;
}

/**
 * A list's filters: a FilterDropdown per choice (applied on Apply, cleared on Reset), a search box, and the
 * filters in force as removable chips with "Clear filters". Everything it sets goes into the URL.
 */
export function ListingFilterBar<Param extends string>({
  filters,
  controls,
  label,
  clearAllLabel = 'Clear filters',
}: ListingFilterBarProps<Param>) {
  const labelOf = (control: FilterControl<Param>, value: string) =>
    control.options?.find((option) => option.value === value)?.label ?? value;
  const chips = controls.flatMap((control) =>
    filters.values[control.def.param].map((value) => ({
      id: `${control.def.param}:${value}`,
      label: control.def.selection === 'search' ? `“${value}”` : labelOf(control, value),
    })),
  );
  return (
    <Stack space="sm">
      <Inline space="sm" role="group" aria-label={label} alignItems="flex-end" flexWrap="wrap">
        {controls.map((control) =>
          control.def.selection === 'search' ? (
            <SearchBox
              key={control.def.param}
              name={control.def.name}
              placeholder={control.placeholder}
              value={filters.values[control.def.param][0] ?? ''}
              onSearch={(text) => filters.apply(control.def.param, text.trim() ? [text.trim()] : [])}
            />
          ) : (
            <FilterDropdown
              key={control.def.param}
              name={control.def.name}
              selection={control.def.selection}
              options={control.options ?? []}
              loading={control.loading}
              value={filters.values[control.def.param]}
              onApply={(value) => filters.apply(control.def.param, value)}
            />
          ),
        )}
      </Inline>
      <FilterChips
        chips={chips}
        clearAllLabel={clearAllLabel}
        onClearAll={filters.clear}
        onRemove={(chip) => {
          const [param = '', ...rest] = chip.id.split(':');
          const value = rest.join(':');
          const control = controls.find((candidate) => candidate.def.param === param);
          if (control)
            filters.apply(
              control.def.param,
              filters.values[control.def.param].filter((v) => v !== value),
            );
        }}
      />
    </Stack>
  );
}

function SearchBox({
  name,
  placeholder,
  value,
  onSearch,
}: {
  name: string;
  placeholder?: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // Back/forward or a removed chip changed the URL's search: show it.
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  return (
    <SearchForm
      label={name}
      placeholder={placeholder}
      value={text}
      onChange={setText}
      onSubmit={() => onSearch(text)}
    />
  );
}
