import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
// The app's Trusted Types policies: server HTML; in the demo the `default` policy allowing one script URL, MSW's
// service worker's; in API builds with a service worker, the policy allowing that worker's URL.
import { HTML_POLICY_NAME } from '../../ui/src/components/SafeHtml/sanitize.ts';
import { WORKER_URL_POLICY } from '../../../mocks/src/workerUrlPolicy.ts';
import { WORKER_POLICY_NAME } from '../src/app/offline/serviceWorkerUrl.ts';

/**
 * The Content Security Policy each build runs under, written next to it by the build (`csp.txt`; the server's
 * configuration and `_headers` carry it too, siteRules.ts) from the final index.html, and sent by `vite preview`
 * (so by the e2e tests and Lighthouse). It is per build: the API's origin is only in an API build's policy, the demo's service worker only
 * in the demo's. docs/security.md, "What each relaxation is for", explains each.
 */

export const CSP_FILE = 'csp.txt';

export interface PolicyInput {
  /** The built index.html, prerendered frame and inline scripts included. */
  html: string;
  /** VITE_API_BASE_URL of the build; empty for the demo (its mock backend is in a service worker). */
  apiBase: string;
  /** An API build with its own service worker (build/serviceWorker.ts): registered under Trusted Types. */
  serviceWorker?: boolean;
  /** VITE_RUM_URL of the build: where the field reports go (docs/deploy.md, "Field reports"); empty when it makes none. */
  rumUrl?: string;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const unique = (values: string[]) => [...new Set(values)];

/** The text of every inline script (a script without `src`) in the page, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(` ${attributes ?? ''}`))
    .map(([, , body]) => body ?? '');
}

const entities: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
function decodeAttribute(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (match, hex, decimal, name) => {
    if (hex) return String.fromCodePoint(Number.parseInt(hex as string, 16));
    if (decimal) return String.fromCodePoint(Number.parseInt(decimal as string, 10));
    return entities[(name as string).toLowerCase()] ?? match;
  });
}

/**
 * The value of every `style` attribute in the page's markup (the prerendered frame: react-dom/server writes a
 * component's `style` prop as an attribute, e.g. React Aria's visually hidden text). Once the app runs, React sets
 * styles through the CSSOM, which the policy does not restrict.
 */
export function styleAttributes(html: string): string[] {
  return [...html.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map(([, double, single]) =>
    decodeAttribute(double ?? single ?? ''),
  );
}

/** The origin of an absolute URL (the API's, the field reports'); none for a path on the app's own. */
function otherOrigin(url: string): string[] {
  return /^https?:\/\//i.test(url) ? [new URL(url).origin] : [];
}

/** The policy as [directive, sources] pairs, in the order they are written. */
export function policyDirectives({
  html,
  apiBase,
  serviceWorker = false,
  rumUrl = '',
}: PolicyInput): [string, string[]][] {
  const demo = !apiBase;
  const api = otherOrigin(apiBase);
  const reports = otherOrigin(rumUrl).filter((origin) => !api.includes(origin));
  const styleAttributeHashes = unique(styleAttributes(html).map(sha256));
  return [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...unique(inlineScripts(html).map(sha256))]],
    // No library writes a <style> element with fixed text any more (React Aria's usePress did; no pressable of
    // it is left): the e2e tests report one the policy blocks.
    ['style-src', ["'self'"]],
    [
      'style-src-attr',
      styleAttributeHashes.length > 0 ? ["'unsafe-hashes'", ...styleAttributeHashes] : ["'none'"],
    ],
    // data: for inline images (vite inlines small assets; uploads read as data URLs), blob: for the previews of
    // picked images (ImagePicker).
    ['img-src', ["'self'", 'data:', 'blob:', ...api]],
    ['font-src', ["'self'"]],
    // The field reports' beacons are requests too (sendBeacon).
    ['connect-src', ["'self'", ...api, ...reports]],
    ['manifest-src', ["'self'"]],
    ['worker-src', demo || serviceWorker ? ["'self'"] : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['require-trusted-types-for', ["'script'"]],
    [
      'trusted-types',
      [
        HTML_POLICY_NAME,
        ...(demo ? [WORKER_URL_POLICY] : []),
        ...(serviceWorker ? [WORKER_POLICY_NAME] : []),
      ],
    ],
  ];
}

export function contentSecurityPolicy(input: PolicyInput): string {
  return policyDirectives(input)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Writes the build's policy next to its index.html and prints it. Called once index.html is final. */
export function writeContentSecurityPolicy(outDir: string, input: PolicyInput): string {
  const policy = contentSecurityPolicy(input);
  writeFileSync(join(outDir, CSP_FILE), `${policy}\n`);
  console.log(`Content-Security-Policy (${relative(process.cwd(), join(outDir, CSP_FILE))}):\n  ${policy}`);
  return policy;
}

/** `vite preview` sends the previewed build's policy (its `csp.txt`) with every response. */
export function contentSecurityPolicyHeader(): Plugin {
  return {
    name: 'plastihub:csp-header',
    configurePreviewServer(server) {
      const file = join(server.config.root, server.config.build.outDir, CSP_FILE);
      if (!existsSync(file)) {
        // A build from before the policy existed: served without one (the CSP e2e test checks the header).
        server.config.logger.warn(`${file} is missing: no Content-Security-Policy; build the app again.`);
        return;
      }
      const policy = readFileSync(file, 'utf8').trim();
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', policy);
        next();
      });
    },
  };
}
