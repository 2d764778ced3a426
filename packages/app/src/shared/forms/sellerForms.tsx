import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  ErrorState,
  FormErrorSummary,
  ProgressBar,
  Spinner,
  type FormErrorItem,
} from '@plastihub/ui';
import { AccountLayout } from '../account/AccountLayout';
import type { Mutation } from '../data/definitions';
import type { MutationEffects } from '../data/data.slice';
import { useMutation, type ResourceView } from '../data/useData';
import type { FormState } from './formState';
import { RecordNotFoundPage } from '../page/ScreenState';

/** What the seller forms and grids show about a submission, shared by every kind of listing. */

/**
 * Why a submit failed: the server's field messages as a list, or the reason (everything typed stays). A new list
 * takes focus, so that a screen reader reads it and the keyboard goes on from it to the fields it links to.
 */
export function SubmitFailure({
  state,
  summary,
  title,
}: {
  state: FormState;
  summary: readonly FormErrorItem[];
  title: string;
}) {
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status === 'failed') summaryRef.current?.focus();
  }, [state]);
  if (state.status !== 'failed') return null;
  if (summary.length > 0) {
    return <FormErrorSummary ref={summaryRef} title={state.message ?? undefined} errors={summary} />;
  }
  return (
    <Alert tone="critical" title={title}>
      {state.message}
    </Alert>
  );
}

/** Submit, and how far the photos have gone while the form is sent. */
export function SubmitRow({ state }: { state: FormState }) {
  const sending = state.status === 'submitting';
  return (
    <>
      {sending && state.progress !== undefined && <ProgressBar label="Uploading" value={state.progress} />}
      <div>
        <Button type="submit" variant="primary" pending={sending}>
          Submit
        </Button>
      </div>
    </>
  );
}

/** The server's word on a delete: its message in green, or why it failed (what was shown stays). */
export function RemovalOutcome({ state }: { state: FormState }) {
  if (state.status === 'succeeded') return <Alert tone="success">{state.message || 'Deleted.'}</Alert>;
  if (state.status === 'failed') {
    return (
      <Alert tone="critical" title="Not deleted">
        {state.message}
      </Alert>
    );
  }
  return null;
}

/**
 * Deleting one of several listings (grid cards, table rows): each one's Delete, and which one is being deleted.
 * What happens after a success (reload the grid, leave the page) is the caller's `effects`.
 */
export function useRemoval(removal: Mutation<number, unknown>, effects: MutationEffects) {
  const { state, submit } = useMutation(removal, effects);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const deleteOf = (id: number) => ({
    onDelete: () => {
      setDeletingId(id);
      submit(id);
    },
    deleting: state.status === 'submitting' && deletingId === id,
  });
  return { state, deleteOf };
}

/** The look-ups a form's choices come from that failed, with one Try again for them all. */
export function ChoicesFailed({
  views,
  title,
}: {
  views: ReadonlyArray<ResourceView<unknown>>;
  title: string;
}) {
  const failed = views.filter((view) => view.status === 'failed');
  if (failed.length === 0) return null;
  return (
    <Alert tone="critical" title={title}>
      <Button variant="secondary" onPress={() => failed.forEach((view) => view.retry())}>
        Try again
      </Button>
    </Alert>
  );
}

/**
 * An edit page around the record it loaded: "Record Not Found" without one (or none chosen), the failure with
 * Try again, the spinner, then the form.
 */
export function Loaded<R>({
  title,
  view,
  children,
}: {
  title: string;
  view: ResourceView<R | null> | null;
  children: (record: R) => ReactNode;
}) {
  if (!view || view.data === null) return <RecordNotFoundPage title={title} />;
  return (
    <AccountLayout title={title}>
      {view.data !== undefined ? (
        children(view.data)
      ) : view.status === 'failed' ? (
        <ErrorState message={view.error ?? undefined} onRetry={view.retry} />
      ) : (
        <Spinner />
      )}
    </AccountLayout>
  );
}
