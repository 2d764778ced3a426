import { useLocation } from 'wouter';

/** The router's navigate: for the links' RouterProvider (see app/), and screens that move on by themselves. */
export function useNavigate(): (href: string) => void {
  const [, setLocation] = useLocation();
  return setLocation;
}
