import { describe, expect, it } from 'vitest';
import { nginxSite } from './nginxSite';
import { describeSite } from './siteRules';

const policy = "default-src 'none'; script-src 'self' 'sha256-abc='";
const site = describeSite({ policy, apiBase: '/api', extraApiPaths: '/demo-images' });
const config = nginxSite(site);

/** Each `location` block of the configuration: its match and its lines. */
function locations(text: string) {
  return [...text.matchAll(/^location ([^{]+) \{\n([\s\S]*?)^\}/gm)].map(([, match, body]) => ({
    match: match?.trim() ?? '',
    body: body ?? '',
  }));
}
const location = (match: string) => locations(config).find((each) => each.match === match);

describe("the build's nginx configuration", () => {
  it('sets each header once, from the same policy as csp.txt, and every location sends them all', () => {
    expect(config).toContain(`set $plastihub_content_security_policy "${policy}";`);
    expect(config.split(policy)).toHaveLength(2);
    for (const { match, body } of locations(config)) {
      for (const [name] of site.headers) {
        expect(body, `${name} in location ${match}`).toMatch(
          new RegExp(`add_header ${name} \\$plastihub_\\w+ always;`),
        );
      }
    }
  });

  it('caches hashed files for a year and revalidates the page, the service worker and the manifest', () => {
    expect(location('^~ /assets/')?.body).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable";',
    );
    for (const match of ['= /manifest.webmanifest', '~ \\.\\w+$', '/']) {
      expect(location(match)?.body, match).toContain('add_header Cache-Control "no-cache";');
    }
  });

  it('answers a missing hashed file or an API path without the app’s page', () => {
    expect(location('^~ /assets/')?.body).toContain('try_files $uri =404;');
    expect(location('^~ /assets/')?.body).not.toContain('index.html');
    for (const path of ['/api', '/demo-images']) {
      const api = location(`~ ^${path}(?:/|$)`);
      expect(api?.body, path).toContain('proxy_pass http://plastihub_api;');
      expect(api?.body).not.toContain('index.html');
    }
  });

  it('serves the app’s page for its routes, and with a 404 for any other page path', () => {
    const routes = locations(config).find((each) => each.match.startsWith('~ ^(?:/|'));
    const pattern = new RegExp(routes?.match.slice(2) ?? '$.');
    for (const path of ['/', '/trade-product', '/qa/3', '/manpower/institutional-placements/details'])
      expect(pattern.test(path), path).toBe(true);
    for (const path of ['/assets/x.js', '/sw.js', '/no-such-page'])
      expect(pattern.test(path), path).toBe(false);
    expect(routes?.body).toContain('try_files /index.html =404;');
    expect(location('/')?.body).toContain('error_page 404 /index.html;');
  });

  it('has no API location when the API is on another origin', () => {
    const elsewhere = nginxSite(describeSite({ policy, apiBase: 'https://api.example.com/api' }));
    expect(elsewhere).not.toContain('proxy_pass');
  });
});
