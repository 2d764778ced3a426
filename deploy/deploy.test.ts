import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTAINER_NGINX, nginxArgs, nginxMain } from '../packages/app/build/nginxMain';
import { NGINX_DIR, NGINX_SITE_FILE } from '../packages/app/build/nginxSite';

// The container cannot be built on this machine (no Docker engine): what can be checked without one is that the
// Dockerfile runs the documented build, copies what that build writes to where the configuration reads it, and
// starts nginx the way `npm run serve` and the end-to-end tests do. publish-release.sh runs for real below.

const root = join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const dockerfile = read('Dockerfile');
const entrypoint = read('deploy/entrypoint.sh');
const [buildStage = '', serverStage = ''] = dockerfile.split(/^FROM /m).slice(1);
const copies = (stage: string) =>
  [...stage.matchAll(/^COPY (--from=\w+ )?(.+)$/gm)].map(([, from, paths]) => {
    const parts = (paths ?? '').split(' ');
    return { fromBuild: Boolean(from), sources: parts.slice(0, -1), target: parts.at(-1) ?? '' };
  });
const CONTAINER_CONFIG = '/etc/nginx/plastihub/nginx.conf';

describe('the Dockerfile', () => {
  it('builds with the documented command, the project’s pnpm and a Node the project takes', () => {
    const { packageManager, engines } = JSON.parse(read('package.json')) as {
      packageManager: string;
      engines: { node: string };
    };
    expect(buildStage).toMatch(/^node:20-bookworm-slim AS build/);
    expect(engines.node).toBe('>=20.19');
    expect(buildStage).toContain(`npm install --global ${packageManager}`);
    expect(buildStage).toContain('RUN pnpm install --frozen-lockfile');
    expect(buildStage).toContain('RUN npm run build');
    expect(read('docs/deploy.md')).toContain('npm run build');
    // The dependencies' layer has every package of the workspace.
    for (const workspacePackage of ['packages/api-client', 'packages/app', 'packages/ui', 'mocks'])
      expect(buildStage).toContain(`COPY ${workspacePackage}/package.json ${workspacePackage}/`);
  });

  it('passes on each of the app’s build settings', () => {
    const settings = [...read('packages/app/src/vite-env.d.ts').matchAll(/readonly (VITE_\w+)/g)]
      .map(([, name]) => name)
      .filter((name) => name !== 'VITE_DEMO_CREDENTIALS');
    const args = [...buildStage.matchAll(/^ARG (VITE_\w+)/gm)].map(([, name]) => name);
    expect(args.sort()).toEqual(settings.sort());
    expect(buildStage).toMatch(/^ARG PLASTIHUB_RELEASE$/m);
  });

  it('copies the build and the configuration it wrote to where nginx and the start script read them', () => {
    const fromBuild = copies(serverStage).filter((copy) => copy.fromBuild);
    expect(fromBuild).toEqual([
      { fromBuild: true, sources: ['/app/packages/app/dist'], target: '/opt/plastihub/release' },
      {
        fromBuild: true,
        sources: [`/app/packages/app/dist/${NGINX_DIR}/${NGINX_SITE_FILE}`],
        target: CONTAINER_NGINX.site,
      },
    ]);
    expect(copies(serverStage)).toContainEqual({
      fromBuild: false,
      sources: ['deploy/nginx.conf'],
      target: CONTAINER_CONFIG,
    });
    for (const { fromBuild: built, sources } of copies(serverStage))
      for (const source of sources) if (!built) expect(existsSync(join(root, source)), source).toBe(true);
    expect(serverStage).toContain(`EXPOSE ${CONTAINER_NGINX.port}`);
    expect(serverStage).toContain(`VOLUME ${CONTAINER_NGINX.root}`);
  });

  it('installs the same nginx as npm test, and starts it as npm run serve does', () => {
    expect(serverStage).toContain('nginx libnginx-mod-http-brotli-static');
    expect(read('scripts/toolchain.sh')).toContain('nginx libnginx-mod-http-brotli-static');
    expect(entrypoint).toContain(
      `exec nginx ${nginxArgs(CONTAINER_NGINX.runDir, CONTAINER_CONFIG).join(' ')}`,
    );
    expect(entrypoint).toContain(`publish-release.sh /opt/plastihub/release ${CONTAINER_NGINX.root}`);
    expect(entrypoint).toContain(
      `> ${'include' in CONTAINER_NGINX.apiUpstream ? CONTAINER_NGINX.apiUpstream.include : ''}`,
    );
    expect(read('.dockerignore')).toMatch(/^\*\*\/node_modules$/m);
  });

  it('carries the container’s nginx configuration as nginxMain.ts writes it', () => {
    // On a change to nginxMain.ts: write nginxMain(CONTAINER_NGINX) into deploy/nginx.conf.
    expect(read('deploy/nginx.conf')).toBe(nginxMain(CONTAINER_NGINX));
  });
});

