import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Profile } from '@plastihub/api-client';
import { Box, Sidebar, Stack, type Breadcrumb } from '@plastihub/ui';
import { PageHeading } from '../page/PageHeading';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { href } from '../routing/paths';
import { useResource, type ResourceView } from '../data/useData';
import { logoutRequested } from './session';
import { accountProfile } from './profile.data';
import { accountMenu } from './accountMenu';

export interface AccountLayoutProps {
  /** The page's h1, also the last breadcrumb. */
  title: string;
  description?: ReactNode;
  /** Page-level buttons beside the title. */
  actions?: ReactNode;
  /**
   * The page. A function receives the profile the layout loaded (GET /profile), so the sidebar and
   * the page share one request.
   */
  children: ReactNode | ((profile: ResourceView<Profile>) => ReactNode);
}

/**
 * The frame of every signed-in account page: the account sidebar (role links only for roles the
 * user holds) beside the page title and content.
 */
export function AccountLayout({ title, description, actions, children }: AccountLayoutProps) {
  const profile = useResource(accountProfile, null);
  const sessionUser = useAppSelector((state) => state.auth.user);
  const dispatch = useAppDispatch();
  const [location] = useLocation();
  // Until the profile arrives, the roles saved at sign-in keep the menu from jumping.
  const roles = profile.data?.user?.roles ?? sessionUser?.roles ?? [];
  const dashboard = href('dashboard');
  const breadcrumbs: Breadcrumb[] = [
    { label: 'Home', href: href('home') },
    ...(location === dashboard ? [] : [{ label: 'Dashboard', href: dashboard }]),
    { label: title },
  ];

  return (
    <Box
      display="flex"
      flexDirection={{ mobile: 'column', tablet: 'row' }}
      alignItems={{ mobile: 'stretch', tablet: 'flex-start' }}
      gap="xl"
    >
      <Box flexShrink={0}>
        <Sidebar
          label="My account"
          sections={accountMenu(roles)}
          currentPath={location}
          onLogout={() => dispatch(logoutRequested())}
        />
      </Box>
      <Stack space="lg" flexGrow={1} minWidth={0}>
        <PageHeading title={title} description={description} actions={actions} breadcrumbs={breadcrumbs} />
        {typeof children === 'function' ? children(profile) : children}
      </Stack>
    </Box>
  );
}
