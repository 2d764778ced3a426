import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadWhenDownloadFailuresAreKept, type KeptFailureOptions } from './keptDownloadFailures';

const FILE = 'http://localhost/assets/Contact.js';
const chromium = (file = FILE) => new TypeError(`Failed to fetch dynamically imported module: ${file}`);
const safari = () => new TypeError('Importing a module script failed.');

/** What Vite's preload helper dispatches when an import fails. */
function fail(error: unknown) {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
  window.dispatchEvent(event);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reloadWhenDownloadFailuresAreKept', () => {
  let stop = () => {};
  const reload = vi.fn();
  const beforeReload = vi.fn();
  const downloads = vi.fn(async (_url: string) => true);
  const watch = (options: KeptFailureOptions = {}) => {
    stop = reloadWhenDownloadFailuresAreKept({ reload, beforeReload, downloads, ...options });
  };

  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
    beforeReload.mockClear();
    downloads.mockClear();
    downloads.mockImplementation(async () => true);
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('leaves a first failure to the page (its Try again), and reloads when the same file fails again but downloads now', async () => {
    watch();
    fail(chromium());
    await settle();
    expect(downloads).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    fail(chromium());
    await settle();
    expect(downloads).toHaveBeenCalledWith(FILE);
    expect(beforeReload).toHaveBeenCalledBefore(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while the file still does not download, nor offline', async () => {
    watch();
    downloads.mockImplementation(async () => false);
    fail(chromium());
    fail(chromium());
    await settle();
    expect(reload).not.toHaveBeenCalled();

    downloads.mockImplementation(async () => true);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fail(chromium());
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload while a chunk the failed module imports (a preloaded file) still does not download', async () => {
    const link = Object.assign(document.createElement('link'), {
      rel: 'modulepreload',
      href: 'http://localhost/assets/Shared.js',
    });
    document.head.append(link);
    try {
      watch();
      downloads.mockImplementation(async (url) => !url.endsWith('/Shared.js'));
      fail(chromium());
      fail(chromium());
      await settle();
      expect(downloads).toHaveBeenCalledWith('http://localhost/assets/Shared.js');
      expect(reload).not.toHaveBeenCalled();
    } finally {
      link.remove();
    }
  });

  it('counts failures per file: another file failing once reloads nothing', async () => {
    watch();
    fail(chromium());
    fail(chromium('http://localhost/assets/Other.js'));
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores errors that are not failed downloads (code that threw as it ran)', async () => {
    watch();
    fail(new TypeError('x is not a function'));
    fail(new TypeError('x is not a function'));
    await settle();
    expect(downloads).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('when the browser names no file (Safari), checks that the page itself answers', async () => {
    watch();
    fail(safari());
    fail(safari());
    await settle();
    expect(downloads).toHaveBeenCalledWith(window.location.href);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at most once a minute, across reloads of the tab (no reload loop)', async () => {
    let time = 1_000_000;
    watch({ now: () => time });
    fail(chromium());
    fail(chromium());
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
    stop();

    // The reloaded page: its own watcher, the same tab's storage.
    time += 30_000;
    watch({ now: () => time });
    fail(chromium());
    fail(chromium());
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);

    time += 31_000;
    fail(chromium());
    await settle();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads even when keeping the drafts fails', async () => {
    watch({ beforeReload: () => Promise.reject(new Error('drafts code did not download')) });
    fail(chromium());
    fail(chromium());
    await settle();
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
