import { expect, type Page, type Response } from '@playwright/test';

/**
 * The pages the Content Security Policy tests load (e2e/demo/csp.spec.ts, e2e/http/csp.spec.ts): add a route here
 * and both builds are checked on it. Signed-in pages need a session (the tests sign in through the login form).
 */
export const CSP_PUBLIC_PATHS = [
  '/',
  '/login',
  '/register',
  '/login-with-otp',
  '/about-us',
  '/contact-us',
  '/privacy-policy',
  '/terms-of-use',
  '/connect',
  '/educate',
];
export const CSP_SIGNED_IN_PATHS = [
  '/my-wallet',
  '/my-transaction',
  '/dashboard',
  '/profile',
  // Server HTML (sanitized into Trusted Types) and the location dialog's look-ups.
  '/polymers?polymer_id=1',
  '/scrap-car-dealer?state_id=7&city_id=25',
];

/** The demo login of README (mobile number and password). */
export const README_LOGIN = { username: '9876543210', password: 'Demo@1234' };

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every `securitypolicyviolation` of the page (from before the first script runs) and every console
 * message about the policy or Trusted Types. Call before the first `goto`.
 */
export async function watchContentSecurityPolicy(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted ?Type|TrustedHTML|TrustedScript/i.test(message.text()))
      console.push(`${message.type()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:` +
          `${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      );
    });
  });
  return {
    /** Everything recorded so far on this page and its console (the page's list restarts on navigation). */
    async reported(): Promise<string[]> {
      const violations = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      return [...violations, ...console];
    },
    /** Fails on anything the page or the console reported; `where` names the step in the message. */
    async expectNone(where: string) {
      expect(await this.reported(), `Content Security Policy violations on ${where}`).toEqual([]);
    },
  };
}

/** The response carries the strict policy: scripts and styles without 'unsafe-inline', Trusted Types. */
export function expectStrictPolicy(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, 'the Content-Security-Policy header').toContain("script-src 'self'");
  expect(policy).toContain("require-trusted-types-for 'script'");
  expect(policy).toContain('trusted-types plastihub-html');
  expect(policy).not.toContain("'unsafe-inline'");
  expect(policy).not.toContain("'unsafe-eval'");
  return policy;
}

/** Loads `path` and waits until the app has replaced the prerendered frame and the network is quiet. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  // eslint-disable-next-line playwright/no-networkidle -- all lazy code loaded, so any violation shows
  await page.waitForLoadState('networkidle');
  // The frame's loading spinner is gone once the route has rendered.
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toHaveCount(0, {
    timeout: 30_000,
  });
  return response;
}

/**
 * What the policy refuses in the running app: HTML strings, inline scripts and script URLs (Trusted Types).
 * (eval cannot be tried from here: code Playwright evaluates is exempt from the policy's eval check; the header
 * check above makes sure there is no 'unsafe-eval'.)
 */
export async function refusedByThePolicy(page: Page) {
  return page.evaluate(() => {
    const attempt = (action: () => unknown) => {
      try {
        action();
        return 'allowed';
      } catch (error) {
        return (error as Error).name;
      }
    };
    return {
      innerHTML: attempt(() => {
        document.createElement('div').innerHTML = '<img src=x onerror="window.__injected = 1">';
      }),
      inlineScript: attempt(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = 2';
        document.head.append(script);
      }),
      scriptSrc: attempt(() => {
        document.createElement('script').src = 'https://evil.example/x.js';
      }),
      injected: (window as { __injected?: number }).__injected ?? null,
    };
  });
}
