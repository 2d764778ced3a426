import { useState } from 'react';
import { Button } from '../Button';
import { Dialog, DialogClose } from '../Dialog';
import * as styles from './DemoNotice.css';

export interface DemoNoticeProps {
  /** Puts the demo's seed data back; called only after the visitor confirms. */
  onReset: () => void;
  /**
   * Approves the signed-in seller's pending listings (the demo has no reviewers). The button shows
   * only when this is given.
   */
  onApproveListings?: () => void;
  /**
   * The approval is on its way: the button shows busy and ignores presses.
   * @default false
   */
  approving?: boolean;
  /** The outcome of the last demo action ("2 listing(s) approved."), read out politely. */
  status?: string | null;
}

/**
 * A thin band that says the data is a demo kept in this browser, with the demo's own controls:
 * Reset demo data (confirmed first) and, for a signed-in seller, approving their pending listings.
 */
export function DemoNotice({ onReset, onApproveListings, approving = false, status }: DemoNoticeProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-label="Demo" className={styles.root}>
      <div className={styles.inner}>
        <p className={styles.text}>Demo data — changes stay in this browser.</p>
        <div className={styles.actions}>
          {onApproveListings && (
            <Button variant="secondary" size="small" pending={approving} onPress={onApproveListings}>
              Approve my pending listings
            </Button>
          )}
          <Button variant="secondary" size="small" onPress={() => setConfirming(true)}>
            Reset demo data
          </Button>
        </div>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        size="small"
        title="Reset demo data?"
        description="Every change made in this browser (listings, profile, wallet, messages) goes back to the sample data, and you are signed out."
        footer={
          <>
            <DialogClose>Cancel</DialogClose>
            <DialogClose variant="critical" onPress={onReset}>
              Reset demo data
            </DialogClose>
          </>
        }
      />
    </section>
  );
}
