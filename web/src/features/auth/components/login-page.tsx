import type { PersonOption } from '@estante/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { LOGIN_REDIRECT_PARAM } from '../../../config/paths.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { useInstitution } from '../../shell/api/get-institution.ts';
import { Logo } from '../../shell/components/logo.tsx';
import { getExternalResourceLink, getPersonLogins } from '../api/people.ts';
import { externalResourceOf, safeRedirectTarget } from '../utils/redirect-target.ts';
import { ForgotPassword } from './forgot-password/forgot-password.tsx';
import { LoginForm } from './login-form.tsx';
import { LoginMessage } from './login-message.tsx';
import { PersonSelector } from './person-selector.tsx';
import { SamlButton } from './saml-button.tsx';
import '../auth.css';

type Mode = 'LOGIN' | 'FORGOT_PASSWORD';

/**
 * /login (spec 000 §2): a welcome banner on the left, the access form on the right; the login mode
 * switches between LOGIN and FORGOT_PASSWORD, and after sign-in the spec's branching runs (§4).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const institution = useInstitution().data;
  const target = safeRedirectTarget(params.get(LOGIN_REDIRECT_PARAM));
  const [mode, setMode] = useState<Mode>('LOGIN');
  const [recoveryUser, setRecoveryUser] = useState('');
  const [logins, setLogins] = useState<PersonOption[]>();
  // Someone already signed in who opens /login goes on to the target; not someone who just signed in here.
  const [signedInOnArrival] = useState(() => Boolean(authStore.getState().user));

  const denomination = institution?.denominacao_login?.trim() || t('login.defaultUserLabel');
  const parameters = institution?.parametros ?? {};
  const recoveryOffered = Number(parameters.__md_aut) === 2 && Number(parameters.__md_crypt) === 4;
  const siteName = institution?.sigla || institution?.nome || '';

  if (signedInOnArrival) return <Navigate to={target} replace />;

  async function goToTarget() {
    const provider = externalResourceOf(target);
    if (provider) {
      // An e-book provider: its link (with a one-time token) opens in a new tab (spec 000 §4).
      const link = await getExternalResourceLink(provider).catch(() => undefined);
      if (link) {
        window.open(link.url, '_blank', 'noopener');
        toast.info(t('toast.resourceOpened'));
      }
      navigate('/', { replace: true });
      return;
    }
    navigate(target, { replace: true });
  }

  async function afterSignIn({ personChosen }: { personChosen: boolean }) {
    const options = personChosen ? [] : await getPersonLogins().catch(() => []);
    if (options.length > 1) setLogins(options);
    else await goToTarget();
  }

  const current = authStore.getState().user;

  return (
    <div className="container page auth-page">
      <PageTitle title={t('login.title')} />
      <div className="auth-layout">
        <section className="auth-welcome" aria-labelledby="auth-welcome-title">
          <Logo size={64} />
          <h2 id="auth-welcome-title" className="auth-welcome__title">
            {siteName ? t('welcome.titleWithName', { name: siteName }) : t('welcome.title')}
          </h2>
          <p>{t('welcome.text')}</p>
        </section>
        <section className="auth-panel">
          <h1 className="auth-panel__heading">{t('login.title')}</h1>
          <LoginMessage message={institution?.msg_login} />
          {logins && current ? (
            <PersonSelector
              options={logins}
              current={current.login}
              denomination={denomination}
              onChosen={goToTarget}
            />
          ) : mode === 'LOGIN' ? (
            <LoginForm
              denomination={denomination}
              initialUser={recoveryUser}
              usesOidc={institution?.usaOIDC === true}
              target={target}
              onSignedIn={afterSignIn}
              onForgotPassword={
                recoveryOffered
                  ? (userCode) => {
                      setRecoveryUser(userCode);
                      setMode('FORGOT_PASSWORD');
                    }
                  : undefined
              }
            />
          ) : (
            <ForgotPassword
              denomination={denomination}
              initialUser={recoveryUser}
              onCancel={() => setMode('LOGIN')}
              onDone={() => {
                toast.success(t('toast.SenhaAlteradaSucesso'));
                setMode('LOGIN');
              }}
            />
          )}
          {mode === 'LOGIN' && !logins ? <SamlButton target={target} denomination={denomination} /> : null}
          <Link className="auth-back" to={target}>
            {t('login.back')}
          </Link>
        </section>
      </div>
    </div>
  );
}
