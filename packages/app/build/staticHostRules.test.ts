import { describe, expect, it } from 'vitest';
import { headersFile, redirectsFile } from './staticHostRules';
import { describeSite } from './siteRules';

const policy = "default-src 'none'; frame-ancestors 'none'";
const site = describeSite({ policy, apiBase: '/api' });

/** `_headers` as path -> headers. */
function rules(text: string) {
  const result = new Map<string, string[]>();
  let path = '';
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith(' ')) result.get(path)?.push(line.trim());
    else result.set((path = line), []);
  }
  return result;
}

const redirectLines = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'));

describe('the static hosts’ _headers and _redirects', () => {
  it('sends the security headers everywhere and one Cache-Control per path', () => {
    const headers = rules(headersFile(site));
    expect(headers.get('/*')).toEqual(site.headers.map(([name, value]) => `${name}: ${value}`));
    expect(headers.get('/assets/*')).toEqual(['Cache-Control: public, max-age=31536000, immutable']);
    for (const file of ['/index.html', '/sw.js', '/manifest.webmanifest'])
      expect(headers.get(file), file).toEqual(['Cache-Control: no-cache']);
    expect(headers.get('/*')?.some((line) => line.startsWith('Cache-Control'))).toBe(false);
  });

  it('answers a missing hashed file and the API’s paths with a 404, before the app’s routes', () => {
    const lines = redirectLines(redirectsFile(site));
    expect(lines.slice(0, 3)).toEqual([
      '/api/*  /assets/404.html  404',
      '/api  /assets/404.html  404',
      '/assets/*  /assets/404.html  404',
    ]);
    expect(lines).toContain('/trade-product  /index.html  200');
    expect(lines).toContain('/qa/:id  /index.html  200');
    expect(lines.at(-1)).toBe('/*  /index.html  404');
  });

  it('passes the API to PLASTIHUB_API_UPSTREAM when the build had one', () => {
    const lines = redirectLines(redirectsFile(site, 'https://api.example.com/'));
    expect(lines.slice(0, 2)).toEqual([
      '/api/*  https://api.example.com/api/:splat  200',
      '/api  https://api.example.com/api  200',
    ]);
  });
});
