/**
 * The demo build's Content Security Policy requires Trusted Types for script URLs, and registering a service
 * worker is such a sink. MSW registers its worker itself, with a string (it calls `toString()` on the URL it is
 * given, so a TrustedScriptURL cannot be handed through), so the demo creates the Trusted Types `default`
 * policy, which the browser asks about strings passed to a sink. It allows exactly one script URL, the worker's,
 * and nothing else: it has no rule for HTML or scripts, so a string reaching any other sink is still refused.
 * Only the demo build creates it and only the demo's policy names it (packages/app/build/csp.ts).
 */
export const WORKER_URL_POLICY = 'default';

interface PolicyFactory {
  defaultPolicy: object | null;
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string | null }): object;
}

/** Lets `url` (MSW's worker script) be registered as a service worker under Trusted Types. */
export function allowWorkerUrl(url: string): void {
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  const worker = new URL(url, globalThis.location.href).href;
  factory.createPolicy(WORKER_URL_POLICY, {
    // null refuses the string: the browser blocks the call and reports it as a violation.
    createScriptURL: (input) => (new URL(input, globalThis.location.href).href === worker ? input : null),
  });
}
