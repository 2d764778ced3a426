/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute URL or path of the real API. Unset: the embedded demo backend. */
  readonly VITE_API_BASE_URL?: string;
}
