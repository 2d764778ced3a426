import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useSubscriptions } from './useSubscriptions';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { idleForm, type FormState } from '../forms/formState';
import {
  cacheIdOf,
  keepSecret,
  stableJson,
  type Mutation,
  type Params,
  type Resource,
  type ResourceCall,
} from './definitions';
import {
  mutationRemoved,
  mutationRequested,
  mutationReset,
  pollStarted,
  pollStopped,
  resourceRequested,
  type MutationEffects,
} from './data.slice';

/** A view's state: `idle` while it is switched off (`enabled: false`: nothing asked, nothing to show). */
export type ViewStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface ResourceView<R> {
  status: ViewStatus;
  /** The answer for these params; kept on screen while it is refreshed or a retry runs. */
  data: R | undefined;
  error: string | null;
  retry: () => void;
  /** The call behind the view (a single resource's): what a saved search asks again to count new listings. */
  call?: ResourceCall;
}

/** A view's params as a stable string: the same params (in any key order) do not ask again. */
export function useStableParams(params: unknown): Params {
  const json = stableJson(params);
  return useMemo(() => JSON.parse(json) as Params, [json]);
}

/**
 * The data a screen shows, loaded through the data saga (RTK Query's `useQuery`): the view subscribes to the entry
 * for these params while it is mounted (asking for it if it is not fresh), follows the params and the session,
 * and reads the entry. A fresh cached answer shows at once.
 */
export function useResource<P, R>(
  resource: Resource<P, R>,
  params: P,
  options: { enabled?: boolean } = {},
): ResourceView<R> {
  const dispatch = useAppDispatch();
  const enabled = options.enabled ?? true;
  const { key } = resource;
  const stableParams = useStableParams(params);
  const calls = useMemo(() => [{ key, params: stableParams }], [key, stableParams]);
  useSubscriptions(calls, { enabled });
  const id = cacheIdOf(key, stableParams);
  const entry = useAppSelector((state) => state.data.cache[id]);
  const retry = useCallback(
    () => dispatch(resourceRequested({ key, params: stableParams, force: true })),
    [dispatch, key, stableParams],
  );
  return useMemo(
    () => ({
      status: !enabled ? 'idle' : (entry?.status ?? 'loading'),
      // The saga stored what this definition's loader resolved with for these params.
      data: entry?.data as R | undefined,
      error: entry?.error ?? null,
      retry,
      ...(enabled && { call: { key, params: stableParams } }),
    }),
    [enabled, entry, retry, key, stableParams],
  );
}

/** What a resource's loader resolves with. */
export type ResultOf<T> = T extends Resource<never, infer R> ? R : never;

type Lookups = Record<string, Resource<null, unknown>>;

/**
 * Several parameterless resources shown together (a form's or a filter bar's choices), as one view: loading until
 * every one has answered, failed when any failed (Try again asks again for those), each entry shared with every
 * other screen that shows it.
 */
export function useResourceGroup<T extends Lookups>(
  group: T,
  options: { enabled?: boolean } = {},
): ResourceView<{ [K in keyof T]: ResultOf<T[K]> }> {
  const dispatch = useAppDispatch();
  const enabled = options.enabled ?? true;
  const pairsJson = JSON.stringify(Object.entries(group).map(([name, resource]) => [name, resource.key]));
  const pairs = useMemo(() => JSON.parse(pairsJson) as Array<[name: string, key: string]>, [pairsJson]);
  const keys = useMemo(() => pairs.map(([, key]) => key), [pairs]);
  const calls = useMemo(() => keys.map((key) => ({ key, params: null })), [keys]);
  useSubscriptions(calls, { enabled });
  const entries = useAppSelector(
    (state) => keys.map((key) => state.data.cache[cacheIdOf(key, null)]),
    shallowEqual,
  );
  const retry = useCallback(() => {
    keys.forEach((key, index) => {
      if (entries[index]?.status !== 'succeeded')
        dispatch(resourceRequested({ key, params: null, force: true }));
    });
  }, [dispatch, keys, entries]);
  return useMemo(() => {
    const failed = entries.find((entry) => entry?.status === 'failed');
    const complete = entries.every((entry) => entry?.data !== undefined);
    return {
      status: !enabled ? 'idle' : failed ? 'failed' : complete ? 'succeeded' : 'loading',
      // Each entry holds what its definition's loader resolved with.
      data: complete
        ? (Object.fromEntries(pairs.map(([name], index) => [name, entries[index]?.data])) as {
            [K in keyof T]: ResultOf<T[K]>;
          })
        : undefined,
      error: failed?.error ?? null,
      retry,
    };
  }, [enabled, entries, retry, pairs]);
}

