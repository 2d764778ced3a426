import { useEffect, type ReactNode } from 'react';
import { screenShown } from '../shared/routing/pageReady';
import { useAppDispatch } from '../shared/store/hooks';

/**
 * A screen as the app's router shows it: the page counts as ready once the screen's own content is in, so what
 * waits for a ready page (the home page's latest listings) loads in stories and tests as it does in the app.
 */
export function AsFirstPage({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(screenShown());
  }, [dispatch]);
  return children;
}
