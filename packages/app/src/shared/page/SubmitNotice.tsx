import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Alert } from '@plastihub/ui';
import { noticeDismissed } from '../data/data.slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/**
 * The message of the submit that led here ("Injection Molding Machine added successfully. It will be published
 * after review."), at the top of the page it led to, until dismissed or the page is left.
 */
export function SubmitNotice() {
  const notice = useAppSelector((state) => state.data.notice);
  const dispatch = useAppDispatch();
  const [pathname] = useLocation();
  const search = useSearch();
  const here = search ? `${pathname}?${search}` : pathname;
  const shown = notice !== null && notice.path === here;
  useEffect(() => {
    if (notice && !shown) dispatch(noticeDismissed());
  }, [notice, shown, dispatch]);
  if (!shown) return null;
  return (
    <Alert tone="success" onDismiss={() => dispatch(noticeDismissed())}>
      {notice.text}
    </Alert>
  );
}
