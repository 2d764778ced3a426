/**
 * Stands in for axios's fetch adapter in the app's bundle (vite.config.ts). Axios takes the first adapter of its
 * list that the environment supports, XHR before fetch, and every browser has XHR (the API client's upload
 * progress relies on it): the fetch adapter's code never ran (docs/first-load.md, "What each mechanism does").
 * Asked for, it reports itself as not supported, and axios moves on to the next.
 */
export const getFetch = () => false;
