import { OfflineDataNotice } from '@plastihub/ui';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { connectionRestored } from '../../shared/data/data.slice';
import type { SharedState } from '../../shared/store/store.types';
import { useOnline } from './useOnline';

/** When the oldest answer on hand that the service worker kept was saved; null when none is. */
export function oldestSavedAnswer(state: SharedState): number | null {
  let oldest: number | null = null;
  for (const entry of Object.values(state.data.cache)) {
    if (entry.savedAt !== undefined && (oldest === null || entry.savedAt < oldest)) oldest = entry.savedAt;
  }
  return oldest;
}

/**
 * Says that the page shows answers kept from an earlier visit (the network was out), and when they were saved;
 * back online, offers to refresh them (the data layer also asks again once by itself).
 */
export default function SavedAnswersNotice() {
  const savedAt = useAppSelector(oldestSavedAnswer);
  const online = useOnline();
  const dispatch = useAppDispatch();
  if (savedAt === null) return null;
  return (
    <OfflineDataNotice
      savedAt={new Date(savedAt)}
      online={online}
      onRefresh={() => dispatch(connectionRestored())}
    />
  );
}
