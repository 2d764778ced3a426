import { isEmptyHtml, SafeHtml, Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import type { Resource } from '../../../shared/data/definitions';
import { useResource } from '../../../shared/data/useData';
import { ScreenState } from '../../../shared/page/ScreenState';

/**
 * A page of server-provided HTML, sanitized before it is rendered. "No Data Found" when nothing is left to read
 * once it is sanitized (blank, or only scripts, forms or a tracking pixel).
 */
export function PageContentScreen({ title, resource }: { title: string; resource: Resource<null, string> }) {
  const page = useResource(resource, null);
  return (
    <Stack space="lg">
      <PageHeading title={title} />
      <ScreenState resource={page} isEmpty={isEmptyHtml}>
        {(html) => <SafeHtml html={html} />}
      </ScreenState>
    </Stack>
  );
}
