import { useLocation } from 'wouter';

/** The router's navigate, for ui components' `onNavigate` props. */
export function useNavigate(): (href: string) => void {
  const [, setLocation] = useLocation();
  return setLocation;
}
