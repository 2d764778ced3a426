import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RequestsState } from '../data/requests.slice';
import type { SessionState } from '../account/session';
import type { DataState } from '../data/data.slice';
import type { PageState } from '../routing/pageReady';

/**
 * The part of the store that shared code and every feature may read. It is declared here, from state types
 * that live in shared/, instead of being inferred from the app's store: shared/ and features/ never import
 * app/, and the app's store (app/store.ts) fails to compile if it stops providing this shape. A feature that
 * reads state only it knows (the auth forms) types its own selector hook against its slice's state.
 */
export interface SharedState {
  auth: SessionState;
  requests: RequestsState;
  data: DataState;
  page: PageState;
}

/** The store's dispatch: plain actions only (no thunks; sagas do the side effects). */
export type AppDispatch = Dispatch<UnknownAction>;
