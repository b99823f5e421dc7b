import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { usePatronStanding } from '../hooks/use-patron-standing.ts';
import { accountPaths } from '../utils/account-paths.ts';
import '../account-home.css';

/**
 * Says, before a form the patron cannot complete, why: each suspension in force with its reason and end date, and
 * the amount owed (docs/circulation.md "Blocked patron"). Nothing for a patron in good standing or a visitor.
 * `form` names the form that follows (a hold, a loan request) on a page outside the personal area, whose own screens
 * all show the banner at their top.
 */
export function StandingBanner({ form }: { form?: 'hold' | 'loanRequest' }) {
  const { t, i18n } = useTranslation('account');
  const { user } = useAuth();
  const standing = usePatronStanding(user !== false);
  const headingId = useId();
  if (!standing?.blocked) return null;
  const language = i18n.language;
  return (
    <section className="notice notice--error standing-banner" aria-labelledby={headingId}>
      <h2 id={headingId} className="standing-banner__title">
        {t('standing.title')}
      </h2>
      <p>{form ? t(`standing.form.${form}`) : t('standing.intro')}</p>
      <ul>
        {standing.suspensions.map((suspension) => (
          <li key={suspension.cod_afastamento}>
            {suspension.data_fim
              ? t('standing.suspendedUntil', {
                  reason: suspension.motivo,
                  date: formatDate(suspension.data_fim, language),
                })
              : t('standing.suspendedOpen', { reason: suspension.motivo })}
          </li>
        ))}
        {standing.owedCents > 0 ? (
          <li>{t('standing.owes', { amount: formatMoney(standing.owedCents, language) })}</li>
        ) : null}
      </ul>
      <p>
        <Link to={accountPaths.debts.href}>{t('standing.debtsLink')}</Link>
      </p>
    </section>
  );
}
