import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAppSelector } from '../../shared/store/hooks';
import { href, paths } from '../../shared/routing/paths';
import type { Access } from '../../shared/routing/routeRecord';

/** Applies a route's access rule: guest-only with a token goes home; guarded without one goes to login. */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const signedIn = useAppSelector((state) => state.auth.signedIn);
  if (access === 'guest' && signedIn) return <Redirect to={paths.home} replace />;
  if (access === 'guarded' && !signedIn) {
    const next = `${window.location.pathname}${window.location.search}`;
    return <Redirect to={href('login', { query: { next } })} replace />;
  }
  return children;
}
