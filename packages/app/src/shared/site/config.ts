/** The API base of this build; unset means the embedded demo backend at `/api`. */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL || '/api';

/** The embedded demo backend answers (no VITE_API_BASE_URL): screens may show the demo credentials. */
export const demoMode: boolean = !import.meta.env.VITE_API_BASE_URL;

export interface DemoCredentials {
  mobile: string;
  password: string;
  otp: string;
}

/**
 * The seeded demo account the login card shows. The demo backend's Vite plugin (mocks/vite-plugin.ts) puts
 * them into the build, so the app's code never imports the mocks; an API build has no demo backend, so this
 * is null there and no demo credentials are in its code.
 */
export const demoCredentials: DemoCredentials | null =
  (demoMode && import.meta.env.VITE_DEMO_CREDENTIALS) || null;
