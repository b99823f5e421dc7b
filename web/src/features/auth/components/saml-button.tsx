import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSamlLink, useSamlStatus } from '../api/saml.ts';
import { rememberOidcHandoff } from '../session/oidc-handoff.ts';
import { type LoginFailure, loginFailure } from '../utils/login-error.ts';
import { FormAlert } from './form-alert.tsx';

/** "Continuar para login institucional" when the institution signs in with SAML (spec 000 §2). */
export function SamlButton({ target, denomination }: { target: string; denomination: string }) {
  const { t } = useTranslation('auth');
  const saml = useSamlStatus();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure>();
  if (!saml.data?.enabled) return null;

  async function start() {
    setBusy(true);
    setFailure(undefined);
    try {
      const { link } = await getSamlLink(target);
      rememberOidcHandoff({ nonce: '', keepLoggedIn: false, method: 'saml' });
      window.location.assign(link);
    } catch (error) {
      setFailure(loginFailure(error));
      setBusy(false);
    }
  }

  return (
    <div className="auth-saml">
      <FormAlert failure={failure} denomination={denomination} />
      <button type="button" className="button button--secondary auth-form__submit" disabled={busy} onClick={start}>
        {t('login.saml')}
      </button>
    </div>
  );
}
