import { isEmptyHtml, PageHeader, SafeHtml, Stack } from '@plastihub/ui';
import type { CallOptions } from '@plastihub/api-client';
import { useResource } from '../../../shared/useResource';
import { ScreenState } from '../../../shared/ScreenState';

/**
 * A page of server-provided HTML, sanitized before it is rendered. "No Data Found" when nothing is left to read
 * once it is sanitized (blank, or only scripts, forms or a tracking pixel).
 */
export function PageContentScreen({
  title,
  resourceKey,
  load,
}: {
  title: string;
  resourceKey: string;
  load: (params: undefined, options?: CallOptions) => Promise<string>;
}) {
  const page = useResource(resourceKey, load, undefined);
  return (
    <Stack space="lg">
      <PageHeader title={title} />
      <ScreenState resource={page} isEmpty={isEmptyHtml}>
        {(html) => <SafeHtml html={html} />}
      </ScreenState>
    </Stack>
  );
}
