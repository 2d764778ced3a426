import type { ReactNode } from 'react';
import { isEmptyHtml, SafeHtml, Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import type { Resource } from '../../../shared/data/definitions';
import { useResource } from '../../../shared/data/useData';
import { ScreenState } from '../../../shared/page/ScreenState';

/**
 * A page of server-provided HTML, sanitized before it is rendered. "No Data Found" when nothing is left to read
 * once it is sanitized (blank, or only scripts, forms or a tracking pixel). `footer`: the app's own lines after it,
 * whatever the server's content does.
 */
export function PageContentScreen({
  title,
  resource,
  footer,
}: {
  title: string;
  resource: Resource<null, string>;
  footer?: ReactNode;
}) {
  const page = useResource(resource, null);
  return (
    <Stack space="lg">
      <PageHeading title={title} />
      <ScreenState resource={page} isEmpty={isEmptyHtml}>
        {(html) => <SafeHtml html={html} />}
      </ScreenState>
      {footer}
    </Stack>
  );
}
