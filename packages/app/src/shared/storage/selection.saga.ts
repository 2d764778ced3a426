import { createAction } from '@reduxjs/toolkit';
import { call, fork, take } from 'redux-saga/effects';
import type * as SelectionModule from './selection';
import type { SelectionName } from './selection';
import { navigate } from '../routing/navigation';

/** A screen hands a choice to the next one: kept in storage (the spec's way), then the next page opens. */
export const selectionMade = createAction<{
  values: Partial<Record<SelectionName, string | null>>;
  to?: string;
}>('selection/made');

// The table of storage keys loads with the first hand-off (the screens that read it have it already),
// not with the first page.
type Selection = typeof SelectionModule;
const loadSelection = (): Promise<Selection> => import('./selection');

function* handOff(action: ReturnType<typeof selectionMade>) {
  const { writeSelection }: Selection = yield call(loadSelection);
  for (const [name, value] of Object.entries(action.payload.values)) {
    writeSelection(name as SelectionName, value ?? null);
  }
  if (action.payload.to) navigate(action.payload.to);
}

export function* selectionSaga() {
  // Every hand-off, each on its own (a loop rather than takeEvery, whose helpers the first page does not need).
  while (true) {
    const action = (yield take(selectionMade.type)) as ReturnType<typeof selectionMade>;
    yield fork(handOff, action);
  }
}
