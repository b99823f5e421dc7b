import { validateOidc } from './api/oidc.ts';
import { validateSaml } from './api/saml.ts';
import { InstitutionalResponsePage } from './components/institutional-response-page.tsx';

/** Route components of the sign-in feature, loaded as one chunk by app/router.tsx. */
export { LoginPage as LoginRoute } from './components/login-page.tsx';
export { LogoutPage as LogoutRoute } from './components/logout-page.tsx';

export const OauthResponseRoute = () => <InstitutionalResponsePage param="nonce" validate={validateOidc} />;
export const SamlResponseRoute = () => <InstitutionalResponsePage param="saml" validate={validateSaml} />;
