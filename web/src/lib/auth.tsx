import { type ReactNode, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { type AuthState, authStore } from './auth-store.ts';

/** The auth store as React state. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState);
}

/**
 * Guarded routes: a visitor with no signed-in user goes to /login with `redirect` holding the
 * requested path (spec 000 §2, 001 §2).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  return children;
}
