import type { BaseSearchHook } from 'wouter';
import { useSearch as useBrowserSearch } from 'wouter/use-browser-location';

/**
 * The search string for wouter's `useSearch()`, which decodes it once (decodeURI) before the screens parse it with
 * URLSearchParams, which decodes again: a value holding an encoded `%` lost a level (a sign-in `next` of
 * "/list?name=Production+%26+Moulding" came back as "...Production+&+Moulding", a different list). With every `%`
 * escaped here, wouter's decoding gives back the address bar's search exactly.
 */
export const useRawSearch: BaseSearchHook = (options?: { ssrSearch?: string }) =>
  useBrowserSearch(options).replace(/%/g, '%25');
