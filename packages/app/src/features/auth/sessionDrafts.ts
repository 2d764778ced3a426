import { call } from 'redux-saga/effects';
import type * as DraftsModule from '../../shared/forms/drafts';

/** Form drafts (shared/forms/drafts.ts) matter only when a session starts or ends: their code loads then. */
type Drafts = typeof DraftsModule;
const loadDrafts = (): Promise<Drafts> => import('../../shared/forms/drafts');

/**
 * Applies a session change to this tab's drafts. When their code cannot load (offline), nothing is applied here;
 * a draft is still restored only into its owner's form (restoreDraft checks the signed-in user).
 */
export function* withDrafts(apply: (drafts: Drafts) => void) {
  try {
    apply((yield call(loadDrafts)) as Drafts);
  } catch {
    // See above: the owner check in restoreDraft keeps another user's draft out.
  }
}