export interface MutationView<P> {
  state: FormState;
  /** Sends the form; false when a submit of this form is still in flight (its state then says so). */
  submit: (params: P) => boolean;
  /** Shows nothing of the last submit again (the state is dropped anyway when the form unmounts). */
  reset: () => void;
}

let lastFormId = 0;

/** What a second submit of a form gets while its first is still on its way. */
export const STILL_SENDING = 'Your last submission is still being sent. Please wait for its answer.';

/**
 * Submits a form through the data saga (RTK Query's `useMutation`): the state is this form instance's own and goes
 * when it unmounts; one submit at a time; server `validate` messages come back per field. A secret's params wait
 * outside the store for the saga, which takes them (or drops them, when the submit is refused).
 */
export function useMutation<P, R>(mutation: Mutation<P, R>, effects?: MutationEffects): MutationView<P> {
  const dispatch = useAppDispatch();
  const [formId] = useState(() => {
    lastFormId += 1;
    return `form-${lastFormId}`;
  });
  const { key, secret, upload } = mutation;
  const stored = useAppSelector((root) => root.data.mutations[formId] ?? idleForm);
  const state = useMemo(() => (stored.refused ? { ...stored, message: STILL_SENDING } : stored), [stored]);
  const session = useAppSelector((root) => root.data.session);
  useEffect(() => {
    // The submit code (mutation.saga.ts) loads as the form mounts, so that Submit does not wait for it.
    import('./mutation.saga').catch(() => undefined);
    return () => {
      dispatch(mutationRemoved(formId));
    };
  }, [dispatch, formId]);
  const effectsJson = JSON.stringify(effects ?? {});
  const submitting = state.status === 'submitting';
  const submit = useCallback(
    (params: P) => {
      if (submitting) {
        // Refused in the slice too (it tells the form); no secret is kept for a submit that will not go.
        dispatch(mutationRequested({ formId, key, params: null, session }));
        return false;
      }
      dispatch(
        mutationRequested({
          formId,
          key,
          ...(secret ? { params: null, secretTicket: keepSecret(params) } : { params }),
          effects: JSON.parse(effectsJson) as MutationEffects,
          ...(upload && { upload }),
          session,
        }),
      );
      return true;
    },
    [dispatch, formId, key, secret, upload, effectsJson, submitting, session],
  );
  const reset = useCallback(() => dispatch(mutationReset(formId)), [dispatch, formId]);
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
  const stableParams = useStableParams(params);
  const session = useAppSelector((state) => state.data.session);
  const calls = useMemo(() => [{ key, params: stableParams }], [key, stableParams]);
  useSubscriptions(calls, { enabled, polled: true });
  const start = useCallback(
    () => dispatch(pollStarted({ id: pollId, key, params: stableParams, periodMs })),
    [dispatch, pollId, key, stableParams, periodMs],
  );
  useEffect(() => {
    if (!enabled) return undefined;
    start();
    return () => {
      dispatch(pollStopped({ id: pollId }));
    };
  }, [enabled, start, dispatch, pollId, session]);
  const id = cacheIdOf(key, stableParams);
  const entry = useAppSelector((state) => state.data.cache[id]);
  return useMemo(
    () => ({
      status: !enabled ? 'idle' : (entry?.status ?? 'loading'),
      data: entry?.data as R | undefined,
      error: entry?.error ?? null,
      refreshError: entry?.refreshError ?? null,
      retry: start,
      refresh: start,
    }),
    [enabled, entry, start],
  );
}
