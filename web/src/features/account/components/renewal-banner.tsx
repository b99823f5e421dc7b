import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useRegistrationRenewal } from '../api/patron-notices-api.ts';
import { accountPaths } from '../utils/account-paths.ts';

/** The reminder shows this many days before the renewal is due, and stays until the patron renews. */
export const RENEWAL_NOTICE_DAYS = 30;
const DAY_MS = 86_400_000;

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
  const due = new Date(`${renewal.data.renovarAte}T00:00:00Z`).getTime();
  if (!renewal.data.renovar && due - Date.now() > RENEWAL_NOTICE_DAYS * DAY_MS) return null;
  const date = formatDate(renewal.data.renovarAte, i18n.language);
  return (
    <section className="notice notice--warning renewal-banner" aria-labelledby={headingId}>
      <h2 id={headingId} className="standing-banner__title">
        {t('renewal.title')}
      </h2>
      <p>{renewal.data.renovar ? t('renewal.overdue', { date }) : t('renewal.due', { date })}</p>
      <p>
        <Link className="button" to={accountPaths.personalData.href}>
          {t('renewal.action')}
        </Link>
      </p>
    </section>
  );
}
