import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Spinner, Stack } from '@plastihub/ui';
import { PageHeading } from './PageHeading';
import type { ResourceView } from '../data/useData';

interface ScreenStateProps<R> {
  resource: ResourceView<R>;
  /** True when the loaded data has nothing to show ("No Data Found"). */
  isEmpty?: (data: R) => boolean;
  /** True when the loaded record does not exist ("Record Not Found"). */
  isMissing?: (data: R) => boolean;
  emptyTitle?: string;
  /** What an empty answer offers instead: another city, clearing the filters. */
  emptyAction?: ReactNode;
  children: (data: R) => ReactNode;
}

/**
 * The four states every screen handles: loading, failure (with retry), empty and missing,
 * then the content. Data already on screen stays while a retry or refresh runs.
 */
export function ScreenState<R>({
  resource,
  isEmpty,
  isMissing,
  emptyTitle,
  emptyAction,
  children,
}: ScreenStateProps<R>) {
  const { status, data, error, retry } = resource;
  if (status === 'failed' && data === undefined) {
    return <ErrorState message={error ?? undefined} onRetry={retry} />;
  }
  if (data === undefined) return <Spinner />;
  if (isMissing?.(data)) return <EmptyState variant="missing" />;
  if (isEmpty?.(data)) return <EmptyState variant="empty" title={emptyTitle} action={emptyAction} />;
  return children(data);
}

/** A page opened without the choice it needs (no id in the URL or the session): its title, "Record Not Found". */
export function RecordNotFoundPage({ title }: { title: string }) {
  return (
    <Stack space="lg">
      <PageHeading title={title} />
      <EmptyState variant="missing" />
    </Stack>
  );
}
