import { useEffect } from 'react';
import { NotFound } from '@plastihub/ui';
import { useNavigate } from '../../shared/routing/useNavigate';

export function NotFoundScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Page not found | PlastiHub';
  }, []);
  return <NotFound onNavigate={navigate} />;
}
