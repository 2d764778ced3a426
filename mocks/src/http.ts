import { delay, http as msw, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import { faultFor } from './faults';
import { sessionUser, type DemoUser } from './db/users';

/** The demo API lives under this path on any origin: the app's own (service worker) or the mock server's. */
export const API_PREFIX = '/api';
/** Images in the seed are stored as `demo-images/<file>` and served from the answering origin. */
export const ASSET_PREFIX = 'demo-images/';

export interface RouteContext {
  request: Request;
  url: URL;
  params: PathParams;
  /** The signed-in user on routes declared with `auth: true`. */
  user: DemoUser;
}

type Resolver = (context: RouteContext) => Response | Promise<Response>;

interface RouteOptions {
  /** Guarded endpoints answer 401 without a valid bearer token. */
  auth?: boolean;
}

function route(
  method: 'get' | 'post' | 'delete',
  path: string,
  resolve: Resolver,
  options: RouteOptions = {},
) {
  return msw[method](`*${API_PREFIX}${path}`, async ({ request, params }) => {
    const answer = async () => {
      const user = sessionUser(request);
      if (options.auth && !user) return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      return resolve({ request, url: new URL(request.url), params, user: user as DemoUser });
    };
    const fault = faultFor(path);
    if (fault) {
      switch (fault.kind) {
        case 'latency':
          await delay(fault.delayMs ?? 1500);
          break;
        case 'server-error':
          return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
        case 'network-error':
          return HttpResponse.error();
        case 'timeout':
          await delay('infinite');
          break;
        case 'malformed':
          return new HttpResponse('<html>502 Bad Gateway</html>', {
            headers: { 'Content-Type': 'application/json' },
          });
        case 'unauthorized':
          return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
        case 'lost-answer':
          await answer();
          return HttpResponse.error();
      }
    }
    return answer();
  });
}

export const get = (path: string, resolve: Resolver, options?: RouteOptions): HttpHandler =>
  route('get', path, resolve, options);
export const post = (path: string, resolve: Resolver, options?: RouteOptions): HttpHandler =>
  route('post', path, resolve, options);
export const del = (path: string, resolve: Resolver, options?: RouteOptions): HttpHandler =>
  route('delete', path, resolve, options);

/** A JSON answer whose `demo-images/...` strings become absolute URLs on the answering origin. */
export function json(context: Pick<RouteContext, 'url'>, body: unknown, status = 200): Response {
  const origin = context.url.origin;
  const withAssets = JSON.parse(JSON.stringify(body), (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(ASSET_PREFIX) ? `${origin}/${value}` : value,
  ) as Record<string, unknown>;
  return HttpResponse.json(withAssets, { status });
}

/** The server's `error: 1` answer: `msg` for the banner, `validate` for the fields. */
export function invalid(
  context: Pick<RouteContext, 'url'>,
  msg: string,
  validate: Record<string, string[]> = {},
) {
  return json(context, { error: 1, msg, validate });
}

/** Reads a JSON, urlencoded or multipart body into a plain record of strings (files as data URLs). */
export async function readBody(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const data = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [k, v == null ? '' : String(v)]));
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData();
    const result: Record<string, string> = {};
    for (const [key, value] of form.entries()) {
      result[key] = typeof value === 'string' ? value : await fileToDataUrl(value);
    }
    return result;
  }
  return {};
}

async function fileToDataUrl(file: File): Promise<string> {
  if (file.size === 0) return '';
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** Validation shared by the form handlers: each listed field must be present. */
export function requireFields(
  body: Record<string, string>,
  fields: Record<string, string>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, label] of Object.entries(fields)) {
    if (!body[field]?.trim()) errors[field] = [`The ${label} field is required.`];
  }
  return errors;
}
