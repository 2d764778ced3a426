import { API_UPSTREAM } from './nginxSite.ts';

/**
 * A whole nginx configuration around a build's `nginx/site.conf`: one `server` that listens on a port, serves
 * the build's folder and passes the API to its upstream. Runs in the foreground as the user who starts it, with
 * its pid and temporary files in `runDir`: `npm run serve` and the end-to-end tests write one (scripts/serve.ts),
 * and the build writes the container's (`nginx/container.conf`, for the Dockerfile).
 */

export interface NginxMainInput {
  port: number;
  /** The build's folder (or the folder a deploy publishes releases into). */
  root: string;
  /** The build's `nginx/site.conf`. */
  site: string;
  /** The pid file and the temporary files' folders. */
  runDir: string;
  /** The API's `host:port` (`api.internal:8000`), or the file that defines the `plastihub_api` upstream. */
  apiUpstream: { server: string } | { include: string };
  /** Debian's module for the precompressed .br files (libnginx-mod-http-brotli-static). */
  brotliModule: string;
  mimeTypes: string;
  /** `off`, or where each request is logged (`/dev/stdout` in a container). */
  accessLog: string;
  /** Started as root: the user and group the workers run as (they read the build's files). */
  user?: { name: string; group: string };
}

export const DEBIAN_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const DEBIAN_MIME_TYPES = '/etc/nginx/mime.types';

/** How nginx is started on a configuration: its prefix, and its first log lines on stderr (not a root-owned file). */
export const nginxArgs = (runDir: string, config: string) => ['-p', runDir, '-e', 'stderr', '-c', config];

/**
 * The container's configuration (the Dockerfile copies `deploy/nginx.conf`, which deploy.test.ts keeps equal to
 * this): non-root on 8080, releases published into /srv/plastihub, the upstream written at start from
 * PLASTIHUB_API_UPSTREAM (deploy/entrypoint.sh), each request logged to the container's output.
 */
export const CONTAINER_NGINX: NginxMainInput = {
  port: 8080,
  root: '/srv/plastihub',
  site: '/etc/nginx/plastihub/site.conf',
  runDir: '/tmp/nginx',
  apiUpstream: { include: '/tmp/nginx/upstream.conf' },
  brotliModule: DEBIAN_BROTLI_MODULE,
  mimeTypes: DEBIAN_MIME_TYPES,
  accessLog: '/dev/stdout',
};

/** `http://localhost:4010/api` or `localhost:4010` as nginx's `host:port` (the port the scheme implies if none). */
export function upstreamServer(address: string): string {
  const url = new URL(/^[a-z]+:\/\//i.test(address) ? address : `http://${address}`);
  if (url.protocol !== 'http:') throw new Error(`the API upstream must be http:// (${address})`);
  return `${url.hostname}:${url.port || '80'}`;
}

export function nginxMain(input: NginxMainInput): string {
  const temp = (name: string) => `${input.runDir}/${name}`;
  const upstream =
    'server' in input.apiUpstream
      ? [`  upstream ${API_UPSTREAM} {`, `    server ${input.apiUpstream.server};`, '  }']
      : [`  include ${input.apiUpstream.include};`];
  return [
    '# PlastiHub: written by packages/app/build/nginxMain.ts.',
    `load_module ${input.brotliModule};`,
    ...(input.user ? [`user ${input.user.name} ${input.user.group};`] : []),
    'daemon off;',
    'worker_processes auto;',
    `pid ${temp('nginx.pid')};`,
    'error_log stderr warn;',
    'events {',
    '  worker_connections 1024;',
    '}',
    'http {',
    `  include ${input.mimeTypes};`,
    '  default_type application/octet-stream;',
    `  access_log ${input.accessLog};`,
    '  sendfile on;',
    '  tcp_nopush on;',
    '  keepalive_timeout 65;',
    `  client_body_temp_path ${temp('client_body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    ...upstream,
    '  server {',
    `    listen ${input.port};`,
    `    root ${input.root};`,
    `    include ${input.site};`,
    '  }',
    '}',
    '',
  ].join('\n');
}
