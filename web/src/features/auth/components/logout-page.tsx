import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner.tsx';
import { getInstitution } from '../../../lib/institution.ts';
import { forgetOidcHandoff, readOidcHandoff } from '../session/oidc-handoff.ts';
import { endSession } from '../session/session.ts';

/**
 * /sair (spec 000 §2, §4): ends the session (both stores cleared, sign-in revoked on the server). After an
 * OpenID Connect or SAML sign-in it goes to that provider's logout link when the institution has one; otherwise it
 * reloads the application base URL, which also drops every cached answer of the signed-in user.
 */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  useEffect(() => {
    const handoff = readOidcHandoff();
    const method = handoff ? (handoff.method ?? 'oidc') : undefined;
    forgetOidcHandoff();
    // The revocation is awaited: leaving the page at once would cancel it.
    void endSession()
      .then(() => (method ? getInstitution().catch(() => undefined) : undefined))
      .then((institution) => {
        const providerLogout = method === 'saml' ? institution?.link_logout_saml : institution?.link_logout_OIDC;
        window.location.replace(providerLogout || import.meta.env.BASE_URL || '/');
      });
  }, []);
  return (
    <div className="container page" role="status">
      <Spinner size="medium" /> <span>{t('logout.inProgress')}</span>
    </div>
  );
}
