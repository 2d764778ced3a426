import axios, { AxiosError, type AxiosInstance, type AxiosProgressEvent } from 'axios';
import * as v from 'valibot';
import { NetworkError, UnprocessableError } from './errors';
import { noteFailedCall } from './failedCalls';
import {
  ApiValidationError,
  CancelledError,
  MalformedResponseError,
  ServerError,
  UnauthorizedError,
  firstFieldMessages,
} from './responseErrors';

export interface ApiClientConfig {
  /** An absolute URL or a path such as `/api`. */
  baseURL: string;
  /** Read on every call, so a login or logout takes effect at once. */
  getToken: () => string | null;
  /**
   * Called on a 401 that answers a request sent with the token still in use, before the call rejects with
   * UnauthorizedError. A 401 to a request sent with no token (a wrong password, a guest) or with an older token
   * (a slow call from before the user signed in again) ends no session.
   */
  onUnauthorized?: () => void;
  timeoutMs?: number;
  /** Multipart posts (photos from a phone on 4G) get longer than ordinary calls. */
  uploadTimeoutMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Called when the answer is the copy the app's service worker kept (the network was out): with the time it
   * was saved, from the SAVED_AT_HEADER the worker adds to the copies it keeps.
   */
  onSavedAnswer?: (savedAt: number) => void;
}

/** The header on an answer the app's service worker kept: when it was saved (an ISO date). */
export const SAVED_AT_HEADER = 'x-plastihub-saved-at';

export interface UploadOptions extends CallOptions {
  /** 0 to 1, as the upload proceeds. */
  onUploadProgress?: (fraction: number) => void;
}

interface RequestSpec<S extends v.GenericSchema> {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  params?: Record<string, string | number | undefined>;
  data?: unknown;
  /** Extra request headers, e.g. a purchase's `Idempotency-Key`. */
  headers?: Record<string, string>;
  schema: S;
  /** When set, an `error: 1` body becomes an ApiValidationError (the default for every call). */
  validatesEnvelope?: boolean;
  options?: UploadOptions;
}

export interface ApiClient {
  readonly http: AxiosInstance;
  request<S extends v.GenericSchema>(spec: RequestSpec<S>): Promise<v.InferOutput<S>>;
}

const DEFAULT_TIMEOUT_MS = 20_000;
/** Four 5 MB photos at 1 Mbit/s of upload take about three minutes. */
const DEFAULT_UPLOAD_TIMEOUT_MS = 180_000;

export function createApiClient(config: ApiClientConfig): ApiClient {
  const http = axios.create({
    baseURL: config.baseURL.replace(/\/$/, ''),
    // Every URL is joined to the API base, even one that looks absolute: the token never goes to another origin.
    allowAbsoluteUrls: false,
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });

  http.interceptors.request.use((request) => {
    const token = config.getToken();
    if (token && !request.headers.has('Authorization'))
      request.headers.set('Authorization', `Bearer ${token}`);
    // Only a JSON body is labelled so: a guest's GET stays a simple request, which a cross-origin API answers
    // without a CORS preflight.
    if (request.data !== undefined && !(request.data instanceof FormData))
      request.headers.set('Content-Type', 'application/json');
    return request;
  });

  async function request<S extends v.GenericSchema>(spec: RequestSpec<S>): Promise<v.InferOutput<S>> {
    try {
      return await checkedAnswer(spec);
    } catch (error) {
      noteFailedCall(spec.method, spec.url, error);
      throw error;
    }
  }

  async function checkedAnswer<S extends v.GenericSchema>(spec: RequestSpec<S>): Promise<v.InferOutput<S>> {
    // The token this request carries (the interceptor reads the same one), to judge a 401 by.
    const sentToken = config.getToken();
    const body = await send(spec, sentToken);

    if (spec.validatesEnvelope !== false && isErrorEnvelope(body)) {
      throw new ApiValidationError(messageOf(body), firstFieldMessages(body.validate));
    }
    const parsed = v.safeParse(spec.schema, body);
    if (!parsed.success) {
      throw new MalformedResponseError(`${spec.method} ${spec.url}`, v.summarize(parsed.issues));
    }
    return parsed.output;
  }

  async function send<S extends v.GenericSchema>(spec: RequestSpec<S>, sentToken: string | null) {
    try {
      const response = await http.request({
        method: spec.method,
        url: spec.url,
        params: spec.params,
        data: spec.data,
        headers: { ...spec.headers, ...(sentToken ? { Authorization: `Bearer ${sentToken}` } : {}) },
        signal: spec.options?.signal,
        ...(spec.data instanceof FormData && {
          timeout: config.uploadTimeoutMs ?? DEFAULT_UPLOAD_TIMEOUT_MS,
        }),
        onUploadProgress: spec.options?.onUploadProgress
          ? (event: AxiosProgressEvent) =>
              spec.options?.onUploadProgress?.(event.total ? event.loaded / event.total : 0)
          : undefined,
        // A body that is not JSON must reach the schema check, not crash inside axios.
        transitional: { silentJSONParsing: true, forcedJSONParsing: true, clarifyTimeoutError: true },
      });
      const savedAt = Date.parse(String(response.headers[SAVED_AT_HEADER] ?? ''));
      if (!Number.isNaN(savedAt)) spec.options?.onSavedAnswer?.(savedAt);
      return response.data as unknown;
    } catch (error) {
      throw toApiError(error, sentToken !== null, () => {
        if (sentToken !== null && sentToken === config.getToken()) config.onUnauthorized?.();
      });
    }
  }

  return { http, request };
}

