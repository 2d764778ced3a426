/**
 * Fault injection shared by Storybook, tests and the demo. A fault applies to one endpoint
 * (its path, e.g. `/connect-banners`) or to all (`*`).
 */
export const faultKinds = [
  'latency',
  'server-error',
  'network-error',
  'timeout',
  'malformed',
  'unauthorized',
  /** The server does the work, then the connection drops before the answer arrives (retries must be safe). */
  'lost-answer',
] as const;
export type FaultKind = (typeof faultKinds)[number];

export interface Fault {
  kind: FaultKind;
  /** Endpoint path without the API prefix, or `*` for every endpoint. */
  endpoint: string;
  /** Milliseconds of delay for `latency` (default 1500). */
  delayMs?: number;
  /** How many requests it hits before it goes away (default: every request). */
  times?: number;
}

let active: Fault[] = [];

export function setFaults(faults: Fault[]) {
  active = faults.map((fault) => ({ ...fault }));
}

export function clearFaults() {
  active = [];
}

/** The fault for this request, if any (a fault with `times` counts the request). */
export function faultFor(path: string): Fault | undefined {
  const fault = active.find((candidate) => candidate.endpoint === '*' || candidate.endpoint === path);
  if (fault?.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) active = active.filter((candidate) => candidate !== fault);
  }
  return fault;
}

/**
 * Reads the URL flag `?mock-fault=kind[:endpoint][,kind[:endpoint]]`,
 * e.g. `?mock-fault=server-error:/connect-banners` or `?mock-fault=latency`.
 */
export function faultsFromQuery(search: string): Fault[] {
  const value = new URLSearchParams(search).get('mock-fault');
  if (!value) return [];
  return value.split(',').flatMap((part) => {
    const [kind, endpoint = '*'] = part.split(':');
    return (faultKinds as readonly string[]).includes(kind ?? '')
      ? [{ kind: kind as FaultKind, endpoint }]
      : [];
  });
}