// Each publish starts a shell and a few dozen small processes: seconds on a busy machine.
describe('publishing a release', { timeout: 30_000 }, () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  const release = (name: string, chunk: string) => {
    const build = join(dir, name);
    write(join(build, 'index.html'), `<script src="/assets/${chunk}"></script>`);
    write(join(build, 'index.html.gz'), name);
    write(join(build, 'sw.js'), name);
    write(join(build, 'assets', chunk), name);
    return build;
  };
  const publish = (build: string) => {
    const result = spawnSync('sh', [join(root, 'deploy/publish-release.sh'), build, join(dir, 'site')], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  };
  /** Every file of the site as if last used `days` ago. */
  const ageSite = (days: number, ...files: string[]) => {
    const then = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    for (const file of files) utimesSync(join(dir, 'site', file), then, then);
  };
  const site = (file: string) => join(dir, 'site', file);

  it('keeps each release’s code for 7 days after a later one replaced it, then removes it', () => {
    dir = mkdtempSync(join(tmpdir(), 'publish-'));
    publish(release('one', 'aaaaaaa.js'));
    // Release one has been live for 30 days when two replaces it: its code stays, and the page is two's.
    ageSite(30, 'assets/aaaaaaa.js');
    publish(release('two', 'bbbbbbb.js'));
    expect(existsSync(site('assets/aaaaaaa.js'))).toBe(true);
    expect(readFileSync(site('index.html'), 'utf8')).toContain('bbbbbbb.js');
    expect(readFileSync(site('index.html.gz'), 'utf8')).toBe('two');
    expect(readFileSync(site('sw.js'), 'utf8')).toBe('two');

    // Six days later three goes live: one's code (replaced six days ago) is still there.
    ageSite(6, 'assets/aaaaaaa.js', 'assets/bbbbbbb.js');
    publish(release('three', 'ccccccc.js'));
    expect(existsSync(site('assets/aaaaaaa.js'))).toBe(true);

    // Eight days after two replaced one, four goes live: one's code goes; two's and three's stay.
    ageSite(8, 'assets/aaaaaaa.js');
    ageSite(2, 'assets/bbbbbbb.js', 'assets/ccccccc.js');
    publish(release('four', 'ddddddd.js'));
    expect(existsSync(site('assets/aaaaaaa.js'))).toBe(false);
    for (const chunk of ['bbbbbbb.js', 'ccccccc.js', 'ddddddd.js'])
      expect(existsSync(site(`assets/${chunk}`)), chunk).toBe(true);
    expect(readFileSync(site('.release-files'), 'utf8')).toBe('assets/ddddddd.js\n');
  });

  it('refuses a folder that is not a build', () => {
    dir = mkdtempSync(join(tmpdir(), 'publish-'));
    const result = spawnSync('sh', [join(root, 'deploy/publish-release.sh'), dir, join(dir, 'site')]);
    expect(result.status).not.toBe(0);
  });
});
