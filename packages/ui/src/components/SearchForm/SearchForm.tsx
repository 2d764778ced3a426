import type { FormEvent } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as styles from './SearchForm.css';

export interface SearchFormProps {
  /** The box's label: "Search". */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (text: string) => void;
  /** Enter in the box, or the Search button. */
  onSubmit: () => void;
}

/** A search landmark: a search box that takes the row's width, and its Search button. */
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
