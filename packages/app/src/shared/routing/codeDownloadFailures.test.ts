import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchCodeDownloads, type CodeFailureOptions, type CodeNotice } from './codeDownloadFailures';

const FILE = 'http://localhost/assets/Contact.js';
const chromium = (file = FILE) => new TypeError(`Failed to fetch dynamically imported module: ${file}`);
const safari = () => new TypeError('Importing a module script failed.');

/** What Vite's preload helper dispatches when an import fails. */
function fail(error: unknown) {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
  window.dispatchEvent(event);
}

const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The server as the tab finds it: the release its index.html names, and which files it still has. */
const server = {
  release: '1' as string | null,
  has: (_url: string) => true,
};

const fetchFile = vi.fn(async (url: string) => {
  if (url.includes('index.html?release-check=')) {
    const mark = server.release === null ? '' : `<meta name="plastihub-release" content="${server.release}">`;
    return new Response(`<!doctype html><html><head>${mark}</head></html>`, {
      headers: { 'content-type': 'text/html' },
    });
  }
  return server.has(url)
    ? new Response('export {}', { headers: { 'content-type': 'text/javascript' } })
    : new Response('Not found', { status: 404 });
});

describe('code that fails to download', () => {
  let stop = () => {};
  let reloadNow: () => Promise<void> = async () => {};
  const reload = vi.fn();
  const beforeReload = vi.fn();
  const show = vi.fn((_notice: CodeNotice) => {});
  let safe = true;
  const watch = (options: Partial<CodeFailureOptions> = {}) => {
    const watcher = watchCodeDownloads({
      release: '1',
      safeToReload: () => safe,
      beforeReload,
      show,
      reload,
      fetchFile,
      pause: async () => {},
      ...options,
    });
    stop = watcher.stop;
    reloadNow = watcher.reloadNow;
  };

  beforeEach(() => {
    sessionStorage.clear();
    safe = true;
    server.release = '1';
    server.has = () => true;
    for (const mock of [reload, beforeReload, show, fetchFile]) mock.mockClear();
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  describe('after a deploy', () => {
    it('says PlastiHub has been updated and reloads into it, drafts kept first', async () => {
      watch();
      server.release = '2';
      server.has = () => false;
      fail(chromium());
      await settle();
      expect(show).toHaveBeenCalledWith({ reason: 'updated', reloading: true });
      expect(beforeReload).toHaveBeenCalledBefore(reload);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('reloads into a release once: failing again there, it offers Reload instead (no loop)', async () => {
      server.release = '2';
      watch();
      fail(chromium());
      await settle();
      expect(reload).toHaveBeenCalledTimes(1);
      stop();

      // The reloaded page is still release 1 (a cache in between served the old index.html).
      watch();
      fail(chromium());
      await settle();
      expect(reload).toHaveBeenCalledTimes(1);
      expect(show).toHaveBeenLastCalledWith({ reason: 'updated', reloading: false });
      await reloadNow();
      expect(reload).toHaveBeenCalledTimes(2);
    });

    it('knows the release is new from a missing file where the server names none', async () => {
      watch();
      server.release = null;
      server.has = (url) => !url.endsWith('/Contact.js');
      fail(chromium());
      await settle();
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('offers Reload, and reloads nothing by itself, while a submit is on its way or a form holds typed input', async () => {
      watch();
      server.release = '2';
      safe = false;
      fail(chromium());
      await settle();
      expect(reload).not.toHaveBeenCalled();
      expect(show).toHaveBeenCalledWith({ reason: 'updated', reloading: false });
      await reloadNow();
      expect(beforeReload).toHaveBeenCalledBefore(reload);
    });

    it('offers Reload where the tab cannot keep its guard (blocked storage): a reload loop could not be ruled out', async () => {
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('Access is denied.', 'SecurityError');
      });
      watch();
      server.release = '2';
      fail(chromium());
      await settle();
      expect(reload).not.toHaveBeenCalled();
      expect(show).toHaveBeenCalledWith({ reason: 'updated', reloading: false });
    });
  });

  describe('a browser that keeps a failed download (same release)', () => {
    it('leaves a first failure to the page (its Try again), and reloads when the same file fails again but downloads now', async () => {
      watch();
      fail(chromium());
      await settle();
      expect(reload).not.toHaveBeenCalled();

      fail(chromium());
      await settle();
      expect(fetchFile).toHaveBeenCalledWith(FILE);
      expect(show).toHaveBeenCalledWith({ reason: 'code', reloading: true });
      expect(beforeReload).toHaveBeenCalledBefore(reload);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('does not reload while the file still does not download, nor offline', async () => {
      watch();
      server.has = () => false;
      fail(chromium());
      await settle();
      fail(chromium());
      await settle();
      expect(reload).not.toHaveBeenCalled();

      server.has = () => true;
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      fail(chromium());
      await settle();
      expect(reload).not.toHaveBeenCalled();
    });

    it('counts a failure while offline as the first: the retry once the connection is back reloads', async () => {
      watch();
      const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      fail(chromium());
      await settle();
      expect(reload).not.toHaveBeenCalled();
      expect(fetchFile).not.toHaveBeenCalled();

      // Back online, the page tries by itself; the browser answers with the failure it kept.
      online.mockReturnValue(true);
      fail(chromium());
      await settle();
      expect(show).toHaveBeenCalledWith({ reason: 'code', reloading: true });
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('counts a failure from before it started (the opening screen’s code): the Try again after it reloads', async () => {
      watch({ earlier: [{ error: chromium(), online: true, round: 0 }] });
      await settle();
      expect(reload).not.toHaveBeenCalled();

      fail(chromium());
      await settle();
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('counts every file that failed while the first was checked: a missing chunk fails each module importing it', async () => {
      const screenFile = 'http://localhost/assets/Home.js';
      watch({
        earlier: [
          { error: chromium(), online: true, round: 0 },
          { error: chromium(screenFile), online: true, round: 0 },
        ],
      });
      await settle();
      expect(reload).not.toHaveBeenCalled();

      // Try again: the browser answers for the screen with the failure it kept.
      fail(chromium(screenFile));
      await settle();
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('reloads for a Try again that failed before it started: the same file failing in a second round', async () => {
      const screenFile = 'http://localhost/assets/Home.js';
      watch({
        earlier: [
          { error: chromium(), online: true, round: 0 },
          { error: chromium(screenFile), online: true, round: 0 },
          { error: chromium(screenFile), online: true, round: 0 },
          { error: chromium(screenFile), online: true, round: 1 },
        ],
      });
      await settle();
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('does not count the same file failing twice in one round (two modules importing it) as a retry', async () => {
      watch({
        earlier: [
          { error: chromium(), online: true, round: 0 },
          { error: chromium(), online: true, round: 0 },
        ],
      });
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
        server.has = (url) => !url.endsWith('/Shared.js');
        fail(chromium());
        await settle();
        fail(chromium());
        await settle();
        expect(fetchFile).toHaveBeenCalledWith('http://localhost/assets/Shared.js');
        expect(reload).not.toHaveBeenCalled();
      } finally {
        link.remove();
      }
    });

    it('counts failures per file: another file failing once reloads nothing', async () => {
      watch();
      fail(chromium());
      await settle();
      fail(chromium('http://localhost/assets/Other.js'));
      await settle();
      expect(reload).not.toHaveBeenCalled();
    });

    it('ignores errors that are not failed downloads (code that threw as it ran)', async () => {
      watch();
      fail(new TypeError('x is not a function'));
      await settle();
      fail(new TypeError('x is not a function'));
      await settle();
      expect(fetchFile).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
    });

    it('when the browser names no file (Safari), checks that the page itself answers', async () => {
      watch();
      fail(safari());
      await settle();
      fail(safari());
      await settle();
      expect(fetchFile).toHaveBeenCalledWith(window.location.href);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('reloads at most once a minute, across reloads of the tab (no reload loop)', async () => {
      let time = 1_000_000;
      watch({ now: () => time });
      fail(chromium());
      await settle();
      fail(chromium());
      await settle();
      expect(reload).toHaveBeenCalledTimes(1);
      stop();

      // The reloaded page: its own watcher, the same tab's storage.
      time += 30_000;
      watch({ now: () => time });
      fail(chromium());
      await settle();
      fail(chromium());
      await settle();
      expect(reload).toHaveBeenCalledTimes(1);

      time += 31_000;
      fail(chromium());
      await settle();
      expect(reload).toHaveBeenCalledTimes(2);
    });

    it('offers Reload instead while a reload would lose what the user is doing', async () => {
      watch();
      safe = false;
      fail(chromium());
      await settle();
      fail(chromium());
      await settle();
      expect(reload).not.toHaveBeenCalled();
      expect(show).toHaveBeenCalledWith({ reason: 'code', reloading: false });
    });

    it('reloads even when keeping the drafts fails', async () => {
      watch({ beforeReload: () => Promise.reject(new Error('drafts code did not download')) });
      fail(chromium());
      await settle();
      fail(chromium());
      await settle();
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });
});
