import { navigate as browserNavigate } from 'wouter/use-browser-location';

/** Sagas navigate through this one function, so tests can observe it and screens stay declarative. */
export function navigate(to: string, options: { replace?: boolean } = {}) {
  browserNavigate(to, { replace: options.replace ?? false });
}

export function currentPathWithSearch(): string {
  return `${window.location.pathname}${window.location.search}`;
}
