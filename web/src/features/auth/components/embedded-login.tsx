import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast-store.ts';
import { useLoginSettings } from '../hooks/use-login-settings.ts';
import type { SessionOptions } from '../session/session.ts';
import { ForgotPassword } from './forgot-password/forgot-password.tsx';
import { LoginForm } from './login-form.tsx';
import { LoginMessage } from './login-message.tsx';
import { SamlButton } from './saml-button.tsx';
import '../auth.css';

interface EmbeddedLoginProps {
  /** Where an institutional (OIDC, SAML) sign-in comes back to. */
  target: string;
  /** `personChosen`: the person was picked in the form (duplicates). */
  onSignedIn(outcome: { personChosen: boolean }): void;
  /** The modal login's rule on stored credentials (function 107). */
  session?: SessionOptions;
}

type Mode = 'LOGIN' | 'FORGOT_PASSWORD';

/**
 * The access form as every form of the login shows it (spec 000 §2: standalone page, embedded in a screen, or in
 * a modal): the login message banner, the form for this institution, password recovery (the login mode switches
 * between LOGIN and FORGOT_PASSWORD, spec 000 §4) and "Continuar para login institucional".
 */
export function EmbeddedLogin({ target, onSignedIn, session }: EmbeddedLoginProps) {
  const { t } = useTranslation('auth');
  const settings = useLoginSettings();
  const [mode, setMode] = useState<Mode>('LOGIN');
  const [recoveryUser, setRecoveryUser] = useState('');

  return (
    <div className="auth-embedded">
      <LoginMessage message={settings.loginMessage} />
      {mode === 'LOGIN' ? (
        <>
          <LoginForm
            denomination={settings.denomination}
            initialUser={recoveryUser}
            usesOidc={settings.usesOidc}
            variant={settings.variant}
            target={target}
            session={session}
            onSignedIn={onSignedIn}
            onForgotPassword={
              settings.recoveryOffered
                ? (userCode) => {
                    setRecoveryUser(userCode);
                    setMode('FORGOT_PASSWORD');
                  }
                : undefined
            }
          />
          <SamlButton target={target} denomination={settings.denomination} />
        </>
      ) : (
        <ForgotPassword
          denomination={settings.denomination}
          initialUser={recoveryUser}
          onCancel={() => setMode('LOGIN')}
          onDone={() => {
            toast.success(t('toast.SenhaAlteradaSucesso'));
            setMode('LOGIN');
          }}
        />
      )}
    </div>
  );
}
