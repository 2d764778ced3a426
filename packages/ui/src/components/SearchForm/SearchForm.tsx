import type { FormEvent } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as styles from './SearchForm.css';

export interface SearchFormProps {
  /** The box's label: "Search". */
  label: string;
  /** An example of what to type, shown in the empty box (never instead of the label). */
  placeholder?: string;
  /** The text in the box; the app owns it. */
  value: string;
  /** Called with the new text as the user types. */
  onChange: (text: string) => void;
  /** Enter in the box, or the Search button. */
  onSubmit: () => void;
}

/**
 * The search box of a list or the site: a search landmark with a box that takes the row's width, and its
 * Search button.
 *
 * The placeholder always shows whole: on the narrowest phones the Search button goes under the box rather
 * than cut it off.
 */
export function SearchForm({ label, placeholder, value, onChange, onSubmit }: SearchFormProps) {
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField label={label} type="search" value={value} onChange={onChange} placeholder={placeholder} />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
