import { Children, type ReactNode } from 'react';
import { ListingCardSkeleton } from '../ListingCard';
import * as styles from './ListingGrid.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

export interface ListingGridProps {
  /** Names the list for screen readers, e.g. "Virgin Polymers products". */
  label: string;
  /** While true, skeleton cards hold the space of the results and the list says it is busy. */
  loading?: boolean;
  /** How many skeleton cards stand in for the results while loading. */
  skeletonCount?: number;
  /** False when the cards have no picture (jobs): the skeletons have none either. */
  pictures?: boolean;
  /** The cards, one per result (each becomes a list item). */
  children?: ReactNode;
}

/**
 * The result grid of a list screen: one column on a phone, as many as fit on wider screens. While the first
 * results load, skeleton cards of the cards' shape hold the space, so nothing below jumps when they arrive.
 */
export function ListingGrid({
  label,
  loading = false,
  skeletonCount = 6,
  pictures = true,
  children,
}: ListingGridProps) {
  const items = Children.toArray(children);
  return (
    <div className={styles.root} aria-busy={loading || undefined}>
      {loading && <span className={visuallyHidden}>Loading {label}</span>}
      <ul className={styles.grid} aria-label={label}>
        {loading
          ? Array.from({ length: skeletonCount }, (_, index) => (
              <li key={index} className={styles.item}>
                <ListingCardSkeleton picture={pictures} />
              </li>
            ))
          : items.map((item, index) => (
              <li key={index} className={styles.item}>
                {item}
              </li>
            ))}
      </ul>
    </div>
  );
}
