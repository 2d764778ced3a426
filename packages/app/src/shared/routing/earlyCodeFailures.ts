/**
 * Failed code downloads from before the code watcher (codeDownloadFailures.ts, loaded once the page has shown)
 * was listening: the opening page's own screen or API client. Without them, a browser that keeps a failed download
 * would need the user's Try again twice before the page reloads.
 */
export interface EarlyCodeFailure {
  /** What Vite's preload helper reported. */
  error: unknown;
  /** Whether the browser was online when it failed. */
  online: boolean;
  /**
   * How many times the page had been told to download failed code again (retryableLazy's
   * `forgetFailedDownloads`): a file failing in two rounds failed a retry, not only its first download.
   */
  round: number;
}

const kept: EarlyCodeFailure[] = [];
let round = 0;

/** The page is about to download failed code again (a Try again): later failures are a new round. */
export function nextDownloadRound() {
  round += 1;
}

const keep = (event: Event) => {
  kept.push({ error: (event as Event & { payload?: unknown }).payload, online: navigator.onLine, round });
};

/** From the app's start: keeps each failed download until the watcher takes them. */
export function keepEarlyCodeFailures() {
  window.addEventListener('vite:preloadError', keep);
}

/** The failures kept so far; from now on the watcher hears them itself. */
export function takeEarlyCodeFailures(): EarlyCodeFailure[] {
  window.removeEventListener('vite:preloadError', keep);
  return kept.splice(0);
}
