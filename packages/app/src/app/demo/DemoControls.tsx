import { useSyncExternalStore } from 'react';
import { approveDemoListings } from '@plastihub/api-client';
import { demoStorageNotice, resetDatabase, subscribeDemoStorageNotice } from '@plastihub/mocks/browser';
import { DemoNotice } from '@plastihub/ui';
import { useAppSelector } from '../../shared/store/hooks';
import { clearSession } from '../../features/auth';
import { defineMutation } from '../../shared/data/definitions';
import { useMutation } from '../../shared/data/useData';

const listingsApproval = defineMutation('demo.approveListings', approveDemoListings);

/** Back to the seed data. The demo's sessions go with it, so this browser signs out too. */
function resetDemo() {
  resetDatabase();
  clearSession();
  window.location.reload();
}

/**
 * The demo band above the footer (demo builds only, loaded lazily by the Shell): says the data is
 * a demo kept in this browser, resets it, and lets a signed-in seller approve their pending listings.
 * It also says when the saved demo data was damaged (and reset) or cannot be kept (full storage).
 */
export default function DemoControls() {
  const signedIn = useAppSelector((state) => state.auth.signedIn);
  // The seller's grids and details on screen show the new status at once.
  const approval = useMutation(listingsApproval, { invalidates: ['selling.*'] });
  const storageNotice = useSyncExternalStore(subscribeDemoStorageNotice, demoStorageNotice);
  const status = approval.state.status === 'idle' ? storageNotice : approval.state.message;
  return (
    <DemoNotice
      onReset={resetDemo}
      onApproveListings={signedIn ? () => approval.submit({}) : undefined}
      approving={approval.state.status === 'submitting'}
      status={status}
    />
  );
}