function isErrorEnvelope(body: unknown): body is { error: unknown; msg?: unknown; validate?: unknown } {
  return typeof body === 'object' && body !== null && 'error' in body && Number(body.error) === 1;
}

function messageOf(body: { msg?: unknown }): string {
  return typeof body.msg === 'string' && body.msg ? body.msg : 'Please correct the highlighted fields.';
}

/** What a server says when it refuses a call that carried no token, and did not say why. */
const REFUSED_WITHOUT_TOKEN = 'Those details were not accepted. Please check them and try again.';

/** The server's own words in a refusal: the spec's `msg`, or the `message` Laravel's errors carry. */
function serverMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { msg, message } = body as { msg?: unknown; message?: unknown };
  if (typeof msg === 'string' && msg.trim()) return msg;
  return typeof message === 'string' && message.trim() ? message : null;
}

function toApiError(error: unknown, sentWithToken: boolean, onUnauthorized: () => void): Error {
  if (axios.isCancel(error)) return new CancelledError();
  if (!(error instanceof AxiosError)) return error instanceof Error ? error : new Error(String(error));
  // Only the timeout says it took too long (clarifyTimeoutError): ECONNABORTED is a connection the browser
  // dropped, which is a network failure like any other.
  if (error.code === AxiosError.ETIMEDOUT) return new NetworkError(true);
  const response = error.response;
  if (!response) return new NetworkError(false);
  const data: unknown = response.data;
  if (response.status === 401) {
    // Without a token there was no session to end: a wrong password or OTP is a refusal of the form, in the
    // server's words, and its `validate` messages go under the fields like any other refused form.
    if (!sentWithToken) {
      if (isErrorEnvelope(data))
        return new ApiValidationError(
          serverMessageOf(data) ?? REFUSED_WITHOUT_TOKEN,
          firstFieldMessages(data.validate),
        );
      return new UnauthorizedError(serverMessageOf(data) ?? REFUSED_WITHOUT_TOKEN);
    }
    onUnauthorized();
    return new UnauthorizedError();
  }
  if (response.status === 422) {
    const record = (typeof data === 'object' && data !== null ? data : {}) as {
      message?: unknown;
      errors?: unknown;
    };
    return new UnprocessableError(
      typeof record.message === 'string' ? record.message : 'Please correct the highlighted fields.',
      firstFieldMessages(record.errors),
    );
  }
  if (isErrorEnvelope(data))
    return new ApiValidationError(messageOf(data), firstFieldMessages(data.validate));
  return new ServerError(response.status);
}
