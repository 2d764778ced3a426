import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, SharedState } from './store.types';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<SharedState>();

/** The signed-in user's id, or null (signed out, or the profile not loaded yet). */
export const useSignedInUserId = () => useAppSelector((state) => state.auth.user?.id ?? null);
