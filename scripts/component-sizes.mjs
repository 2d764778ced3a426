/**
 * `pnpm component-sizes`: what each packages/ui component costs a route chunk that imports only it.
 * Builds every component on its own (production, minified, React and the theme tokens left out as the app
 * already loads them) and prints its JavaScript and CSS in KB gzip, largest first.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const components = readdirSync('packages/ui/src/components', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const outDir = 'node_modules/.component-sizes';
const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

const sizes = [];
for (const name of components) {
  const dir = join(outDir, name);
  await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    build: {
      outDir: dir,
      emptyOutDir: true,
      minify: true,
      lib: { entry: `packages/ui/src/components/${name}/index.ts`, formats: ['es'], fileName: 'index' },
      rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  });
  const files = readdirSync(dir, { recursive: true }).map(String);
  const total = (ext) => files.filter((f) => f.endsWith(ext)).reduce((kb, f) => kb + gzipKb(join(dir, f)), 0);
  sizes.push({ name, js: total('.js'), css: total('.css') });
}
rmSync(outDir, { recursive: true, force: true });

sizes.sort((a, b) => b.js + b.css - (a.js + a.css));
console.log('component'.padEnd(20), 'JS KB gzip'.padStart(11), 'CSS KB gzip'.padStart(12));
for (const { name, js, css } of sizes) {
  console.log(name.padEnd(20), js.toFixed(1).padStart(11), css.toFixed(1).padStart(12));
}
