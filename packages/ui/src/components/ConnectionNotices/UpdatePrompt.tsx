import { Button } from '../Button';
import { title, toast } from '../Toast/Toast.css';
import * as styles from './UpdatePrompt.css';

export interface UpdatePromptProps {
  /** Switches to the new version (the app reloads the page); without it, the app is reloading by itself. */
  onReload?: () => void;
  /**
   * What happened, when it is not that a new version is ready ("PlastiHub has been updated…").
   * @default 'A new version of PlastiHub is ready'
   */
  message?: string;
}

/**
 * Says that a new version of the site is ready, with a Reload button. It sits at the bottom of the screen
 * above the page, like a toast, but stays until the user reloads. Render it when the update is ready: the
 * message is a polite status; Reload follows the page in the tab order.
 */
export function UpdatePrompt({
  onReload,
  message = 'A new version of PlastiHub is ready',
}: UpdatePromptProps) {
  return (
    <section aria-label="Update" className={styles.root}>
      <div className={[toast({ tone: 'info' }), styles.card].join(' ')}>
        <p role="status" className={[title, styles.message].join(' ')}>
          {message}
        </p>
        {onReload && (
          <Button size="small" onPress={onReload}>
            Reload
          </Button>
        )}
      </div>
    </section>
  );
}
