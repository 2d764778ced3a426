/** The API base of this build; unset means the embedded demo backend at `/api`. */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL || '/api';

/** The embedded demo backend answers (no VITE_API_BASE_URL): screens may show the demo credentials. */
export const demoMode: boolean = !import.meta.env.VITE_API_BASE_URL;
