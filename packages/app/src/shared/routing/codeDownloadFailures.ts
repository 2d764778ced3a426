import { browserStorage } from '../storage/browserStorage';
import type { EarlyCodeFailure } from './earlyCodeFailures';

/**
 * What the tab does when code it loads later (a screen, an overlay, the sign-in flows, a submit, the API client)
 * fails to download while the browser is online. Vite's preload helper, through which every `import()` of the
 * build goes, tells of each failure with a `vite:preloadError` event; the error is rethrown as before, so the page
 * shows its Try again meanwhile.
 *
 * - **A new release is live.** After a deploy the old release's files are gone: the failed file answers 404 (or the
 *   app's page in its place) and the server's index.html names another release. Every retry would fail the same
 *   way, so the tab says "PlastiHub has been updated" and reloads into the new release, the forms' drafts kept
 *   first (never a password: no form with one keeps a draft), at most once per release.
 * - **The browser keeps the failure.** The HTML standard has the next import of a module whose download failed
 *   download it again, and recent Chromium does; older Chromium, Safari and Firefox keep the failure for the page's
 *   life, so Try again could never bring the piece back. When the same code fails a second time while everything
 *   it needs now downloads, the page reloads, at most once a minute.
 *
 * An automatic reload never loops (its guard is kept in the tab's session storage; where it cannot be kept, the
 * tab does not reload by itself) and never runs while a submit or upload is in flight or a field holds what the
 * user typed that no draft keeps: the tab then offers Reload instead, and the user chooses when.
 */

/** The messages of a failed download of a module (Chromium, Firefox; Safari names no file). */
const DOWNLOAD_FAILED = /dynamically imported module|Importing a module script failed/i;
const FILE = /https?:\/\/\S+?\.m?js\b/;
/** The release index.html names (build: the release id; the About page shows it too). */
const RELEASE_MARK = /<meta\s+name="plastihub-release"\s+content="([^"]*)"/i;
/** The release this tab last reloaded into, and when it last reloaded for code the browser kept as failed. */
const RELOADED_INTO = 'plastihub.reloaded-into';
const RELOADED_FOR_CODE = 'plastihub.reloaded-for-code';
const RELOAD_GAP_MS = 60_000;
/** How long "PlastiHub has been updated" shows before the reload (read, and announced by screen readers). */
const NOTICE_MS = 1_500;

/** What the tab tells the user: `reloading` by itself, or `offer` a Reload for them to press. */
export type CodeNotice = { reason: 'updated' | 'code'; reloading: boolean };

export interface CodeFailureOptions {
  /** This tab's release (the index.html it was loaded with). */
  release: string;
  /** Whether a reload now loses nothing: no submit or upload in flight, no input that no draft keeps. */
  safeToReload: () => boolean;
  /** Keeps what the page holds that a reload would lose (the forms' drafts). */
  beforeReload: () => Promise<void> | void;
  /** Shows (or, with null, hides) the notice; its Reload calls `reloadNow`. */
  show: (notice: CodeNotice) => void;
  reload?: () => void;
  fetchFile?: (url: string) => Promise<Response>;
  /** Failures from before the watcher started (earlyCodeFailures.ts), taken in as if it had heard them. */
  earlier?: readonly EarlyCodeFailure[];
  now?: () => number;
  pause?: (ms: number) => Promise<void>;
}

const isScript = (url: string) => /\.m?js$/.test(new URL(url, window.location.href).pathname);

/** The app's own file answered as one would expect of it (a script as a script, not the app's page). */
const answersAsItself = (url: string, answer: Response) =>
  answer.ok && (!isScript(url) || /javascript/.test(answer.headers.get('content-type') ?? ''));

/** The release this tab was loaded with: index.html's mark, read as the app starts. */
export const pageRelease = (): string =>
  document.querySelector('meta[name="plastihub-release"]')?.getAttribute('content') ?? '';

