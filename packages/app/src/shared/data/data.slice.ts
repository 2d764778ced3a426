import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { failedForm, idleForm, submittingForm, succeededForm, type FormState } from '../formState';
import { cacheIdOf, type Params, type ResourceCall } from './definitions';

/**
 * The session changed (signed in, signed out, or the server ended it). Every cached answer and form state
 * belonged to the previous session: they are dropped and the calls in flight cancelled, so no user ever
 * sees another's data.
 */
export const sessionChanged = createAction('session/changed');

/** A view's poll starts (again: it refreshes at once) or stops; the poll saga runs them (poll.saga.ts). */
export const pollStarted = createAction<PollRequest>('data/pollStarted');
export const pollStopped = createAction<{ id: string }>('data/pollStopped');

export type ResourceStatus = 'loading' | 'succeeded' | 'failed';

export interface CacheEntry {
  key: string;
  status: ResourceStatus;
  /** What the definition's loader resolved with; typed again by the definition when read (useResource). */
  data: unknown;
  error: string | null;
  retryable: boolean;
  /** When the data landed (ms since epoch); a mounted screen asks again once it is older than the freshness window. */
  loadedAt: number | null;
  /** A mutation changed this data: the next screen that shows it asks again. */
  stale: boolean;
  /** A poll's last refresh failed (the data on screen is the last good answer); cleared by the next answer. */
  refreshError?: string;
}

/**
 * A view asks for a resource to be kept fresh: loaded now, then every `periodMs` while the page is visible
 * (poll.saga.ts). `id` names the view, so one view never has two polls; starting it again refreshes at once.
 */
export interface PollRequest {
  id: string;
  key: string;
  params: Params;
  periodMs: number;
}

/** Whether a mutation's `reload` list names this resource key (exactly, or by a `prefix*`). */
export const reloads = (list: readonly string[], key: string) =>
  list.some((entry) => (entry.endsWith('*') ? key.startsWith(entry.slice(0, -1)) : entry === key));

export interface MutationEffects {
  /** Go there after success (e.g. a details page after an edit). */
  navigateTo?: string;
  /**
   * Ask again for the data of these resource keys (e.g. the list a delete changed). A key ending in `*` names
   * every key it starts (`selling.*`: all of a seller's listings).
   */
  reload?: string[];
  /** Reload the whole page after success, as the spec does after role updates. */
  reloadPage?: boolean;
}

export interface ResourceRequest extends ResourceCall {
  /** Background refreshes (polls, revalidation) keep the data on screen and never show the overlay. */
  background?: boolean;
  /** Ask even when a fresh answer is cached (Try again, a reload after a mutation). */
  force?: boolean;
}

export interface MutationRequest {
  key: string;
  params: Params;
  /** A secret mutation's params are kept out of the action: the saga takes them by this ticket. */
  secretTicket?: string;
  effects?: MutationEffects;
  /** Report the upload's progress into the form state. */
  upload?: boolean;
}

export interface DataState {
  cache: Record<string, CacheEntry>;
  mutations: Record<string, FormState>;
  /** Counts session changes: mounted screens ask again for their data when it moves. */
  session: number;
}

interface FailurePayload {
  key: string;
  params: Params;
  error: string;
  retryable: boolean;
  background?: boolean;
}

function failEntry(state: DataState, { key, params, error, retryable }: FailurePayload) {
  const id = cacheIdOf(key, params);
  const current = state.cache[id];
  state.cache[id] = {
    key,
    status: 'failed',
    data: current?.data,
    error,
    retryable,
    loadedAt: current?.loadedAt ?? null,
    stale: current?.stale ?? false,
  };
}

const initialState: DataState = { cache: {}, mutations: {}, session: 0 };

export const dataSlice = createSlice({
  name: 'data',
  initialState,
  reducers: {
    resourceRequested(_state, _action: PayloadAction<ResourceRequest>) {
      // The saga decides whether a call goes out (joins, freshness); it reports through resourceLoading.
    },
    resourceLoading(state, action: PayloadAction<{ key: string; params: Params; background: boolean }>) {
      const { key, params, background } = action.payload;
      const id = cacheIdOf(key, params);
      const current = state.cache[id];
      if (background && current) return;
      state.cache[id] = {
        key,
        status: 'loading',
        data: current?.data,
        error: null,
        retryable: false,
        loadedAt: current?.loadedAt ?? null,
        stale: current?.stale ?? false,
      };
    },
    resourceLoaded(state, action: PayloadAction<{ key: string; params: Params; data: unknown; at: number }>) {
      const { key, params, data, at } = action.payload;
      state.cache[cacheIdOf(key, params)] = {
        key,
        status: 'succeeded',
        data,
        error: null,
        retryable: false,
        loadedAt: at,
        stale: false,
      };
    },
    /** A failure; a poll's failed refresh (`background`) keeps the answer on screen and notes the failure. */
    resourceFailed(state, action: PayloadAction<FailurePayload>) {
      const { key, params, error, background } = action.payload;
      const current = state.cache[cacheIdOf(key, params)];
      if (background && current?.data !== undefined) current.refreshError = error;
      else failEntry(state, action.payload);
    },
    /** A newer request replaced this one before it answered: back to what was there before. */
    resourceAbandoned(state, action: PayloadAction<{ key: string; params: Params }>) {
      const id = cacheIdOf(action.payload.key, action.payload.params);
      const current = state.cache[id];
      if (!current || current.status !== 'loading') return;
      if (current.data === undefined) delete state.cache[id];
      else current.status = 'succeeded';
    },
    resourcesInvalidated(state, action: PayloadAction<string[]>) {
      for (const entry of Object.values(state.cache)) {
        if (reloads(action.payload, entry.key)) entry.stale = true;
      }
    },
    mutationRequested(state, action: PayloadAction<MutationRequest>) {
      state.mutations[action.payload.key] = submittingForm;
    },
    mutationProgressed(state, action: PayloadAction<{ key: string; progress: number }>) {
      const form = state.mutations[action.payload.key];
      if (form?.status === 'submitting') form.progress = action.payload.progress;
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
  extraReducers: (builder) => {
    builder.addCase(sessionChanged, (state) => ({ ...initialState, session: state.session + 1 }));
  },
});

export const {
  resourceRequested,
  resourceLoading,
  resourceLoaded,
  resourceFailed,
  resourceAbandoned,
  resourcesInvalidated,
  mutationRequested,
  mutationProgressed,
  mutationSucceeded,
  mutationFailed,
  mutationReset,
} = dataSlice.actions;

export { failedForm };
