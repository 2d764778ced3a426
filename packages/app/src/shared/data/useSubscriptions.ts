import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { ResourceCall } from './definitions';
import { resourceSubscribed, resourceUnsubscribed } from './data.slice';

/**
 * The view's subscriptions (RTK Query's): each call's entry is kept, refreshed and asked again for while the view
 * is mounted and `enabled`; a session change (which drops every entry) subscribes it again, so it asks anew.
 * `calls` must keep its identity while its calls stay the same (useStableParams, useMemo).
 */
export function useSubscriptions(
  calls: readonly ResourceCall[],
  { enabled = true, polled = false }: { enabled?: boolean; polled?: boolean } = {},
) {
  const dispatch = useAppDispatch();
  const session = useAppSelector((state) => state.data.session);
  useEffect(() => {
    if (!enabled) return undefined;
    const views = calls.map((call) => (polled ? { ...call, polled } : call));
    views.forEach((view) => dispatch(resourceSubscribed(view)));
    return () => views.forEach((view) => dispatch(resourceUnsubscribed(view)));
  }, [dispatch, calls, enabled, polled, session]);
}
