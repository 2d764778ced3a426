import { useCallback, useEffect, useId, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { idleForm, type FormState } from '../formState';
import { cacheIdOf, keepSecret, type Mutation, type Params, type Resource } from './definitions';
import {
  mutationRequested,
  mutationReset,
  pollStarted,
  pollStopped,
  resourceRequested,
  type MutationEffects,
} from './data.slice';

export interface ResourceView<R> {
  status: 'loading' | 'succeeded' | 'failed';
  /** The answer for these params; kept on screen while it is refreshed or a retry runs. */
  data: R | undefined;
  error: string | null;
  retry: () => void;
}

/**
 * The data a screen shows, loaded through the data saga: asked for when the screen mounts, when `params`
 * change, and again after the session changes. A fresh cached answer shows at once.
 */
export function useResource<P, R>(
  resource: Resource<P, R>,
  params: P,
  options: { enabled?: boolean } = {},
): ResourceView<R> {
  const dispatch = useAppDispatch();
  const enabled = options.enabled ?? true;
  const { key } = resource;
  const id = cacheIdOf(key, params);
  const paramsJson = JSON.stringify(params ?? null);
  const session = useAppSelector((state) => state.data.session);
  const request = useCallback(
    (force: boolean) => dispatch(resourceRequested({ key, params: JSON.parse(paramsJson) as Params, force })),
    [dispatch, key, paramsJson],
  );
  useEffect(() => {
    if (enabled) request(false);
  }, [enabled, request, session]);
  const entry = useAppSelector((state) => state.data.cache[id]);
  const retry = useCallback(() => request(true), [request]);
  return useMemo(
    () => ({
      status: !enabled ? 'succeeded' : (entry?.status ?? 'loading'),
      // The saga stored what this definition's loader resolved with for these params.
      data: entry?.data as R | undefined,
      error: entry?.error ?? null,
      retry,
    }),
    [enabled, entry, retry],
  );
}

export interface MutationView<P> {
  state: FormState;
  submit: (params: P) => void;
  reset: () => void;
}

/** Submits a form through the data saga, one submit at a time; server `validate` messages come back per field. */
export function useMutation<P, R>(mutation: Mutation<P, R>, effects?: MutationEffects): MutationView<P> {
  const dispatch = useAppDispatch();
  const { key, secret, upload } = mutation;
  const state = useAppSelector((root) => root.data.mutations[key] ?? idleForm);
  const effectsJson = JSON.stringify(effects ?? {});
  const submit = useCallback(
    (params: P) =>
      dispatch(
        mutationRequested({
          key,
          ...(secret ? { params: null, secretTicket: keepSecret(params) } : { params }),
          effects: JSON.parse(effectsJson) as MutationEffects,
          ...(upload && { upload }),
        }),
      ),
    [dispatch, key, secret, upload, effectsJson],
  );
  const reset = useCallback(() => dispatch(mutationReset(key)), [dispatch, key]);
  return { state, submit, reset };
}

export interface PolledView<R> extends ResourceView<R> {
  /** The last refresh failed; `data` is the last good answer. */
  refreshError: string | null;
  /** Ask now (after a send, say) and go on polling from there. */
  refresh: () => void;
}

/**
 * Data kept fresh while the view is mounted (poll.saga.ts): loaded at once, then every `periodMs` while the page
 * is visible, never two requests at a time, backing off after failures. Unmounting, turning `enabled` off or a
 * session change stops it. Never shows the loading overlay.
 */
export function usePolledResource<P, R>(
  resource: Resource<P, R>,
  params: P,
  options: { periodMs: number; enabled?: boolean },
): PolledView<R> {
  const dispatch = useAppDispatch();
  const pollId = useId();
  const enabled = options.enabled ?? true;
  const { periodMs } = options;
  const { key } = resource;
  const paramsJson = JSON.stringify(params ?? null);
  const session = useAppSelector((state) => state.data.session);
  const start = useCallback(
    () => dispatch(pollStarted({ id: pollId, key, params: JSON.parse(paramsJson) as Params, periodMs })),
    [dispatch, pollId, key, paramsJson, periodMs],
  );
  useEffect(() => {
    if (!enabled) return undefined;
    start();
    return () => {
      dispatch(pollStopped({ id: pollId }));
    };
  }, [enabled, start, dispatch, pollId, session]);
  const entry = useAppSelector((state) => state.data.cache[cacheIdOf(key, params)]);
  return useMemo(
    () => ({
      status: !enabled ? 'succeeded' : (entry?.status ?? 'loading'),
      data: entry?.data as R | undefined,
      error: entry?.error ?? null,
      refreshError: entry?.refreshError ?? null,
      retry: start,
      refresh: start,
    }),
    [enabled, entry, start],
  );
}
