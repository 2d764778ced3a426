import { navigate as browserNavigate } from 'wouter/use-browser-location';

type Navigator = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigator = (to, options) => browserNavigate(to, { replace: options?.replace ?? false });

/** Sagas navigate through this one function; stories and tests point it at a memory router. */
export function navigate(to: string, options: { replace?: boolean } = {}) {
  navigator(to, options);
}

export function setNavigator(next: Navigator) {
  navigator = next;
}

export function currentPathWithSearch(): string {
  return `${window.location.pathname}${window.location.search}`;
}
