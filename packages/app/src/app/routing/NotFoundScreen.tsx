import { NotFound } from '@plastihub/ui';
import { PageTitle } from '../../shared/page/PageHeading';

export function NotFoundScreen() {
  return (
    <>
      <PageTitle title="Page not found" />
      <NotFound />
    </>
  );
}
