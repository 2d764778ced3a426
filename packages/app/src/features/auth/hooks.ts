import { useSelector } from 'react-redux';
import type { AuthState } from './auth.slice';

/**
 * The auth screens read their own forms: the `auth` slice as this feature knows it. The shared hooks see only
 * its session part (shared/store/store.types.ts), since shared/ cannot import a feature.
 */
export const useAuthSelector = useSelector.withTypes<{ auth: AuthState }>();
