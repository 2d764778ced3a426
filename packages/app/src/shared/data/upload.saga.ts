import { buffers, channel, type Channel, type Task } from 'redux-saga';
import { cancel, fork, put, take } from 'redux-saga/effects';
import type { UploadOptions } from '@plastihub/api-client';
import { tracked } from '../tracked';
import { mutationProgressed } from './data.slice';

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
export function* uploadWithProgress<P, R>(
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
    return yield* tracked(submit, params, {
      signal,
      onUploadProgress: (fraction: number) => progress.put(fraction),
    });
  } finally {
    yield cancel(reporter);
    progress.close();
  }
}
