/**
 * The VITE_API_BASE_URL=/api build (packages/app/dist-api, made by scripts/build-all.mjs) served by `vite preview`
 * with /api and its images proxied to the HTTP mock server: one origin, as a same-origin deployment serves them.
 * For the measuring scripts (Lighthouse, the materials benchmark); the processes end with the script.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const children = [];
const stopAll = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid);
    } catch {
      // already gone
    }
  }
};
process.on('exit', stopAll);

function start(command, env) {
  const child = spawn(command, {
    shell: true,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, ...env },
  });
  children.push(child);
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts both servers and resolves with the app's origin once both answer. `mockEnv` goes to the mock server
 * (MOCK_LISTINGS=600: long lists).
 */
export async function startApiPreview({ name, mockPort, appPort, mockEnv = {} }) {
  if (!existsSync('packages/app/dist-api/index.html')) {
    console.error(`${name}: packages/app/dist-api is missing; run node scripts/build-all.mjs first.`);
    process.exit(1);
  }
  start('pnpm mock-server', { ...mockEnv, MOCK_SERVER_PORT: String(mockPort) });
  start(`pnpm --filter @plastihub/app exec vite preview --outDir dist-api --strictPort --port ${appPort}`, {
    PREVIEW_API_PROXY: `http://localhost:${mockPort}`,
  });
  await waitFor(`http://localhost:${mockPort}/api/connect-banners`);
  await waitFor(`http://localhost:${appPort}/api/connect-banners`);
  return { origin: `http://localhost:${appPort}`, stop: stopAll };
}

/** Signs the demo user in over the API: the token the app keeps in local storage (features/auth/session.ts). */
export async function demoToken(origin) {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username: '9876543210', password: 'Demo@1234' }),
  });
  const { token } = await response.json();
  if (!token) throw new Error('the demo sign-in gave no token');
  return token;
}

export const TOKEN_KEY = 'plastihub.token';

/**
 * A page to measure a first visit with: a fresh browser context, signed in when given a `token` (the session in
 * local storage), its HTTP cache emptied after that, and its CPU 4x slower (Lighthouse's mobile CPU).
 */
export async function firstVisitPage(browser, origin, token) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (token) {
    await page.goto(`${origin}/about-us`);
    await page.evaluate((key, value) => localStorage.setItem(key, value), TOKEN_KEY, token);
  }
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.goto('about:blank');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

/** Debian's Chromium (browsers cannot be downloaded here) and the flags it needs in a container. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
