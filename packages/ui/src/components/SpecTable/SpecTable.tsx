import type { ReactNode } from 'react';
import * as styles from './SpecTable.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

/** U+2009 THIN SPACE between a number and its unit ("450 Ton"), as typeset tables do. */
export const THIN_SPACE = '\u2009';

/** One field of a SpecTable. */
export interface SpecRow {
  /** The field's name, the row header ("Machine Size"); unique within the table (the row's key). */
  label: string;
  /** Empty, null or undefined shows "—" (read as "Not provided"). */
  value: ReactNode;
  /** Appended to text and number values: "Ton", "mm", "Kg/Hr", "Hours/Month". */
  unit?: string;
}

export interface SpecTableProps {
  /** The fields, in the order shown. */
  rows: readonly SpecRow[];
  /** Visible title; it names the table. */
  title?: string;
  /** Names the table when there is no visible title. */
  'aria-label'?: string;
}

/** Whether a value counts as not provided: null, undefined, false, NaN, or text that is empty or blank. */
export function isMissingValue(value: ReactNode): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  return typeof value === 'number' && Number.isNaN(value);
}

/** "450" + "Ton" -> "450 Ton" with a thin space; without a unit the value as text. */
export function withUnit(value: string | number, unit?: string): string {
  const text = String(value).trim();
  return unit ? `${text}${THIN_SPACE}${unit}` : text;
}

/** The dash of an empty cell; screen readers hear "Not provided" instead of "dash". */
export function MissingValue() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className={visuallyHidden}>Not provided</span>
    </>
  );
}

/** A value as a cell shows it: the dash when missing, the unit after text and numbers. */
export function formatSpecValue(value: ReactNode, unit?: string): ReactNode {
  if (isMissingValue(value)) return <MissingValue />;
  if (typeof value === 'string' || typeof value === 'number') {
    return unit ? <span className={styles.quantity}>{withUnit(value, unit)}</span> : value;
  }
  return value;
}

/**
 * The detail table of a listing: one row per field, the label as the row header (th scope="row")
 * so screen readers announce "Machine Size, 450 Ton" as they move through the values.
 *
 * A value is followed by its unit after a thin space; a missing value shows "—", which screen readers hear
 * as "Not provided".
 */
export function SpecTable({ rows, title, 'aria-label': ariaLabel }: SpecTableProps) {
  return (
    <table className={styles.table} aria-label={title === undefined ? ariaLabel : undefined}>
      {title !== undefined && <caption className={styles.caption}>{title}</caption>}
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className={styles.label}>
              {row.label}
            </th>
            <td className={styles.value}>{formatSpecValue(row.value, row.unit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
