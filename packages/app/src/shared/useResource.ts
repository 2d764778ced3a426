import { useCallback, useEffect, useMemo } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import type { RootState } from '../app/store';
import { idleForm, type FormState } from './formState';
import {
  mutationRequested,
  mutationReset,
  paramsKeyOf,
  resourceClaimed,
  resourceRequested,
  type Loader,
  type MutationEffects,
} from './resources.slice';

export interface ResourceView<R> {
  status: 'loading' | 'succeeded' | 'failed';
  data: R | undefined;
  error: string | null;
  retry: () => void;
}

/**
 * Loads data for a screen through the resources saga and returns what to render.
 * `key` names the data; it is reloaded whenever `params` change.
 */
export function useResource<P, R>(
  key: string,
  load: Loader<P, R>,
  params: P,
  options: { enabled?: boolean } = {},
): ResourceView<R> {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const enabled = options.enabled ?? true;
  const paramsKey = paramsKeyOf(params);
  const request = useCallback(
    () =>
      dispatch(
        resourceRequested({
          key,
          load: load as Loader<unknown, unknown>,
          params: JSON.parse(paramsKey) as unknown,
        }),
      ),
    [dispatch, key, load, paramsKey],
  );
  useEffect(() => {
    if (!enabled) return;
    // The route already asked for exactly this as it matched (RouteDef.preload): take that request over.
    if (store.getState().resources.resources[key]?.preloadedParams === paramsKey)
      dispatch(resourceClaimed(key));
    else request();
  }, [enabled, request, store, key, paramsKey, dispatch]);
  const entry = useAppSelector((state) => state.resources.resources[key]);
  return useMemo(
    () => ({
      status: !enabled ? 'succeeded' : (entry?.status ?? 'loading'),
      // The saga stored exactly what `load` resolved with for this key.
      data: entry?.data as R | undefined,
      error: entry?.error ?? null,
      retry: request,
    }),
    [enabled, entry, request],
  );
}

export interface MutationView<P> {
  state: FormState;
  submit: (params: P) => void;
  reset: () => void;
}

/** Submits a form through the resources saga; server `validate` messages come back per field. */
export function useMutation<P, R>(
  key: string,
  submit: Loader<P, R>,
  effects?: MutationEffects,
): MutationView<P> {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.resources.mutations[key] ?? idleForm);
  const effectsKey = JSON.stringify(effects ?? {});
  const run = useCallback(
    (params: P) =>
      dispatch(
        mutationRequested({
          key,
          submit: submit as Loader<unknown, unknown>,
          params,
          effects: JSON.parse(effectsKey) as MutationEffects,
        }),
      ),
    [dispatch, key, submit, effectsKey],
  );
  const reset = useCallback(() => dispatch(mutationReset(key)), [dispatch, key]);
  return { state, submit: run, reset };
}
