import { useAppSelector } from '../store/hooks';

/** The signed-in user's id, or null (signed out, or the profile not loaded yet): whose draft a form may restore. */
export const useSignedInUserId = () => useAppSelector((state) => state.auth.user?.id ?? null);
