import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import { paths } from '../../config/paths.ts';
import { RequireAuth } from '../../lib/auth.tsx';
import { authStore } from '../../lib/auth-store.ts';

// Screens whose routes exist (spec 000 §2) and whose content later work fills in.

export const LoginRoute = () => <PlaceholderPage page="login" />;
export const RedirectHandlerRoute = () => <PlaceholderPage page="redirectHandler" />;
export const OauthResponseRoute = () => <PlaceholderPage page="oauthResponse" />;
export const SamlResponseRoute = () => <PlaceholderPage page="samlResponse" />;
export const GrupoARoute = () => <PlaceholderPage page="grupoA" />;
export const PearsonRoute = () => <PlaceholderPage page="pearson" />;
export const BasketRoute = () => <PlaceholderPage page="basket" />;
/** Opened by the library's app with its own credentials, so not behind the login guard. */
export const SelfServiceAppRoute = () => <PlaceholderPage page="selfServiceApp" />;
export const AuthorityRoute = () => <PlaceholderPage page="authority" />;
export const AuthorityMarcRoute = () => <PlaceholderPage page="authorityMarc" />;

export function SelfServiceRoute() {
  return (
    <RequireAuth>
      <PlaceholderPage page="selfService" />
    </RequireAuth>
  );
}

/**
 * /sair: clears the session and goes home (spec 000 §2). The OIDC and SAML logout links and the
 * persisted stores come with the login work.
 */
export function LogoutRoute() {
  useEffect(() => {
    authStore.signOut();
  }, []);
  return <Navigate to={paths.home.getHref()} replace />;
}
