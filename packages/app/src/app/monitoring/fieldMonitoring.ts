import { releaseId } from '../../shared/site/release';
import { sampleRate } from './sampling';

/**
 * Field monitoring (docs/deploy.md, "Field reports"): main.tsx imports this once the page is ready, in builds
 * with VITE_RUM_URL only. A VITE_RUM_SAMPLE share of page loads then loads web-vitals and starts reporting; the
 * rest nothing more.
 */
const url = import.meta.env.VITE_RUM_URL;
if (url && Math.random() < sampleRate(import.meta.env.VITE_RUM_SAMPLE)) {
  void import('./startFieldMonitoring').then(({ startFieldMonitoring, routeNameOf }) =>
    startFieldMonitoring({ url, release: releaseId, route: () => routeNameOf(window.location.pathname) }),
  );
}
