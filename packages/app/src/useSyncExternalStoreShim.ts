/**
 * React 18+ has useSyncExternalStore built in; the build points the `use-sync-external-store/shim`
 * package (imported by wouter for older Reacts) here so its fallback code is not shipped.
 */
export { useSyncExternalStore } from 'react';
