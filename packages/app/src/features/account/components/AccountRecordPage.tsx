import type { ReactNode } from 'react';
import { ScreenState } from '../../../shared/page/ScreenState';
import type { Resource } from '../../../shared/data/definitions';
import { useResource } from '../../../shared/data/useData';
import { AccountLayout } from '../../../shared/account/AccountLayout';

export interface AccountRecordPageProps<R> {
  title: string;
  /** Answers null when the record does not exist ("Record Not Found"). */
  resource: Resource<null, R | null>;
  children: (record: R) => ReactNode;
}

/** An account page that shows one record loaded on its own: loading, failure with retry, missing, content. */
export function AccountRecordPage<R>({ title, resource, children }: AccountRecordPageProps<R>) {
  const record = useResource(resource, null);
  return (
    <AccountLayout title={title}>
      <ScreenState resource={record} isMissing={(data) => data === null}>
        {(data) => data !== null && children(data)}
      </ScreenState>
    </AccountLayout>
  );
}
