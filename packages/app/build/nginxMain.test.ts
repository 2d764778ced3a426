import { describe, expect, it } from 'vitest';
import { nginxMain, upstreamServer } from './nginxMain';

const input = {
  port: 4176,
  root: '/srv/plastihub',
  site: '/srv/plastihub/nginx/site.conf',
  runDir: '/work/.tools/nginx/4176',
  apiUpstream: { server: '127.0.0.1:4010' },
  brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  mimeTypes: '/etc/nginx/mime.types',
  accessLog: 'off',
};

describe('a whole nginx configuration around the site', () => {
  it('runs in the foreground with its pid and temporary files in its own folder', () => {
    const config = nginxMain(input);
    expect(config).toContain('daemon off;');
    expect(config).toContain('pid /work/.tools/nginx/4176/nginx.pid;');
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      expect(config).toContain(`${temp}_temp_path /work/.tools/nginx/4176/${temp};`);
    expect(config).not.toContain('\nuser ');
    expect(nginxMain({ ...input, user: { name: 'ci', group: 'ci' } })).toContain('\nuser ci ci;\n');
  });

  it('serves the build with its site configuration and the API upstream', () => {
    const config = nginxMain(input);
    expect(config).toMatch(
      /server \{\n\s+listen 4176;\n\s+root \/srv\/plastihub;\n\s+include \/srv\/plastihub\/nginx\/site.conf;/,
    );
    expect(config).toMatch(/upstream plastihub_api \{\n\s+server 127\.0\.0\.1:4010;/);
    expect(nginxMain({ ...input, apiUpstream: { include: '/tmp/upstream.conf' } })).toContain(
      'include /tmp/upstream.conf;',
    );
  });

  it('reads the API upstream as a URL or host:port', () => {
    expect(upstreamServer('http://localhost:4010/api')).toBe('localhost:4010');
    expect(upstreamServer('api.internal:8000')).toBe('api.internal:8000');
    expect(upstreamServer('http://api.internal')).toBe('api.internal:80');
    expect(() => upstreamServer('https://api.example.com')).toThrow('http://');
  });
});
