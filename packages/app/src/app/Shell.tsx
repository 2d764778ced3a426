import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AppLayout, MainNav, TopBar } from '@plastihub/ui';
import { useAppDispatch, useAppSelector } from '../shared/store/hooks';
import { QuietBoundary } from '../shared/page/QuietBoundary';
import { SubmitNotice } from '../shared/page/SubmitNotice';
import { retryableLazy } from '../shared/routing/retryableLazy';
import { logoutRequested } from '../shared/account/session';
import { siteContacts } from '../shared/site/siteContacts';
import type { InstallAction } from './offline/InstallOffer';

// Each piece below loads after the page, each under its own QuietBoundary: a piece whose code does not download
// (offline, or a new release removed the old files) is missing until the next page tries again, and the page
// around it stays.
const UnprocessableAlert = retryableLazy(() => import('./UnprocessableAlert'));
// Below the fold on every page: kept out of the first page's script, it loads once the page is ready.
const SiteFooter = retryableLazy(() => import('./SiteFooter'));
// With the first submit that takes a while (page loads show skeletons instead).
const SubmitOverlay = retryableLazy(() => import('./SubmitOverlay'));
// Signed in only, once the page is ready: the chat link polls the unread total; its place in the bar is kept.
const UnreadChatLink = retryableLazy(() => import('../shared/chat/UnreadChatLink'));

// Demo builds only: with VITE_API_BASE_URL set this is `null` at build time and the demo controls
// (and the mock database they reset) are in no chunk of the build.
const DemoControls = import.meta.env.VITE_API_BASE_URL
  ? null
  : retryableLazy(() => import('./demo/DemoControls'));

// After the page, on every build: the top bar's "Offline", the note on answers kept from an earlier visit, and the
// browser's offer to install the app (a menu entry).
const ConnectionStatus = retryableLazy(() => import('./offline/ConnectionStatus'));
// Code the tab downloads later that a deploy removed: "PlastiHub has been updated", and the reload into it.
const CodeUpdates = retryableLazy(() => import('./offline/CodeUpdates'));
const SavedAnswersNotice = retryableLazy(() => import('./offline/SavedAnswersNotice'));
const InstallOffer = retryableLazy(() => import('./offline/InstallOffer'));

// API builds: the service worker (offline pages, updates), registered once the page is ready; `null` in the demo
// (MSW's worker serves its backend there) and with VITE_SERVICE_WORKER=off.
const ServiceWorkerUpdates =
  import.meta.env.VITE_API_BASE_URL && import.meta.env.VITE_SERVICE_WORKER !== 'off'
    ? retryableLazy(() => import('./offline/ServiceWorkerUpdates'))
    : null;

/** A piece that loads after the page: nothing while its code downloads, nothing if it cannot. */
function LaterPiece({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <QuietBoundary retryKey={location}>
      <Suspense fallback={null}>{children}</Suspense>
    </QuietBoundary>
  );
}

/** The frame every visitor passes through: top bar, main menu, content, footer, the submit overlay. */
export function Shell({
  children,
  sessionPending = false,
}: {
  children: ReactNode;
  sessionPending?: boolean;
}) {
  const [location] = useLocation();
  const dispatch = useAppDispatch();
  const greetingName = useAppSelector(({ auth }) =>
    auth.signedIn ? auth.user?.name || auth.user?.firstName || 'there' : null,
  );
  // The account menu, the chat link and the footer wait until the page has shown its content.
  const pageReady = useAppSelector(({ page }) => page.ready);
  const [install, setInstall] = useState<InstallAction | null>(null);
  useFocusMainOnNavigation(location);

  return (
    <AppLayout
      header={
        <TopBar
          email={siteContacts.email}
          socialLinks={siteContacts.social}
          user={greetingName === null ? undefined : { name: greetingName }}
          accountPending={sessionPending}
          accountMenuDeferred={!pageReady}
          accountLinks={
            greetingName === null ? undefined : <LaterPiece>{pageReady && <UnreadChatLink />}</LaterPiece>
          }
          onLogout={() => dispatch(logoutRequested())}
          currentPath={location}
          nav={<MainNav currentPath={location} action={install ?? undefined} />}
          status={<LaterPiece>{pageReady && <ConnectionStatus />}</LaterPiece>}
        />
      }
      footer={
        <>
          {DemoControls && (
            <LaterPiece>
              <DemoControls />
            </LaterPiece>
          )}
          <LaterPiece>{pageReady && <SiteFooter />}</LaterPiece>
          {ServiceWorkerUpdates && <LaterPiece>{pageReady && <ServiceWorkerUpdates />}</LaterPiece>}
          <LaterPiece>{pageReady && <InstallOffer onOffer={setInstall} />}</LaterPiece>
          <LaterPiece>{pageReady && <CodeUpdates />}</LaterPiece>
        </>
      }
    >
      <UnprocessableNotice />
      <SubmitNotice />
      <LaterPiece>{pageReady && <SavedAnswersNotice />}</LaterPiece>
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
    <LaterPiece>
      <UnprocessableAlert />
    </LaterPiece>
  ) : null;
}

function BusyOverlay() {
  const busy = useAppSelector((state) => state.requests.inFlight > 0);
  return busy ? (
    <LaterPiece>
      <SubmitOverlay />
    </LaterPiece>
  ) : null;
}

/** How long a new page may take to show its heading (its code and record to arrive) for focus to move to it. */
const headingWaitMs = 10_000;

/** The new page's heading once it shows (a hidden Suspense leftover does not count). */
function shownHeading(main: HTMLElement): HTMLElement | null {
  const heading = main.querySelector('h1');
  if (!heading || heading.closest('[hidden]')) return null;
  return heading.checkVisibility?.() === false ? null : heading;
}

/**
 * After a client-side navigation, screen-reader and keyboard users start at the top of the new page: focus goes
 * to the main content at once, and on to the page's heading when it shows, so that a screen reader says which page
 * this is ("heading level 1, Injection Moulding Machines"). Focus the user has moved meanwhile stays where it is.
 */
function useFocusMainOnNavigation(location: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (!main) return;
    main.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
    const focusHeading = () => {
      const heading = shownHeading(main);
      if (!heading) return false;
      if (document.activeElement === main) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    const watch = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const stop = () => {
      watch.disconnect();
      clearTimeout(giveUp);
    };
    const giveUp = setTimeout(stop, headingWaitMs);
    watch.observe(main, { childList: true, subtree: true });
    return stop;
  }, [location]);
}
