import { useEffect, useState } from 'react';
import { Workbox } from 'workbox-window';
import { UpdatePrompt } from '@plastihub/ui';
import { SERVICE_WORKER_FILE, WORKER_POLICY_NAME } from './serviceWorkerUrl';

/** How often an open tab asks whether a new release is out (the browser also asks on each page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** A script URL as Workbox takes it: a string, or a TrustedScriptURL. */
type ScriptUrl = ConstructorParameters<typeof Workbox>[0];

interface ScriptUrlPolicyFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL: (input: string) => string },
  ): {
    createScriptURL(input: string): ScriptUrl;
  };
}

/**
 * The worker's URL, through the app's Trusted Types policy where the browser has Trusted Types (the build's
 * policy requires them for script URLs, and registering a worker is one); the policy passes only this URL.
 */
function workerScriptUrl(): ScriptUrl {
  const url = `${import.meta.env.BASE_URL}${SERVICE_WORKER_FILE}`;
  const factory = (window as { trustedTypes?: ScriptUrlPolicyFactory }).trustedTypes;
  if (!factory) return url;
  const policy = factory.createPolicy(WORKER_POLICY_NAME, {
    createScriptURL: (input) => {
      if (input !== url) throw new TypeError(`Not the app's service worker: ${input}`);
      return input;
    },
  });
  return policy.createScriptURL(url);
}

/** The registration, made once per page however often the piece mounts. */
let registration: { workbox: Workbox; waiting: Promise<void> } | undefined;

function register() {
  if (!registration) {
    const workbox = new Workbox(workerScriptUrl());
    const waiting = new Promise<void>((resolve) => workbox.addEventListener('waiting', () => resolve()));
    workbox.register().catch(() => undefined);
    window.setInterval(() => {
      workbox.update().catch(() => undefined);
    }, UPDATE_CHECK_MS);
    registration = { workbox, waiting };
  }
  return registration;
}

/**
 * Registers the API build's service worker (build/serviceWorker.ts) once the page is ready, and tells the user
 * when a new release is ready: Reload lets it take over and loads the page again, so a tab never mixes two
 * releases' code. Where service workers are blocked (private windows, some in-app browsers) the app works as a
 * plain web page.
 */
export default function ServiceWorkerUpdates() {
  const [ready, setReady] = useState<Workbox | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let mounted = true;
    const { workbox, waiting } = register();
    void waiting.then(() => mounted && setReady(workbox));
    return () => {
      mounted = false;
    };
  }, []);
  if (!ready) return null;
  return <UpdatePrompt onReload={() => void takeUpdate(ready)} />;
}

/**
 * Reload into the new release. The worker that waits takes over first (the page then reloads under it); in a second
 * tab, where another tab's Reload has already made it the active one, there is none waiting and the page reloads
 * at once.
 */
async function takeUpdate(workbox: Workbox) {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
