import * as styles from './TopBar.css';

/** "Hi, Rohan": the account menu button's text (a long name ends in an ellipsis). */
export function AccountGreeting({ name }: { name: string }) {
  return <span className={styles.greeting}>Hi, {name}</span>;
}
