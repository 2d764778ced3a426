import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AppLayout, LoadingOverlay, MainNav, TopBar } from '@plastihub/ui';
import { useAppDispatch, useAppSelector } from '../shared/hooks';
import { useNavigate } from '../shared/routing/useNavigate';
import { logoutRequested } from '../shared/session';
import { CONTACT_EMAIL, SOCIAL_LINKS } from '../shared/siteContacts';

const UnprocessableAlert = lazy(() => import('./UnprocessableAlert'));
// Below the fold on every page: kept out of the first page's script (about 1 KB gzip), it loads once the
// page is ready.
const SiteFooter = lazy(() => import('./SiteFooter'));
// Signed in only, once the page is ready: the chat link polls the unread total; its place in the bar is kept.
const UnreadChatLink = lazy(() => import('../shared/chat/UnreadChatLink'));

// Demo builds only: with VITE_API_BASE_URL set this is `null` at build time and the demo controls
// (and the mock database they reset) are in no chunk of the build.
const DemoControls = import.meta.env.VITE_API_BASE_URL ? null : lazy(() => import('./demo/DemoControls'));

/** The frame every visitor passes through: top bar, main menu, content, footer, the loading overlay. */
export function Shell({
  children,
  sessionPending = false,
}: {
  children: ReactNode;
  sessionPending?: boolean;
}) {
  const [location] = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const greetingName = useAppSelector(({ auth }) =>
    auth.signedIn ? auth.user?.name || auth.user?.firstName || 'there' : null,
  );
  // The account menu, the chat link and the footer wait until the page has shown its content.
  const pageReady = useAppSelector(({ page }) => page.ready);
  useFocusMainOnNavigation(location);

  return (
    <AppLayout
      header={
        <TopBar
          email={CONTACT_EMAIL}
          socialLinks={SOCIAL_LINKS}
          user={greetingName === null ? undefined : { name: greetingName }}
          accountPending={sessionPending}
          accountMenuDeferred={!pageReady}
          accountLinks={
            greetingName === null ? undefined : (
              <Suspense fallback={null}>{pageReady && <UnreadChatLink />}</Suspense>
            )
          }
          onLogout={() => dispatch(logoutRequested())}
          currentPath={location}
          onNavigate={navigate}
          nav={<MainNav currentPath={location} onNavigate={navigate} />}
        />
      }
      footer={
        <>
          {DemoControls && (
            <Suspense fallback={null}>
              <DemoControls />
            </Suspense>
          )}
          <Suspense fallback={null}>{pageReady && <SiteFooter />}</Suspense>
        </>
      }
    >
      <UnprocessableNotice />
      {children}
      <BusyOverlay />
    </AppLayout>
  );
}

/*
 * Every request starts and ends with a change of the request counters: these two read them themselves, so
 * that the frame around them (top bar, menu, footer) does not render again twice per request.
 */

function UnprocessableNotice() {
  const hasUnprocessable = useAppSelector((state) => state.requests.unprocessable !== null);
  return hasUnprocessable ? (
    <Suspense fallback={null}>
      <UnprocessableAlert />
    </Suspense>
  ) : null;
}

function BusyOverlay() {
  const busy = useAppSelector((state) => state.requests.inFlight > 0);
  return <LoadingOverlay active={busy} />;
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
