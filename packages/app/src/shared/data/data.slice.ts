import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isApiError } from '@plastihub/api-client';
import { idleForm, submittingForm, type FormState } from '../forms/formState';
import { cacheIdOf, type Params, type ResourceCall } from './definitions';
import { errorMessage } from './requestState';

/**
 * The session changed (signed in, signed out, or the server ended it). Every cached answer and form state
 * belonged to the previous session: they are dropped and the calls in flight aborted, so no user ever
 * sees another's data.
 */
export const sessionChanged = createAction('session/changed');

/** A view's poll starts (again: it refreshes at once) or stops; the poll saga runs them (poll.saga.ts). */
export const pollStarted = createAction<PollRequest>('data/pollStarted');
export const pollStopped = createAction<{ id: string }>('data/pollStopped');
/** The polls of these entries (cache ids) refresh now: what a view polls is asked again by its poll alone. */
export const pollsRefreshed = createAction<string[]>('data/pollsRefreshed');

/** The browser is back online (or the user asked to refresh): failed and saved entries that views show are asked again. */
export const connectionRestored = createAction('data/connectionRestored');

export type ResourceStatus = 'loading' | 'succeeded' | 'failed';

/**
 * The mounted views of one entry (RTK Query's subscriptions): while there are any, the entry is kept, refreshed when
 * a mutation invalidates it and asked again when the connection comes back. A polled view's poll does the asking.
 * Kept in the store, not in the saga, so that a watcher restarted after an error still knows them.
 */
export interface Subscription {
  call: ResourceCall;
  /** How many mounted views show the entry. */
  views: number;
  /** How many of them poll it: the poll, not the cache, asks for it again. */
  polled: number;
}

