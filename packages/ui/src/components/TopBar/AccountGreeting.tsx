import * as styles from './TopBar.css';

/**
 * "Hi, Rohan Mehta": the account menu button's text (a long name ends in an ellipsis). On a phone only the first
 * name shows, so it stays whole beside the Offline badge; the full name is still the button's name.
 */
export function AccountGreeting({ name }: { name: string }) {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return <span className={styles.greeting}>Hi, {trimmed}</span>;
  return (
    <span className={styles.greeting}>
      Hi, {trimmed.slice(0, space)}
      <span className={styles.visuallyHiddenBelowTablet}>{trimmed.slice(space)}</span>
    </span>
  );
}
