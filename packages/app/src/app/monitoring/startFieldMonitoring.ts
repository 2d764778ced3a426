import { onCLS, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { watchFailedCalls } from '@plastihub/api-client';
import { routeAt } from '../routing/preloadRoute';
import {
  createReporter,
  downloadReport,
  errorReport,
  tagAndRolePath,
  vitalReport,
  type FieldReport,
} from './fieldReports';

/** The route's name in the route table (`tradeProducts`); `notFound` for a path no route has. */
export const routeNameOf = (path: string) => routeAt(path)?.name ?? 'notFound';

export interface FieldMonitoringOptions {
  /** VITE_RUM_URL: where the beacons go. */
  url: string;
  release: string;
  /** The name of the route on screen now (the browser's location is wouter's). */
  route: () => string;
}

/** The path this page load began on (a visitor may have moved on inside the app since). */
function landingPath(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation ? new URL(navigation.name).pathname : window.location.pathname;
}

/**
 * Starts reporting this page load: Core Web Vitals with attribution (web-vitals, from the entries the browser
 * kept since the page began), uncaught errors, code that did not download and failed API calls, in batches by
 * `navigator.sendBeacon`, the last one as the page is hidden or left. Vitals are the page load's, named by the
 * route it began on; the rest by the route on screen when it happened.
 */
export function startFieldMonitoring({ url, release, route }: FieldMonitoringOptions) {
  const reporter = createReporter({ release, send: (body) => navigator.sendBeacon(url, body) });
  const add = (report: FieldReport) => reporter.add(report);

  const landing = routeNameOf(landingPath());
  const vital = (metric: MetricWithAttribution) => {
    if (metric.name !== 'FCP') add(vitalReport(landing, metric));
  };
  const options = { generateTarget: tagAndRolePath };
  onLCP(vital, options);
  onINP(vital, options);
  onCLS(vital, options);
  onTTFB(vital, options);

  window.addEventListener('error', (event) => add(errorReport(route(), event.error ?? event.message)));
  window.addEventListener('unhandledrejection', (event) => add(errorReport(route(), event.reason)));
  // Vite's preload helper tells of every failed download of code (shared/routing/keptDownloadFailures.ts).
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    add(downloadReport(route(), error instanceof Error ? error.message : ''));
  });
  watchFailedCalls((call) => add({ type: 'api', route: route(), ...call }));

  // After web-vitals' own listener (on the window, capturing), which reports the page's last values.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  window.addEventListener('pagehide', reporter.flush);
}
