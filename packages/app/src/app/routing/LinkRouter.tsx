import type { ReactNode } from 'react';
import { RouterProvider } from '@plastihub/ui';
import { useNavigate } from '../../shared/routing/useNavigate';

/** The ui kit's links inside follow a plain click through wouter (React Aria's router), without a page load. */
export function LinkRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <RouterProvider navigate={navigate}>{children}</RouterProvider>;
}
