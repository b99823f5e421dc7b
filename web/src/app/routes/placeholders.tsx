import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import { RequireAuth } from '../../lib/auth.tsx';

// Screens whose routes exist (spec 000 §2) and whose content later work fills in.

export const RedirectHandlerRoute = () => <PlaceholderPage page="redirectHandler" />;
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
