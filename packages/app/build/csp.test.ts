import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScripts, policyDirectives, styleAttributes } from './csp';

const theme = `document.documentElement.classList.add(matchMedia('(prefers-color-scheme: dark)').matches?'d':'l')`;
const pageScript = `(${JSON.stringify({ '/': ['/api/connect-banners'] })}[location.pathname]||[]).forEach(function(u){})`;
const sampleHtml = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>PlastiHub</title>
    <script>${theme}</script>
    <script>${pageScript}</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"><span role="status"><span style="clip:rect(0 0 0 0);font-family:&quot;Inter&quot;">Loading</span></span></div>
  </body>
</html>`;

/** The hash as a browser computes it (WebCrypto, not the builder's own code). */
async function browserHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${Buffer.from(digest).toString('base64')}'`;
}

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the Content Security Policy of a build', () => {
  it('allows exactly the inline scripts of index.html by their hashes', async () => {
    expect(inlineScripts(sampleHtml)).toEqual([theme, pageScript]);
    const policy = contentSecurityPolicy({ html: sampleHtml, apiBase: '/api' });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      await browserHash(theme),
      await browserHash(pageScript),
    ]);
  });

  it("allows the prerendered markup's style attributes by their hashes, decoded as the browser reads them", async () => {
    expect(styleAttributes(sampleHtml)).toEqual(['clip:rect(0 0 0 0);font-family:"Inter"']);
    const policy = contentSecurityPolicy({ html: sampleHtml, apiBase: '/api' });
    expect(directive(policy, 'style-src-attr')).toEqual([
      "'unsafe-hashes'",
      await browserHash('clip:rect(0 0 0 0);font-family:"Inter"'),
    ]);
    expect(
      directive(contentSecurityPolicy({ html: '<p>no styles</p>', apiBase: '' }), 'style-src-attr'),
    ).toEqual(["'none'"]);
  });

  it('never allows inline code or eval, and names only the app’s Trusted Types policies', () => {
    for (const apiBase of ['', '/api', 'https://api.example.com/api']) {
      const policy = contentSecurityPolicy({ html: sampleHtml, apiBase });
      expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
      expect(directive(policy, 'require-trusted-types-for')).toEqual(["'script'"]);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(policy, 'form-action')).toEqual(["'self'"]);
      expect(directive(policy, 'font-src')).toEqual(["'self'"]);
    }
  });

  it('is per build: the demo allows its service worker, an API build its API origin', () => {
    const demo = contentSecurityPolicy({ html: sampleHtml, apiBase: '' });
    expect(directive(demo, 'worker-src')).toEqual(["'self'"]);
    expect(directive(demo, 'trusted-types')).toEqual(['plastihub-html', 'default']);
    expect(directive(demo, 'connect-src')).toEqual(["'self'"]);

    const sameOrigin = contentSecurityPolicy({ html: sampleHtml, apiBase: '/api' });
    expect(directive(sameOrigin, 'worker-src')).toEqual(["'none'"]);
    expect(directive(sameOrigin, 'trusted-types')).toEqual(['plastihub-html']);
    expect(directive(sameOrigin, 'connect-src')).toEqual(["'self'"]);
    expect(directive(sameOrigin, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);

    const remote = contentSecurityPolicy({ html: sampleHtml, apiBase: 'https://api.example.com/v1/api' });
    expect(directive(remote, 'connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(directive(remote, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.com']);
  });

  it('lets an API build with its own service worker register it, and only through its Trusted Types policy', () => {
    for (const apiBase of ['/api', 'https://api.example.com/api']) {
      const withWorker = contentSecurityPolicy({ html: sampleHtml, apiBase, serviceWorker: true });
      expect(directive(withWorker, 'worker-src')).toEqual(["'self'"]);
      expect(directive(withWorker, 'trusted-types')).toEqual(['plastihub-html', 'plastihub-worker']);

      const without = contentSecurityPolicy({ html: sampleHtml, apiBase, serviceWorker: false });
      expect(directive(without, 'worker-src')).toEqual(["'none'"]);
      expect(directive(without, 'trusted-types')).toEqual(['plastihub-html']);
    }
    // The demo has MSW's worker, not the app's.
    expect(contentSecurityPolicy({ html: sampleHtml, apiBase: '' })).toBe(
      contentSecurityPolicy({ html: sampleHtml, apiBase: '', serviceWorker: false }),
    );
    expect(
      directive(contentSecurityPolicy({ html: sampleHtml, apiBase: '' }), 'trusted-types'),
    ).not.toContain('plastihub-worker');
  });

  it('lets the field reports reach their collector, on another origin or the app’s own', () => {
    const elsewhere = contentSecurityPolicy({
      html: sampleHtml,
      apiBase: 'https://api.example.com/api',
      rumUrl: 'https://rum.example.com/beacon',
    });
    expect(directive(elsewhere, 'connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://rum.example.com',
    ]);
    const sameOrigin = contentSecurityPolicy({ html: sampleHtml, apiBase: '/api', rumUrl: '/rum' });
    expect(directive(sameOrigin, 'connect-src')).toEqual(["'self'"]);
  });

  it('writes each directive once', () => {
    const names = policyDirectives({ html: sampleHtml, apiBase: '' }).map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('allows style elements from its own stylesheets only', () => {
    expect(directive(contentSecurityPolicy({ html: sampleHtml, apiBase: '' }), 'style-src')).toEqual([
      "'self'",
    ]);
  });
});
