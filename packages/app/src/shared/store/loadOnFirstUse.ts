import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { actionChannel, call, take } from 'redux-saga/effects';

export interface LoadOnFirstUse<A extends Action> {
  /** Every action of these types, from the app's start, waits in a channel (in order) for `run`. */
  types: string[];
  /** The actions that need the code (all of `types` unless given): the first one downloads it. */
  start?: string[];
  /** Downloads the code: `() => import('./x.saga')`, then the saga that takes the channel. */
  load: () => Promise<(actions: Channel<A>) => Generator>;
  /**
   * The code did not download (offline, or a new release removed the old files): `first` asked for it, and the
   * channel holds what waits. The next action of `start` tries again.
   */
  unavailable?: (first: A, actions: Channel<A>) => Generator;
}

/**
 * A watcher whose code is not in the first page's script: it downloads with the first action that needs it, and
 * nothing asked for meanwhile is lost.
 */
export function loadOnFirstUse<A extends Action>({
  types,
  start = types,
  load,
  unavailable,
}: LoadOnFirstUse<A>) {
  return function* watch() {
    const actions = (yield actionChannel(types)) as Channel<A>;
    while (true) {
      const first = (yield take(start)) as A;
      let run: (actions: Channel<A>) => Generator;
      try {
        run = (yield call(load)) as typeof run;
      } catch {
        if (unavailable) yield* unavailable(first, actions);
        continue;
      }
      return (yield call(run, actions)) as unknown;
    }
  };
}
