import { NetworkError } from './errors';
import { MalformedResponseError, ServerError } from './responseErrors';

/**
 * Calls that failed on the network's or the server's side, for whoever watches (the app's field monitoring).
 * Refusals of what the user sent (validation, 422), an ended session and cancelled calls are answers, not failures.
 * Only the call's method and its endpoint's name are kept: never its parameters, body or answer.
 */
export interface FailedCall {
  method: string;
  /** The endpoint's first path segment (`/trade-product-details`): an id in a later segment stays out. */
  endpoint: string;
  problem: 'network' | 'timeout' | 'server' | 'malformed';
  /** The HTTP status of a server failure. */
  status?: number;
}

/** Kept until someone watches: failures on the way to the first page are the ones that matter most. */
const EARLIER_LIMIT = 10;
const earlier: FailedCall[] = [];
let watcher: ((call: FailedCall) => void) | null = null;

function problemOf(error: unknown): Pick<FailedCall, 'problem' | 'status'> | null {
  if (error instanceof NetworkError) return { problem: error.timedOut ? 'timeout' : 'network' };
  if (error instanceof ServerError) return { problem: 'server', status: error.status };
  if (error instanceof MalformedResponseError) return { problem: 'malformed' };
  return null;
}

export function noteFailedCall(method: string, url: string, error: unknown) {
  const problem = problemOf(error);
  if (!problem) return;
  const call = { method, endpoint: `/${url.split(/[/?#]/).find(Boolean) ?? ''}`, ...problem };
  if (watcher) watcher(call);
  else if (earlier.length < EARLIER_LIMIT) earlier.push(call);
}

/** Hands `next` the failures kept so far, then each one as it happens; returns how to stop. */
export function watchFailedCalls(next: (call: FailedCall) => void): () => void {
  watcher = next;
  for (const call of earlier.splice(0)) next(call);
  return () => {
    if (watcher === next) watcher = null;
  };
}
