import { createAction } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import { writeSelection, type SelectionName } from './selection';
import { navigate } from './navigation';

/** A screen hands a choice to the next one: kept in storage (the spec's way), then the next page opens. */
export const selectionMade = createAction<{
  values: Partial<Record<SelectionName, string | null>>;
  to?: string;
}>('selection/made');

function handOff(action: ReturnType<typeof selectionMade>) {
  for (const [name, value] of Object.entries(action.payload.values)) {
    writeSelection(name as SelectionName, value ?? null);
  }
  if (action.payload.to) navigate(action.payload.to);
}

export function* selectionSaga() {
  yield takeEvery(selectionMade.type, handOff);
}
