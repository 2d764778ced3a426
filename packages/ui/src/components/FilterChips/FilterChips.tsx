import { useLayoutEffect, useRef } from 'react';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../IconButton/icons';
import { uniqueChips, type FilterChip } from './chips';
import * as styles from './FilterChips.css';

export interface FilterChipsProps {
  /** The filters in force, one chip each; chips whose labels read the same show once. */
  chips: readonly FilterChip[];
  /**
   * Called by a chip's remove button with that chip (the first of those with its label); the app drops it.
   */
  onRemove: (chip: FilterChip) => void;
  /** Called by the Clear All button; the app drops every filter. */
  onClearAll: () => void;
  /**
   * Names the group of chips for screen readers.
   * @default 'Applied filters'
   */
  label?: string;
  /**
   * The text of the button that removes every filter: "Clear All", or "Clear filters" on the trade list.
   * @default 'Clear All'
   */
  clearAllLabel?: string;
}

/**
 * The filters in force as removable chips ("Remove filter Reliance"), and Clear All. Chips with the
 * same name show once. After a removal, focus moves to the neighbouring chip. With no chips left
 * nothing is rendered, so after the last removal or Clear All the screen should move focus on
 * (e.g. to the results heading).
 */
export function FilterChips({
  chips,
  onRemove,
  onClearAll,
  label = 'Applied filters',
  clearAllLabel = 'Clear All',
}: FilterChipsProps) {
  const shown = uniqueChips(chips);
  const listRef = useRef<HTMLUListElement>(null);
  const removed = useRef<{ id: string; index: number }>(undefined);

  // The removed chip's button had focus: once the parent has taken the chip out (now or after a
  // re-query), pass focus to the chip that took its place, or the one before it.
  useLayoutEffect(() => {
    const pending = removed.current;
    if (!pending || chips.some((chip) => chip.id === pending.id)) return;
    removed.current = undefined;
    const buttons = listRef.current?.querySelectorAll('button');
    const next = buttons?.[Math.min(pending.index, buttons.length - 1)];
    next?.focus();
  }, [chips]);

  if (shown.length === 0) return null;

  return (
    <div role="group" aria-label={label} className={styles.root}>
      <ul ref={listRef} className={styles.list}>
        {shown.map((chip, index) => (
          <li key={chip.id} className={styles.chip}>
            <span className={styles.chipLabel}>{chip.label}</span>
            <IconButton
              label={`Remove filter ${chip.label}`}
              icon={<CloseIcon />}
              size="small"
              className={styles.remove}
              onPress={() => {
                removed.current = { id: chip.id, index };
                onRemove(chip);
              }}
            />
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="small" onPress={onClearAll}>
        {clearAllLabel}
      </Button>
    </div>
  );
}
