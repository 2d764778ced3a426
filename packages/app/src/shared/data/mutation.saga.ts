import { buffers, channel, type Channel, type Task } from 'redux-saga';
import { call, cancel, cancelled, fork, put, select, take } from 'redux-saga/effects';
import type { UploadOptions } from '@plastihub/api-client';
import { failedForm, succeededForm } from '../forms/formState';
import { navigate } from '../routing/navigation';
import { callWithSubmitOverlay } from './callWithSubmitOverlay';
import { dropSecrets, submitOf, takeSecret } from './definitions';
import {
  mutationProgressed,
  mutationSettled,
  noticeShown,
  resourcesInvalidated,
  sessionChanged,
  type DataState,
  type MutationAction,
  type MutationEffects,
  type MutationRequest,
} from './data.slice';

/**
 * Submits, loaded with the first form (the first page never needs them): each form's submit runs here, sends its
 * files with their progress, and is aborted when its task is cancelled (a session change: data.saga.ts).
 */

/** An upload's progress, from the api-client's callback into the form state. */
function* reportProgress(formId: string, progress: Channel<number>) {
  while (true) {
    const fraction = (yield take(progress)) as number;
    yield put(mutationProgressed({ formId, progress: fraction }));
  }
}

/**
 * A mutation that sends files (loaded with the first one, like the polls): its progress goes into its form
 * state as the upload proceeds.
 */
function* uploadWithProgress<P, R>(
  formId: string,
  submit: (params: P, options: UploadOptions) => Promise<R>,
  params: P,
  signal: AbortSignal,
) {
  const progress = channel<number>(buffers.sliding(1));
  const reporter = (yield fork(reportProgress, formId, progress)) as Task;
  // The bar shows from the start: a browser reports no progress for a body it hands to a service worker.
  progress.put(0);
  try {
    return yield* callWithSubmitOverlay(submit, params, {
      signal,
      onUploadProgress: (fraction: number) => progress.put(fraction),
    });
  } finally {
    yield cancel(reporter);
    progress.close();
  }
}

const messageOf = (result: unknown) =>
  typeof result === 'object' && result !== null && 'msg' in result && typeof result.msg === 'string'
    ? result.msg
    : null;

/** Where a submit leads: the saved row's page when the answer names it, else `navigateTo`. */
function destinationOf(effects: MutationEffects, result: unknown): string | undefined {
  const id = (result as { id?: unknown } | null)?.id;
  if (effects.savedAt && typeof id === 'number' && Number.isInteger(id)) {
    const { path, idParam } = effects.savedAt;
    return `${path}?${new URLSearchParams({ [idParam]: String(id) })}`;
  }
  return effects.navigateTo;
}

/** A form's submit: its answer goes into the form's state, then its effects (invalidate, navigate, reload). */
export function* submitMutation(request: MutationRequest) {
  const { formId } = request;
  const controller = new AbortController();
  try {
    const params = request.secretTicket ? takeSecret(request.secretTicket) : request.params;
    const submitted = submitOf(request.key);
    let result: unknown;
    if (request.upload) {
      result = yield call(uploadWithProgress, formId, submitted, params, controller.signal);
    } else {
      result = yield* callWithSubmitOverlay(submitted, params, { signal: controller.signal });
    }
    // A form that has gone (the user moved on while it was sent) takes its visitor nowhere.
    const formShown = (yield select(
      (state: { data: DataState }) => state.data.mutations[formId] !== undefined,
    )) as boolean;
    yield put(mutationSettled({ formId, form: succeededForm(messageOf(result)) }));
    const effects = request.effects ?? {};
    // The server's data changed all the same: what views show of it is asked again.
    if (effects.invalidates?.length) yield put(resourcesInvalidated(effects.invalidates));
    if (!formShown) return;
    if (effects.reloadPage) window.location.reload();
    else {
      const to = destinationOf(effects, result);
      if (!to) return;
      navigate(to);
      // After the move: the notice belongs to the page now shown (one for another page is dismissed at once).
      const text = messageOf(result);
      if (text) yield put(noticeShown({ path: to, text }));
    }
  } catch (error) {
    yield put(mutationSettled({ formId, form: failedForm(error) }));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/**
 * One submit per form at a time: a second one while the first is in flight is refused (the slice tells the form)
 * and its secret dropped. A submit made under an earlier session is never sent (its secret is dropped), and a
 * session change aborts every submit and upload in flight and drops every secret.
 */
export function* runMutations(actions: Channel<MutationAction>) {
  const running = new Map<string, Task>();
  while (true) {
    const action = (yield take(actions)) as MutationAction;
    for (const [id, task] of running) if (!task.isRunning()) running.delete(id);
    if (sessionChanged.match(action)) {
      for (const task of running.values()) yield cancel(task);
      running.clear();
      dropSecrets();
      continue;
    }
    const { formId, secretTicket, session } = action.payload;
    const current = (yield select((state: { data: DataState }) => state.data.session)) as number;
    if (running.has(formId) || session !== current) {
      if (secretTicket) takeSecret(secretTicket);
      continue;
    }
    running.set(formId, (yield fork(submitMutation, action.payload)) as Task);
  }
}
