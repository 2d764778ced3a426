import { alert } from '../Alert/Alert.css';
import { Button } from '../Button';
import { formatSavedAt } from './savedAt';
import * as styles from './OfflineDataNotice.css';

export interface OfflineDataNoticeProps {
  /** When the data on screen was fetched (it came from the device's saved copy). */
  savedAt: Date;
  /** The connection is back: the notice says so and offers Refresh. */
  online: boolean;
  /** Fetches the page's data again. */
  onRefresh: () => void;
}

/**
 * Above a page shown from the device's saved copy: says how old the data is, and once the connection is back,
 * offers Refresh. The message is a polite status that stays mounted, so the change to "back online" is read
 * out; the box stays the same and Refresh appears inside it.
 *
 * When the connection returns, keep it mounted and set `online` rather than render a new notice: the change
 * in place is what screen readers hear.
 */
export function OfflineDataNotice({ savedAt, online, onRefresh }: OfflineDataNoticeProps) {
  const when = formatSavedAt(savedAt);
  return (
    <div className={[alert({ tone: online ? 'success' : 'warning' }), styles.notice].join(' ')}>
      <p role="status" className={styles.message}>
        {online ? 'You are back online.' : 'You are offline.'} Showing what you saw{' '}
        {when ? (
          <>
            on{' '}
            <time dateTime={savedAt.toISOString()} className={styles.when}>
              {when}
            </time>
            .
          </>
        ) : (
          'earlier.'
        )}
      </p>
      {online && (
        <Button variant="secondary" size="small" onPress={onRefresh}>
          Refresh
        </Button>
      )}
    </div>
  );
}
