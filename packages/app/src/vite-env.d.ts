/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute URL or path of the real API. Unset: the embedded demo backend. */
  readonly VITE_API_BASE_URL?: string;
  /** Demo builds only, set by the demo backend's Vite plugin (mocks/vite-plugin.ts): the seeded login. */
  readonly VITE_DEMO_CREDENTIALS?: { mobile: string; password: string; otp: string };
}
