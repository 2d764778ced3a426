import { useState } from 'react';
import { Button, Dialog, DialogClose, Text } from '@plastihub/ui';
import { useSignedInUserId } from '../account/signedInUser';
import { clearToolsData } from './userStore';

/**
 * My Account's "Clear my saved data": the user's shortlist, recently viewed listings, saved searches and watched
 * prices leave this browser, after a confirmation.
 */
export function ClearToolsData() {
  const userId = useSignedInUserId();
  const [confirming, setConfirming] = useState(false);
  const [cleared, setCleared] = useState(false);
  if (userId === null) return null;
  return (
    <>
      <Button variant="secondary" onPress={() => setConfirming(true)}>
        Clear my saved data
      </Button>
      <Text role="status" tone="muted">
        {cleared ? 'Your saved data is cleared from this browser.' : ''}
      </Text>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        size="small"
        title="Clear your saved data?"
        description="Your shortlist, recently viewed listings, saved searches and watched prices will be removed from this browser. This cannot be undone."
        footer={
          <>
            <DialogClose>Cancel</DialogClose>
            <DialogClose
              variant="critical"
              onPress={() => {
                clearToolsData(userId);
                setCleared(true);
              }}
            >
              Clear
            </DialogClose>
          </>
        }
      />
    </>
  );
}
