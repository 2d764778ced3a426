import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Alert, AppLayout, Footer, LoadingOverlay, MainNav } from '@plastihub/ui';
import { useAppDispatch, useAppSelector } from './hooks';
import { useNavigate } from './useNavigate';
import { unprocessableDismissed } from '../shared/requests.slice';

/** The frame every visitor passes through: top bar, main menu, content, footer, the loading overlay. */
export function Shell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const busy = useAppSelector((state) => state.requests.inFlight > 0);
  const unprocessable = useAppSelector((state) => state.requests.unprocessable);
  useFocusMainOnNavigation(location);

  return (
    <AppLayout
      header={<MainNav currentPath={location} onNavigate={navigate} />}
      footer={<Footer currentPath={location} onNavigate={navigate} />}
    >
      {unprocessable && (
        <Alert
          tone="critical"
          title={unprocessable.message}
          errors={Object.values(unprocessable.errors)}
          onDismiss={() => dispatch(unprocessableDismissed())}
        />
      )}
      {children}
      <LoadingOverlay active={busy} />
    </AppLayout>
  );
}

/** After a client-side navigation, screen-reader and keyboard users start at the new page's content. */
function useFocusMainOnNavigation(location: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [location]);
}
