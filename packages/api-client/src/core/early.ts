import type { GetRequest, RequestParams } from '../requests';

/**
 * Early answers: index.html's inline script starts a page's GETs as the page opens, in parallel with the app's
 * code, and keeps each answer here (on the window: the script and the app are separate programs). The client's
 * first call for the same request with the same token takes the answer over (once) instead of asking again; a
 * failed or refused early request is simply asked again the usual way, so errors look the same as ever.
 */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

interface EarlyRequest {
  token: string | null;
  answer: Promise<EarlyAnswer | null>;
}

const STASH = '__plastihubEarlyAnswers';

function stash(): Map<string, EarlyRequest> {
  const holder = globalThis as { [STASH]?: Map<string, EarlyRequest> };
  holder[STASH] ??= new Map();
  return holder[STASH];
}

/** The path and query of a request, the same way for the early request and the client's call. */
export function requestPath(url: string, params?: RequestParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

/** Starts `requests` under `baseURL`, with the session's token when there is one (the inline script). */
export function startEarlyRequests(
  baseURL: string,
  requests: readonly GetRequest[],
  token: string | null,
): void {
  for (const request of requests) {
    const path = requestPath(request.url, request.params);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const answer = fetch(`${baseURL.replace(/\/$/, '')}${path}`, { headers }).then(
      async (response): Promise<EarlyAnswer> => ({
        status: response.status,
        body: await response.json().catch(() => null),
      }),
      () => null,
    );
    stash().set(path, { token, answer });
  }
}

/** The early answer to this request, if one was started with the same token; taken once. */
export function takeEarlyAnswer(
  url: string,
  params: RequestParams | undefined,
  token: string | null,
): Promise<EarlyAnswer | null> | null {
  const path = requestPath(url, params);
  const early = stash().get(path);
  if (!early) return null;
  stash().delete(path);
  return early.token === token ? early.answer : null;
}
