import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type { renderShell as RenderShell } from '../src/prerender';

const SSR_OUT = 'node_modules/.prerender';

/**
 * After the client build: renders src/prerender.tsx (an SSR build of the same app, same class names) and
 * writes the static shell into index.html, with the theme class set before the first paint.
 */
export function prerenderShell(): Plugin {
  let outDir = '';
  let root = '';
  let isSsrBuild = false;
  return {
    name: 'plastihub:prerender-shell',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
      isSsrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsrBuild) return;
      const ssrOutDir = join(root, SSR_OUT);
      await build({
        root,
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: ssrOutDir, emptyOutDir: true },
      });
      const { renderShell } = (await import(
        `${pathToFileURL(join(ssrOutDir, 'prerender.js')).href}?t=${Date.now()}`
      )) as { renderShell: typeof RenderShell };
      const shell = renderShell();
      rmSync(ssrOutDir, { recursive: true, force: true });
      const indexPath = join(root, outDir, 'index.html');
      const theme = `<script>document.documentElement.classList.add(matchMedia('(prefers-color-scheme: dark)').matches?'${shell.darkTheme}':'${shell.lightTheme}')</script>`;
      const html = readFileSync(indexPath, 'utf8')
        .replace('<div id="root"></div>', `<div id="root">${shell.html}</div>`)
        .replace('</title>', `</title>\n    ${theme}`);
      if (!html.includes(shell.html))
        throw new Error('prerender: <div id="root"></div> is missing from index.html');
      writeFileSync(indexPath, html);
    },
  };
}
