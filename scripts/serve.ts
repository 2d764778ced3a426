/**
 * `npm run serve`: nginx serving a production build with the configuration the build wrote (`nginx/site.conf`),
 * in the foreground, as the user who runs it. Its pid and temporary files go to `.tools/nginx/<port>/`.
 *
 *   tsx scripts/serve.ts [--dist packages/app/dist] [--port 8080] [--api http://127.0.0.1:4010]
 *
 * `--api` (or PLASTIHUB_API_UPSTREAM): where the API paths of a same-origin build (VITE_API_BASE_URL=/api) go.
 * The end-to-end tests serve packages/app/dist-api this way (e2e/playwright.config.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEBIAN_BROTLI_MODULE,
  DEBIAN_MIME_TYPES,
  nginxArgs,
  nginxMain,
  upstreamServer,
} from '../packages/app/build/nginxMain.ts';
import { NGINX_DIR, NGINX_SITE_FILE } from '../packages/app/build/nginxSite.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'packages/app/dist' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    api: { type: 'string', default: process.env.PLASTIHUB_API_UPSTREAM ?? 'http://127.0.0.1:4010' },
  },
});

const fail = (message: string): never => {
  console.error(`serve: ${message}`);
  process.exit(1);
};

const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
if (!existsSync(nginx))
  fail(
    `nginx is missing at ${nginx}. Install it (sudo apt-get install -y nginx libnginx-mod-http-brotli-static; ` +
      '`npm test` does that when run as root) or set NGINX_PATH.',
  );
if (!existsSync(DEBIAN_BROTLI_MODULE))
  fail(`nginx's Brotli module is missing (sudo apt-get install -y libnginx-mod-http-brotli-static).`);

const root = resolve(values.dist);
const site = resolve(root, NGINX_DIR, NGINX_SITE_FILE);
if (!existsSync(site))
  fail(`${site} is missing: build the app first (VITE_API_BASE_URL=/api npm run build).`);

/** Started as root, the workers run as the build folder's owner: they can read it wherever the clone is. */
function buildOwner() {
  if (process.getuid?.() !== 0) return undefined;
  const { uid } = statSync(root);
  const id = (flag: string) => spawnSync('id', [flag, String(uid)], { encoding: 'utf8' }).stdout.trim();
  return { name: id('-nu'), group: id('-ng') };
}

const port = Number(values.port);
const runDir = resolve('.tools', 'nginx', String(port));
mkdirSync(runDir, { recursive: true });
const config = resolve(runDir, 'nginx.conf');
writeFileSync(
  config,
  nginxMain({
    port,
    root,
    site,
    runDir,
    apiUpstream: { server: upstreamServer(values.api) },
    brotliModule: DEBIAN_BROTLI_MODULE,
    mimeTypes: DEBIAN_MIME_TYPES,
    accessLog: 'off',
    user: buildOwner(),
  }),
);

const args = nginxArgs(runDir, config);
const test = spawnSync(nginx, [...args, '-t', '-q'], { stdio: 'inherit' });
if (test.status !== 0) fail(`nginx refused ${config}`);

console.log(`serving ${root} on http://localhost:${port} (API: ${values.api})`);
const server = spawn(nginx, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // nginx's graceful stop: open requests finish, then the workers go.
  process.on(signal, () => server.kill('SIGQUIT'));
}
server.on('exit', (code) => process.exit(code ?? 0));
