import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import { RequireAuth } from '../../lib/auth.tsx';

// Screens whose routes exist (spec 000 §2) and whose content later work fills in.

// The e-resource hand-offs (docs/e-resources.md).
export {
  GrupoAPage as GrupoARoute,
  PearsonPage as PearsonRoute,
  RedirectHandlerPage as RedirectHandlerRoute,
  SelfServiceAppPage as SelfServiceAppRoute,
} from '../../features/eresources/routes.tsx';
export const BasketRoute = () => <PlaceholderPage page="basket" />;
export const AuthorityRoute = () => <PlaceholderPage page="authority" />;
export const AuthorityMarcRoute = () => <PlaceholderPage page="authorityMarc" />;

export function SelfServiceRoute() {
  return (
    <RequireAuth>
      <PlaceholderPage page="selfService" />
    </RequireAuth>
  );
}
