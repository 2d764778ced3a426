import { browserStorage } from '../storage/browserStorage';

/**
 * Code whose download failed, in a browser that keeps the failure.
 *
 * Code the app loads later (a screen, an overlay, the API client) is downloaded again when it is next needed
 * (`retryableLazy`, Try again). The HTML standard has the next import of a module whose download failed download
 * it again, and recent Chromium does; older Chromium, Safari and Firefox keep the failure for the page's life, so
 * every later import of it fails at once and Try again could never bring the piece back. So when the download of
 * the same code fails a second time while everything it needs now downloads, the page reloads (the forms' drafts
 * kept first): the fresh page downloads it. A browser that downloads again never gets there unless the file failed
 * twice, and then a reload is a fair way back too.
 *
 * Vite's preload helper, through which every `import()` of the build goes, tells of each failure with a
 * `vite:preloadError` event; the error is rethrown as before, so the page shows its Try again meanwhile.
 */

/** The messages of a failed download of a module (Chromium, Firefox; Safari names no file). */
const DOWNLOAD_FAILED = /dynamically imported module|Importing a module script failed/i;
const FILE = /https?:\/\/\S+?\.m?js\b/;
/** The time of the last reload for failed code: no second one within a minute (no reload loop). */
const RELOADED_AT = 'plastihub.reloaded-for-code';
const RELOAD_GAP_MS = 60_000;

export interface KeptFailureOptions {
  /** Keeps what the page holds that a reload would lose (the forms' drafts). */
  beforeReload?: () => Promise<void> | void;
  reload?: () => void;
  /** Whether the file (or, when the browser named none, the page) downloads now. */
  downloads?: (url: string) => Promise<boolean>;
  now?: () => number;
}

async function downloadsNow(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    // A script must come as one: a server that answers a missing file with its page brings nothing back.
    const script = /\.m?js$/.test(new URL(url).pathname);
    return response.ok && (!script || /javascript/.test(response.headers.get('content-type') ?? ''));
  } catch {
    return false;
  }
}

/** Starts watching the page's code downloads; returns how to stop. */
export function reloadWhenDownloadFailuresAreKept(options: KeptFailureOptions = {}): () => void {
  const {
    beforeReload,
    reload = () => window.location.reload(),
    downloads = downloadsNow,
    now = Date.now,
  } = options;
  const storage = browserStorage('session');
  const failedOnce = new Set<string | null>();
  let checking = false;

  /**
   * Whether everything the failed code needs downloads now: the files the failures named, and every file the page
   * has asked for ahead (the modulepreload links of the opening page and of each import, which name the failed
   * module and the chunks it imports). Files that came before answer from the HTTP cache. Safari names no file:
   * the page itself answering says the connection is back.
   */
  async function everythingDownloads() {
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
    const files = new Set([...failedOnce].map((file) => file ?? window.location.href));
    for (const link of links) files.add(link.href);
    const answers = await Promise.all([...files].map((file) => downloads(file)));
    return answers.every(Boolean);
  }

  async function reloadIfEverythingDownloads() {
    // Within a minute of the last reload nothing is asked of the server.
    if (now() - Number(storage.getItem(RELOADED_AT) ?? 0) < RELOAD_GAP_MS) return;
    if (!(await everythingDownloads())) return;
    storage.setItem(RELOADED_AT, String(now()));
    // What could not be kept does not keep the page broken.
    await Promise.resolve()
      .then(beforeReload)
      .catch(() => undefined);
    reload();
  }

  const onFailure = (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    const message = error instanceof Error ? error.message : '';
    if (!DOWNLOAD_FAILED.test(message)) return;
    const file = FILE.exec(message)?.[0] ?? null;
    if (!failedOnce.has(file)) {
      failedOnce.add(file);
      return;
    }
    if (checking || !navigator.onLine) return;
    checking = true;
    void reloadIfEverythingDownloads().finally(() => {
      checking = false;
    });
  };
  window.addEventListener('vite:preloadError', onFailure);
  return () => window.removeEventListener('vite:preloadError', onFailure);
}
