import { fileTarget, type LinkProps } from '@plastihub/ui';
import { apiBaseUrl } from './config';

/** Where a file may be downloaded from: the app's own origin and the API's (its base may be a path on ours). */
function trustedFileOrigins(): string[] {
  return [window.location.origin, new URL(apiBaseUrl, window.location.href).origin];
}

/**
 * How to link a file the server named (a price list, a policy PDF): a download from our origins, an external
 * link (new tab, no opener, no referrer) to any other http(s) site, or null when it must not be linked: the
 * screen then shows its name as text.
 */
export function fileLinkProps(url: string): Pick<LinkProps, 'href' | 'download' | 'external'> | null {
  const target = fileTarget(url, trustedFileOrigins());
  if (!target) return null;
  return target.external ? { href: target.href, external: true } : { href: target.href, download: true };
}
