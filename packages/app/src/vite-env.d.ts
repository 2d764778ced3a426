/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute URL or path of the real API. Unset: the embedded demo backend. */
  readonly VITE_API_BASE_URL?: string;
  /** `off`: an API build without a service worker (its sw.js retires one installed before). */
  readonly VITE_SERVICE_WORKER?: string;
  /** Demo builds only, set by the demo backend's Vite plugin (mocks/vite-plugin.ts): the seeded login. */
  readonly VITE_DEMO_CREDENTIALS?: { mobile: string; password: string; otp: string };
  /**
   * PlastiHub's public contact points (shared/site/siteContacts.ts). Unset: not shown in an API build; a demo
   * build shows an example value instead. Links take http(s) addresses only.
   */
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_CONTACT_PHONE?: string;
  readonly VITE_CONTACT_ADDRESS?: string;
  readonly VITE_SOCIAL_FACEBOOK?: string;
  readonly VITE_SOCIAL_LINKEDIN?: string;
  readonly VITE_SOCIAL_YOUTUBE?: string;
  readonly VITE_SOCIAL_INSTAGRAM?: string;
  readonly VITE_PLAY_STORE_URL?: string;
  readonly VITE_APP_STORE_URL?: string;
  /**
   * Field monitoring (docs/deploy.md, "Field reports"): where the reports go; unset, none are made and none of its
   * code loads.
   */
  readonly VITE_RUM_URL?: string;
  /** The share of page loads that report, 0 to 1 (default 1). */
  readonly VITE_RUM_SAMPLE?: string;
  /**
   * `on`: visitors may browse lists and listing details without signing in (docs/deploy.md, "Open browsing");
   * contact details and chat still ask them to sign in. Unset: the spec's route table, every listing guarded.
   */
  readonly VITE_OPEN_BROWSING?: string;
}

/** The commit the build came from (build/release.ts), defined by `vite build`; not defined in `pnpm dev` or Storybook. */
declare const __RELEASE__: string | undefined;
