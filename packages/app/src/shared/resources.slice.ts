import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CallOptions } from '@plastihub/api-client';
import { failedForm, idleForm, submittingForm, succeededForm, type FormState } from './formState';

/**
 * Data a screen reads (resources) and forms it submits (mutations), keyed by name.
 * The saga does the calls; the loader or submitter travels in the action so each route chunk
 * carries only the api-client functions it uses.
 */
export type Loader<P, R> = (params: P, options?: CallOptions) => Promise<R>;

export type ResourceStatus = 'loading' | 'succeeded' | 'failed';

export interface ResourceEntry {
  status: ResourceStatus;
  /** Typed by the hook that requested it (useResource); the saga stores exactly what the loader returned. */
  data: unknown;
  error: string | null;
  retryable: boolean;
  /**
   * Set while the data comes from a route's early request that no screen has taken yet: the params
   * it was asked with (see paramsKeyOf). The screen takes it over instead of asking again.
   */
  preloadedParams?: string;
}

/** Requests for the same data compare equal by this key. */
export const paramsKeyOf = (params: unknown) => JSON.stringify(params ?? null);

export interface MutationEffects {
  /** Go there after success (e.g. a details page after an edit). */
  navigateTo?: string;
  /** Reload these resources after success (e.g. the list a delete changed). */
  reload?: string[];
  /** Reload the whole page after success, as the spec does after role updates. */
  reloadPage?: boolean;
}

export interface ResourcesState {
  resources: Record<string, ResourceEntry>;
  mutations: Record<string, FormState>;
}

const initialState: ResourcesState = { resources: {}, mutations: {} };

export interface ResourceRequest {
  key: string;
  load: Loader<unknown, unknown>;
  params: unknown;
  /** Background refreshes (polls) keep the data on screen and never show the overlay. */
  background?: boolean;
  /** Asked for by the route as it matched, before the screen's chunk loaded (RouteDef.preload). */
  preload?: boolean;
  /**
   * For a public GET a route preloads: its path under the API base. The API builds' index.html asks for it
   * while the app's code downloads, and the call takes that answer over (see build/prerenderShell.ts).
   */
  earlyPath?: string;
}

export interface MutationRequest {
  key: string;
  submit: Loader<unknown, unknown>;
  params: unknown;
  effects?: MutationEffects;
}

export const resourcesSlice = createSlice({
  name: 'resources',
  initialState,
  reducers: {
    resourceRequested(state, action: PayloadAction<ResourceRequest>) {
      const { key, background, preload, params } = action.payload;
      const current = state.resources[key];
      if (background && current) return;
      state.resources[key] = {
        status: 'loading',
        data: current?.data,
        error: null,
        retryable: false,
        preloadedParams: preload ? paramsKeyOf(params) : undefined,
      };
    },
    /** The screen takes over its route's early request (in flight or landed) instead of asking again. */
    resourceClaimed(state, action: PayloadAction<string>) {
      const current = state.resources[action.payload];
      if (current) delete current.preloadedParams;
    },
    resourceLoaded(state, action: PayloadAction<{ key: string; data: unknown }>) {
      state.resources[action.payload.key] = {
        status: 'succeeded',
        data: action.payload.data,
        error: null,
        retryable: false,
        preloadedParams: state.resources[action.payload.key]?.preloadedParams,
      };
    },
    resourceFailed(state, action: PayloadAction<{ key: string; error: string; retryable: boolean }>) {
      const { key, error, retryable } = action.payload;
      const current = state.resources[key];
      state.resources[key] = {
        status: 'failed',
        data: current?.data,
        error,
        retryable,
        preloadedParams: current?.preloadedParams,
      };
    },
    mutationRequested(state, action: PayloadAction<MutationRequest>) {
      state.mutations[action.payload.key] = submittingForm;
    },
    mutationSucceeded(state, action: PayloadAction<{ key: string; message: string | null }>) {
      state.mutations[action.payload.key] = succeededForm(action.payload.message);
    },
    mutationFailed(state, action: PayloadAction<{ key: string; form: FormState }>) {
      state.mutations[action.payload.key] = action.payload.form;
    },
    mutationReset(state, action: PayloadAction<string>) {
      state.mutations[action.payload] = idleForm;
    },
  },
});

export const {
  resourceRequested,
  resourceClaimed,
  resourceLoaded,
  resourceFailed,
  mutationRequested,
  mutationSucceeded,
  mutationFailed,
  mutationReset,
} = resourcesSlice.actions;

export { failedForm };
