import { IconButton } from '../IconButton';
import * as styles from './SaveToggle.css';

export const saveToggleSizes = ['small', 'medium'] as const;

export interface SaveToggleProps {
  /** Whether the listing is in the shortlist now: a filled heart, and pressed. */
  saved: boolean;
  /** Called with the new state when pressed (click, tap, Enter or Space). */
  onChange: (saved: boolean) => void;
  /**
   * The accessible name, naming what is saved: "Save PP Homopolymer Granules". It stays the same when saved;
   * the pressed state says whether it is.
   */
  label: string;
  /**
   * small is 32 px with a 44 px touch area (for cards), medium 44 px.
   * @default 'medium'
   */
  size?: (typeof saveToggleSizes)[number];
}

/**
 * A heart that saves a listing to the shortlist: a toggle button (`aria-pressed`) on IconButton, so it has the
 * kit's focus ring, and its click does not bubble: a card around it that reacts to clicks does not also react.
 *
 * Its `label` names the listing ("Save Repol H110MA"). On a ListingCard it goes in `actions`, outside the
 * title link.
 */
export function SaveToggle({ saved, onChange, label, size = 'medium' }: SaveToggleProps) {
  return (
    <IconButton
      label={label}
      aria-pressed={saved}
      size={size}
      onPress={() => onChange(!saved)}
      className={styles.toggle({ size })}
      icon={<HeartIcon filled={saved} />}
    />
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={styles.heart}
    >
      <path d="M12 20.5s-8-4.9-8-10.6A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 8 2.6c0 5.7-8 10.6-8 10.6z" />
    </svg>
  );
}
