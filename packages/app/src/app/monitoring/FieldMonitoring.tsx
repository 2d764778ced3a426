import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { sampleRate } from './fieldReports';

/** The route on screen, for reports made outside React (errors, failed calls). */
let currentPath = window.location.pathname;
let started = false;

/**
 * Field monitoring (docs/deploy.md), in builds with VITE_RUM_URL only (Shell.tsx renders it once the page is
 * ready). A share of page loads (VITE_RUM_SAMPLE) loads web-vitals and starts reporting; the rest nothing more.
 */
export default function FieldMonitoring() {
  const [location] = useLocation();
  useEffect(() => {
    currentPath = location;
  }, [location]);

  useEffect(() => {
    const url = import.meta.env.VITE_RUM_URL;
    if (started || !url) return;
    started = true;
    if (Math.random() >= sampleRate(import.meta.env.VITE_RUM_SAMPLE)) return;
    void import('./startFieldMonitoring').then(({ startFieldMonitoring, routeNameOf }) =>
      startFieldMonitoring({
        url,
        release: import.meta.env.VITE_RELEASE ?? 'development',
        route: () => routeNameOf(currentPath),
      }),
    );
  }, []);
  return null;
}
