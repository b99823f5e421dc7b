import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { useInstitution } from '../../lib/institution.ts';
import { PrivacyFacts } from './components/privacy-facts.tsx';
import './privacy.css';

/** Where the personal area's privacy controls are (the account feature mounts the screen there). */
export const ACCOUNT_PRIVACY_HREF = '/meupergamum/privacidade';

/**
 * /privacidade, public (the footer's data-protection link): what the library keeps about patrons, why and for how
 * long, and where a patron exercises their rights; the institution's own policy page when it has one.
 */
export function PrivacyRoute() {
  const { t } = useTranslation('privacy');
  const { user } = useAuth();
  const institution = useInstitution();
  const policy = institution.data?.link_lgpd;
  return (
    <div className="container page privacy-page">
      <PageTitle title={t('publicTitle')} />
      <h1 className="page__title">{t('publicTitle')}</h1>
      <p>{t('publicIntro')}</p>
      <h2>{t('facts.title')}</h2>
      <PrivacyFacts />
      <h2>{t('rights.title')}</h2>
      <p>{t('rights.text')}</p>
      <p>
        <Link to={ACCOUNT_PRIVACY_HREF}>{user ? t('rights.open') : t('rights.signIn')}</Link>
      </p>
      {policy ? (
        <p>
          <a href={policy} rel="noopener">
            {t('rights.policy')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
