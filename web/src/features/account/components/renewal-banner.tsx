import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useRegistrationRenewal } from '../api/patron-notices-api.ts';
import { accountPaths } from '../utils/account-paths.ts';
import { renewalNotice } from '../utils/renewal-notice.ts';

/**
 * The registration-renewal reminder (GET /pessoas/renovar; spec 000 §8 "Su registro está a punto de caducar.
 * ¡Renuévelo ahora!"): from a month before the date until the patron saves their personal data, with the action
 * that renews it. Not on the personal-data screen itself, where the patron already is.
 */
export function RenewalBanner() {
  const { t, i18n } = useTranslation('account');
  const { user } = useAuth();
  const { pathname } = useLocation();
  const renewal = useRegistrationRenewal(user !== false);
  const headingId = useId();
  if (!renewal.data || pathname === accountPaths.personalData.href) return null;
  const notice = renewalNotice(renewal.data, new Date());
  if (!notice) return null;
  const date = formatDate(renewal.data.renovarAte, i18n.language);
  return (
    <section className="notice notice--warning renewal-banner" aria-labelledby={headingId}>
      <h2 id={headingId} className="standing-banner__title">
        {t('renewal.title')}
      </h2>
      <p>{notice === 'overdue' ? t('renewal.overdue', { date }) : t('renewal.due', { date })}</p>
      <p>
        <Link className="button" to={accountPaths.personalData.href}>
          {t('renewal.action')}
        </Link>
      </p>
    </section>
  );
}
