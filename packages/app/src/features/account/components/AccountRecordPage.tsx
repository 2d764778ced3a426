import type { ReactNode } from 'react';
import { ScreenState } from '../../../shared/ScreenState';
import type { Loader } from '../../../shared/resources.slice';
import { useResource } from '../../../shared/useResource';
import { AccountLayout } from './AccountLayout';

export interface AccountRecordPageProps<R> {
  title: string;
  resourceKey: string;
  /** Answers null when the record does not exist ("Record Not Found"). */
  load: Loader<void, R | null>;
  children: (record: R) => ReactNode;
}

/** An account page that shows one record loaded on its own: loading, failure with retry, missing, content. */
export function AccountRecordPage<R>({ title, resourceKey, load, children }: AccountRecordPageProps<R>) {
  const record = useResource(resourceKey, load, undefined);
  return (
    <AccountLayout title={title}>
      <ScreenState resource={record} isMissing={(data) => data === null}>
        {(data) => data !== null && children(data)}
      </ScreenState>
    </AccountLayout>
  );
}
