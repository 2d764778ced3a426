import { NotFound } from '@plastihub/ui';
import { PageTitle } from '../../shared/page/PageHeading';
import { useNavigate } from '../../shared/routing/useNavigate';

export function NotFoundScreen() {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle title="Page not found" />
      <NotFound onNavigate={navigate} />
    </>
  );
}
