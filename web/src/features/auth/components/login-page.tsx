import type { PersonOption } from '@estante/contracts';
import { ACTIVITY } from '@estante/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { LOGIN_REDIRECT_PARAM, paths } from '../../../config/paths.ts';
import { authStore, hasFunction } from '../../../lib/auth-store.ts';
import { useInstitution } from '../../../lib/institution.ts';
import { getExternalResourceLink, getPersonLogins } from '../api/people.ts';
import { useLoginSettings } from '../hooks/use-login-settings.ts';
import { externalResourceOf, safeRedirectTarget } from '../utils/redirect-target.ts';
import { type Destination, DestinationStep } from './destination-step.tsx';
import { EmbeddedLogin } from './embedded-login.tsx';
import { PersonSelector } from './person-selector.tsx';
import '../auth.css';

/** After the password: the person selector, then "Direcionar para", then away (spec 000 §4). */
type AfterSignIn = { step: 'person'; logins: PersonOption[] } | { step: 'destination' };

/**
 * /login (spec 000 §2): a welcome banner on the left, the access form on the right. After sign-in the spec's
 * branching runs (§4): several logins → person selector; function 8 → "Direcionar para"; an e-book provider
 * named by the redirect → its link in a new tab; otherwise on to the target.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const institution = useInstitution().data;
  const settings = useLoginSettings();
  const requested = params.get(LOGIN_REDIRECT_PARAM);
  const target = safeRedirectTarget(requested);
  const [after, setAfter] = useState<AfterSignIn>();
  // Someone already signed in who opens /login goes on to the target; not someone who just signed in here, and
  // not a page-only (modal, function 107) sign-in: for that one the site still offers the login.
  const [signedInOnArrival] = useState(() => {
    const { user, transient } = authStore.getState();
    return Boolean(user) && !transient;
  });

  const siteName = institution?.sigla || institution?.nome || '';

  if (signedInOnArrival) return <Navigate to={target} replace />;

  async function goToTarget(destination?: Destination) {
    if (destination === 'M') {
      navigate(paths.selfService.getHref(), { replace: true });
      return;
    }
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

  /** "Direcionar para" is asked when the user holds function 8 and no page asked for the sign-in (docs/auth.md). */
  function destinationOrTarget() {
    const asked = Boolean(requested) && target !== '/';
    if (!asked && hasFunction(authStore.getState().authPermissions, ACTIVITY.personalArea)) {
      setAfter({ step: 'destination' });
    } else {
      void goToTarget();
    }
  }

  async function afterSignIn({ personChosen }: { personChosen: boolean }) {
    const options = personChosen ? [] : await getPersonLogins().catch(() => []);
    if (options.length > 1) setAfter({ step: 'person', logins: options });
    else destinationOrTarget();
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
          {after?.step === 'person' && current ? (
            <PersonSelector
              options={after.logins}
              current={current.login}
              denomination={settings.denomination}
              onChosen={destinationOrTarget}
            />
          ) : after?.step === 'destination' ? (
            <DestinationStep
              denomination={settings.denomination}
              initial={settings.defaultDestination}
              onChosen={(destination) => void goToTarget(destination)}
            />
          ) : (
            <EmbeddedLogin target={target} onSignedIn={afterSignIn} />
          )}
          <Link className="auth-back" to={target}>
            {t('login.back')}
          </Link>
        </section>
      </div>
    </div>
  );
}
