// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CSP_FILE, inlineScripts } from './csp';
import { NGINX_DIR, NGINX_SITE_FILE } from './nginxSite';
import { postBuildSteps, runPostBuild, type ClientBuild, type PostBuildStep } from './postBuild';

/*
 * The pipeline on a small client build of its own: every step but the server render (a whole SSR build of the
 * app, which the e2e tests cover through the real build) runs for real, so the order shows in what they wrote.
 */

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The server render's output for this build: a frame, the theme script and no routes to preload. */
const renderedFrame: PostBuildStep = {
  name: 'server render',
  run: (_build, made) => {
    made.shell = {
      html: '<header>PlastiHub frame</header>',
      themeScript: '<script>document.documentElement.className="light"</script>',
      routes: [],
      tokenKey: 'plastihub.token',
    };
  },
};
const stepsAfterRender = postBuildSteps.filter((step) => step.name !== 'server render');

describe('the steps after the client build', () => {
  let dir = '';
  const build = (settings: Partial<ClientBuild> = {}): ClientBuild => ({
    root: resolve(import.meta.dirname, '..'),
    dir,
    base: '/',
    apiBase: '/api',
    serviceWorker: true,
    rumUrl: '',
    bundle: {},
    precompress: true,
    ...settings,
  });
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'plastihub-post-build-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      // Over a kilobyte, as a real page is: smaller files are not worth compressing.
      `<!doctype html><html><head><meta name="description" content="${'Polymers. '.repeat(120)}">` +
        '<title>PlastiHub</title></head><body><div id="root"></div>' +
        '<script type="module" src="/assets/index-abc.js"></script></body></html>',
    );
    writeFileSync(join(dir, 'assets', 'index-abc.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"PlastiHub"}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are, in order: server render, opening script, policy, service worker, server rules, compression', () => {
    expect(postBuildSteps.map((step) => step.name)).toEqual([
      'server render',
      'opening script',
      'content security policy',
      'service worker',
      'server rules',
      'precompression',
    ]);
  });

  // Real builds: the opening script's (Vite), the worker's (Workbox), Brotli at its highest level. Seconds on a busy
  // machine.
  it(
    'each work on what the steps before wrote: the final page is the one allowed, precached and compressed',
    { timeout: 60_000 },
    async () => {
      const lines: string[] = [];
      await runPostBuild(build(), [renderedFrame, ...stepsAfterRender], (line) => lines.push(line));

      const page = read('index.html');
      expect(page).toContain('<div id="root"><header>PlastiHub frame</header></div>');
      const scripts = inlineScripts(page);
      // The theme script, then the opening script (built from src/opening.ts), after the title.
      expect(scripts).toHaveLength(2);
      expect(scripts[1]).toContain('modulepreload');
      // The policy allows exactly the final page's inline scripts; nginx sends that policy.
      const policy = read(CSP_FILE);
      for (const script of scripts) expect(policy).toContain(sha256(script));
      expect(read(join(NGINX_DIR, NGINX_SITE_FILE))).toContain(policy.trim());
      expect(read('_headers')).toContain(policy.trim());
      // The worker precaches the final page (its revision is the page's own hash).
      const revision = createHash('md5').update(page).digest('hex');
      expect(read('sw.js')).toMatch(new RegExp(`url:\\s*"index\\.html",\\s*revision:\\s*"${revision}"`));
      // The compressed copy is of the final page.
      expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(page);
      // The build's log names each step with its time.
      expect(lines).toEqual([
        expect.stringMatching(
          /^post-build: server render [\d.]+ s, opening script [\d.]+ s, content security policy [\d.]+ s, service worker [\d.]+ s, server rules [\d.]+ s, precompression [\d.]+ s$/,
        ),
      ]);
    },
  );

  it(
    'retire an installed worker in an API build without one, write none in the demo, and compress only when asked',
    { timeout: 60_000 },
    async () => {
      await runPostBuild(
        build({ serviceWorker: false, precompress: false }),
        [renderedFrame, ...stepsAfterRender],
        () => {},
      );
      expect(read('sw.js')).toContain('unregister');
      expect(existsSync(join(dir, 'index.html.br'))).toBe(false);

      rmSync(join(dir, 'sw.js'));
      writeFileSync(
        join(dir, 'index.html'),
        '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
      );
      await runPostBuild(
        build({ apiBase: '', serviceWorker: false }),
        [renderedFrame, ...stepsAfterRender],
        () => {},
      );
      expect(existsSync(join(dir, 'sw.js'))).toBe(false);
    },
  );

  it('refuse a step run before the one whose output it needs', async () => {
    await expect(runPostBuild(build(), stepsAfterRender, () => {})).rejects.toThrow(
      "needs the server render step's output",
    );
  });
});