export interface CacheEntry {
  key: string;
  status: ResourceStatus;
  /** What the definition's loader resolved with; typed again by the definition when read (useResource). */
  data: unknown;
  error: string | null;
  retryable: boolean;
  /** When the data landed (ms since epoch); a mounted view asks again once it is older than the freshness window. */
  loadedAt: number | null;
  /** A poll's last refresh failed (the data on screen is the last good answer); cleared by the next answer. */
  refreshError?: string;
  /**
   * The answer is the copy the service worker kept when the network was out (ms since epoch, when it was saved):
   * the page says so, and the entry is asked again once the browser is back online.
   */
  savedAt?: number;
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

/** Whether an invalidation list names this resource key (exactly, or by a `prefix*`). */
export const invalidationCovers = (list: readonly string[], key: string) =>
  list.some((entry) => (entry.endsWith('*') ? key.startsWith(entry.slice(0, -1)) : entry === key));

export interface MutationEffects {
  /** Go there after success (e.g. a details page after an edit), where the server's message is shown. */
  navigateTo?: string;
  /**
   * The saved row's own page, when the answer names its id (a seller's new listing): `path?idParam=id`, in place
   * of `navigateTo`. Data, not a function, as every effect is: it travels in a Redux action.
   */
  savedAt?: { path: string; idParam: string };
  /**
   * The resource keys whose data this mutation changes (RTK Query's `invalidatesTags`): every mounted view of them
   * is refreshed, every other entry of them dropped. A key ending in `*` names every key it starts (`selling.*`).
   */
  invalidates?: string[];
  /** Reload the whole page after success, as the spec does after role updates. */
  reloadPage?: boolean;
}

export interface ResourceRequest extends ResourceCall {
  /** Background refreshes (polls, revalidation) keep the data on screen and never show the overlay. */
  background?: boolean;
  /** Ask even when a fresh answer is cached (Try again, an invalidation). */
  force?: boolean;
}

export interface MutationRequest {
  /** The form instance (useMutation) the submit belongs to: its state is that form's alone. */
  formId: string;
  key: string;
  params: Params;
  /** A secret mutation's params are kept out of the action: the saga takes them by this ticket. */
  secretTicket?: string;
  effects?: MutationEffects;
  /** Report the upload's progress into the form state. */
  upload?: boolean;
  /** The session the form was submitted in: a submit from an earlier session is never sent. */
  session: number;
}

export interface DataState {
  cache: Record<string, CacheEntry>;
  /** The entries mounted views show, by cache id. Views outlive a session change (they ask again), so these do. */
  subscriptions: Record<string, Subscription>;
  /** The submit state of each mounted form, by form id; a form's entry goes when the form unmounts. */
  mutations: Record<string, FormState>;
  /** Counts session changes: mounted views ask again for their data when it moves. */
  session: number;
  /** A submit's message for the page it led to ("Machine added successfully."), shown there until left. */
  notice: SubmitNotice | null;
}

export interface SubmitNotice {
  /** The page it belongs to: path and query, as navigated to. */
  path: string;
  text: string;
}

interface FailurePayload {
  key: string;
  params: Params;
  error: string;
  retryable: boolean;
  background?: boolean;
}

const initialState: DataState = { cache: {}, subscriptions: {}, mutations: {}, session: 0, notice: null };

export const dataSlice = createSlice({
  name: 'data',
  initialState,
  reducers: {
    /** A mounted view shows this entry (a polled one, when `polled`). */
    resourceSubscribed(state, action: PayloadAction<ResourceCall & { polled?: boolean }>) {
      const { key, params, polled = false } = action.payload;
      const id = cacheIdOf(key, params);
      const current = state.subscriptions[id] ?? { call: { key, params }, views: 0, polled: 0 };
      current.views += 1;
      if (polled) current.polled += 1;
      state.subscriptions[id] = current;
    },
    resourceUnsubscribed(state, action: PayloadAction<ResourceCall & { polled?: boolean }>) {
      const { key, params, polled = false } = action.payload;
      const id = cacheIdOf(key, params);
      const current = state.subscriptions[id];
      if (!current) return;
      current.views -= 1;
      if (polled) current.polled -= 1;
      if (current.views <= 0) delete state.subscriptions[id];
    },
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
        ...(current?.savedAt !== undefined && { savedAt: current.savedAt }),
      };
    },
    resourceLoaded(
      state,
      action: PayloadAction<{ key: string; params: Params; data: unknown; at: number; savedAt?: number }>,
    ) {
      const { key, params, data, at, savedAt } = action.payload;
      state.cache[cacheIdOf(key, params)] = {
        key,
        status: 'succeeded',
        data,
        error: null,
        retryable: false,
        // A kept copy is as old as when it was saved: a view that mounts again asks for a newer one.
        loadedAt: savedAt ?? at,
        ...(savedAt !== undefined && { savedAt }),
      };
    },
    /** A failure; a failed background refresh keeps the answer on screen and notes the failure. */
    resourceFailed(state, action: PayloadAction<FailurePayload>) {
      const { key, params, error, retryable, background } = action.payload;
      const id = cacheIdOf(key, params);
      const current = state.cache[id];
      if (background && current?.data !== undefined) {
        current.refreshError = error;
        current.status = 'succeeded';
        return;
      }
      state.cache[id] = {
        key,
        status: 'failed',
        data: current?.data,
        error,
        retryable,
        loadedAt: current?.loadedAt ?? null,
      };
    },
    /** The call was called off (the entry went, the session changed): back to what was there before. */
    resourceAbandoned(state, action: PayloadAction<{ key: string; params: Params }>) {
      const id = cacheIdOf(action.payload.key, action.payload.params);
      const current = state.cache[id];
      if (!current || current.status !== 'loading') return;
      if (current.data === undefined) delete state.cache[id];
      else current.status = 'succeeded';
    },
    /** No view has shown this entry for its keep-unused time (or a mutation invalidated it unseen). */
    resourceRemoved(state, action: PayloadAction<string>) {
      delete state.cache[action.payload];
    },
    resourcesInvalidated(_state, _action: PayloadAction<string[]>) {
      // The saga refreshes the mounted views of these keys and removes the other entries.
    },
    mutationRequested(state, action: PayloadAction<MutationRequest>) {
      const { formId } = action.payload;
      // One submit per form at a time: a second one is refused (the saga does not send it; useMutation says so).
      if (state.mutations[formId]?.status === 'submitting') {
        state.mutations[formId] = { ...state.mutations[formId], refused: true };
      } else state.mutations[formId] = submittingForm;
    },
    mutationProgressed(state, action: PayloadAction<{ formId: string; progress: number }>) {
      const form = state.mutations[action.payload.formId];
      if (form?.status === 'submitting') form.progress = action.payload.progress;
    },
    /**
     * The submit's answer (succeeded or failed), as the form shows it. An answer for a form that has gone
     * (unmounted, or the session changed) has nowhere to show.
     */
    mutationSettled(state, action: PayloadAction<{ formId: string; form: FormState }>) {
      const { formId, form } = action.payload;
      if (state.mutations[formId]) state.mutations[formId] = form;
    },
    /** The form shows nothing of its last submit again (a chat box after its message was delivered). */
    mutationReset(state, action: PayloadAction<string>) {
      if (state.mutations[action.payload]) state.mutations[action.payload] = idleForm;
    },
    /** A submit led to another page: its message is shown there. */
    noticeShown(state, action: PayloadAction<SubmitNotice>) {
      state.notice = action.payload;
    },
    /** Dismissed, or its page was left. */
    noticeDismissed(state) {
      state.notice = null;
    },
    /** The form unmounted: its state goes with it. */
    mutationRemoved(state, action: PayloadAction<string>) {
      delete state.mutations[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionChanged, (state) => ({
      ...initialState,
      subscriptions: state.subscriptions,
      session: state.session + 1,
    }));
  },
});

export type MutationAction = ReturnType<typeof mutationRequested> | ReturnType<typeof sessionChanged>;

export const {
  resourceSubscribed,
  resourceUnsubscribed,
  resourceRequested,
  resourceLoading,
  resourceLoaded,
  resourceFailed,
  resourceAbandoned,
  resourceRemoved,
  resourcesInvalidated,
  mutationRequested,
  mutationProgressed,
  mutationSettled,
  noticeShown,
  noticeDismissed,
  mutationReset,
  mutationRemoved,
} = dataSlice.actions;

/** A load that failed: the error's message for the screen, and whether trying again may help (not a 4xx). */
export const loadFailed = ({ key, params }: ResourceCall, error: unknown, background: boolean) =>
  resourceFailed({
    key,
    params,
    error: errorMessage(error),
    retryable: !isApiError(error) || error.retryable,
    background,
  });