/** Starts watching the page's code downloads; returns how to stop, and how to reload when the user asks. */
export function watchCodeDownloads(options: CodeFailureOptions) {
  const {
    release,
    safeToReload,
    beforeReload,
    show,
    reload = () => window.location.reload(),
    fetchFile = (url) => fetch(url, { cache: 'no-store' }),
    earlier = [],
    now = Date.now,
    pause = (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  } = options;
  const storage = browserStorage('session');
  const failedOnce = new Set<string | null>();
  let checking = false;

  const downloads = (url: string) =>
    fetchFile(url).then(
      (answer) => answersAsItself(url, answer),
      () => false,
    );

  /**
   * The release the server has now, when it is not this tab's: its index.html names another, or (a server that
   * does not say) the failed file is gone while the page answers. A query of its own reaches the server past the
   * service worker's copy of index.html.
   */
  async function liveRelease(file: string | null): Promise<string | null> {
    const index = await fetchFile(`${import.meta.env.BASE_URL}index.html?release-check=${now()}`).then(
      (answer) => (answer.ok ? answer.text() : null),
      () => null,
    );
    if (index === null) return null;
    const named = RELEASE_MARK.exec(index)?.[1];
    if (named !== undefined) return named !== release ? named : null;
    if (file === null || (await downloads(file))) return null;
    return `without ${file}`;
  }

  /** Keeps the drafts and reloads; what could not be kept does not keep the page broken. */
  async function reloadNow() {
    await Promise.resolve()
      .then(beforeReload)
      .catch(() => undefined);
    reload();
  }

  /** Reloads by itself when it may (`mark` stores its guard), or offers Reload. */
  async function reloadFor(reason: CodeNotice['reason'], mark: () => boolean) {
    if (!safeToReload() || !mark()) {
      show({ reason, reloading: false });
      return;
    }
    show({ reason, reloading: true });
    await pause(NOTICE_MS);
    await reloadNow();
  }

  /**
   * Whether everything the failed code needs downloads now: the files the failures named, and every file the page
   * has asked for ahead (the modulepreload links of the opening page and of each import). Files that came before
   * answer from the HTTP cache. Safari names no file: the page itself answering says the connection is back.
   */
  async function everythingDownloads() {
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
    const files = new Set([...failedOnce].map((file) => file ?? window.location.href));
    for (const link of links) files.add(link.href);
    const answers = await Promise.all([...files].map(downloads));
    return answers.every(Boolean);
  }

  async function handle(file: string | null) {
    const live = await liveRelease(file);
    if (live !== null) {
      // Once per release: reloaded into it already and still failing, the user decides.
      await reloadFor(
        'updated',
        () => storage.getItem(RELOADED_INTO) !== live && storage.setItem(RELOADED_INTO, live),
      );
      return;
    }
    if (!failedOnce.has(file)) {
      failedOnce.add(file);
      return;
    }
    if (now() - Number(storage.getItem(RELOADED_FOR_CODE) ?? 0) < RELOAD_GAP_MS) return;
    if (!(await everythingDownloads())) return;
    await reloadFor('code', () => storage.setItem(RELOADED_FOR_CODE, String(now())));
  }

  const failed = (error: unknown, online: boolean): Promise<void> | undefined => {
    const message = error instanceof Error ? error.message : '';
    // Code that threw is not a download failure.
    if (!DOWNLOAD_FAILED.test(message)) return undefined;
    const file = FILE.exec(message)?.[0] ?? null;
    // Offline, a failure only counts as the first: the retry once the connection is back (the page's Try again,
    // or its return online) is then the second, which tells of a browser that keeps the failure. So does each
    // failure while another is being checked (one missing chunk fails every module that imports it).
    if (!online || checking) {
      failedOnce.add(file);
      return undefined;
    }
    checking = true;
    return handle(file).finally(() => {
      checking = false;
    });
  };
  const onFailure = (event: Event) =>
    void failed((event as Event & { payload?: unknown }).payload, navigator.onLine);
  // The failures from before, one after the other: once each file in each round (the modules that import a missing
  // chunk fail together), so that a file that failed its retry too counts twice.
  void (async () => {
    const seen = new Set<string>();
    for (const { error, online, round } of earlier) {
      const key = `${round} ${error instanceof Error ? error.message : ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      await failed(error, online);
    }
  })();
  window.addEventListener('vite:preloadError', onFailure);
  return { stop: () => window.removeEventListener('vite:preloadError', onFailure), reloadNow };
}
