import { useAuth } from '../../../lib/auth.tsx';
import { type AuthUser, hasFunction } from '../../../lib/auth-store.ts';

export interface Session {
  /** The signed-in patron, or false for a visitor. */
  user: AuthUser | false;
  /** Does the signed-in user hold this function (cod_atividade, spec 000 §6)? */
  can(activity: number): boolean;
}

/** Who is signed in, for the header greeting, Sair and the personal-area button. */
export function useSession(): Session {
  const { user, authPermissions } = useAuth();
  return {
    user,
    can: (activity) => hasFunction(authPermissions, activity),
  };
}
