import { HOLD_STATUS } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { holdsQuery, pendingTitlesQuery } from '../api/account-api.ts';
import { usePatronStanding } from '../hooks/use-patron-standing.ts';
import { accountPaths } from '../utils/account-paths.ts';
import { todayDate } from '../utils/patron-standing.ts';
import { LoansScreen } from './loans-screen.tsx';
import '../account-home.css';

/** A loan is "due soon" from this many days before its due date (and while overdue). */
const DUE_SOON_DAYS = 7;

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return todayDate(new Date(year!, month! - 1, day! + days));
}

interface SummaryCardProps {
  id: string;
  title: string;
  link: ReactNode;
  children: ReactNode;
  className?: string;
}

function SummaryCard({ id, title, link, children, className }: SummaryCardProps) {
  return (
    <section className={className ? `summary-card ${className}` : 'summary-card'} aria-labelledby={id}>
      <h2 id={id} className="summary-card__title">
        {title}
      </h2>
      <div className="summary-card__body">{children}</div>
      <p className="summary-card__link">{link}</p>
    </section>
  );
}

/**
 * /meupergamum, the landing of the personal area: what needs attention (loans due soon, holds ready for pickup,
 * money owed and accruing, suspensions with their reason and end date), each card linking to its screen; the loans
 * with their renewals follow, since renewing is what patrons come for most. Each card gives its figures, then the
 * titles and reasons behind them (`summary-card__detail`), which a card too narrow for them (two columns on a
 * phone) leaves to the screen it links to; on a phone the loans card gives way to the loans table (account-home.css).
 */
export function AccountHome() {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language;
  const loans = useQuery(pendingTitlesQuery());
  const holds = useQuery(holdsQuery());
  const standing = usePatronStanding();
  const today = todayDate();
  const soon = addDays(today, DUE_SOON_DAYS);
  const dueSoon = (loans.data ?? []).filter((loan) => loan.data_devolucao_prevista <= soon);
  const overdue = dueSoon.filter((loan) => loan.atrasado).length;
  const ready = (holds.data ?? []).filter((hold) => hold.situacao === HOLD_STATUS.released);
  const loading = <p>{t('loading')}</p>;

  return (
    <>
      <div className="account-summary">
        <SummaryCard
          id="summary-loans"
          className="summary-card--loans"
          title={t('home.loansTitle')}
          link={<a href="#loans-heading">{t('home.loansLink')}</a>}
        >
          {loans.data ? (
            <>
              <ul className="summary-card__figures">
                <li>{t('home.loansOpen', { count: loans.data.length })}</li>
                {overdue > 0 ? <li>{t('home.loansOverdue', { count: overdue })}</li> : null}
                {dueSoon.length > overdue ? (
                  <li>{t('home.loansDueSoon', { count: dueSoon.length - overdue })}</li>
                ) : null}
              </ul>
              {dueSoon.length > 0 ? (
                <ul className="summary-card__list summary-card__detail">
                  {dueSoon.map((loan) => (
                    <li key={loan.cod_emprestimo}>
                      {loan.atrasado
                        ? t('home.loanOverdue', {
                            title: loan.titulo,
                            date: formatDate(loan.data_devolucao_prevista, language),
                          })
                        : t('home.loanDue', {
                            title: loan.titulo,
                            date: formatDate(loan.data_devolucao_prevista, language),
                          })}
                    </li>
                  ))}
                </ul>
              ) : loans.data.length > 0 ? (
                <p className="summary-card__detail">{t('home.loansNoneDueSoon', { count: DUE_SOON_DAYS })}</p>
              ) : null}
            </>
          ) : (
            loading
          )}
        </SummaryCard>

        <SummaryCard
          id="summary-holds"
          title={t('home.holdsTitle')}
          link={<Link to={accountPaths.holds.href}>{t('home.holdsLink')}</Link>}
        >
          {holds.data ? (
            ready.length > 0 ? (
              <>
                <p className="summary-card__figures">{t('home.holdsReady', { count: ready.length })}</p>
                <ul className="summary-card__list summary-card__detail">
                  {ready.map((hold) => (
                    <li key={hold.cod_reserva}>
                      {t('home.holdReady', {
                        title: hold.titulo,
                        library: hold.desc_biblioteca_retirada ?? hold.desc_biblioteca,
                        date: formatDate(hold.data_limite_retirada, language),
                      })}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t('home.holdsNone')}</p>
            )
          ) : (
            loading
          )}
        </SummaryCard>

        <SummaryCard
          id="summary-fines"
          title={t('home.finesTitle')}
          link={<Link to={accountPaths.debts.href}>{t('home.finesLink')}</Link>}
        >
          {standing ? (
            standing.owedCents === 0 && standing.accruingCents === 0 ? (
              <p>{t('home.finesNone')}</p>
            ) : (
              <ul className="summary-card__list">
                {standing.owedCents > 0 ? (
                  <li>{t('home.finesOwed', { amount: formatMoney(standing.owedCents, language) })}</li>
                ) : null}
                {standing.accruingCents > 0 ? (
                  <li>
                    {t('home.finesAccruing', { amount: formatMoney(standing.accruingCents, language) })}
                    <span className="account-meta summary-card__detail">{t('debts.accruingHelp')}</span>
                  </li>
                ) : null}
              </ul>
            )
          ) : (
            loading
          )}
        </SummaryCard>

        <SummaryCard
          id="summary-blocks"
          // While the banner above names each suspension in force, a phone leaves this card out.
          className={standing?.suspensions.length ? 'summary-card--in-banner' : undefined}
          title={t('home.blocksTitle')}
          link={<Link to={`${accountPaths.debts.href}#suspensions-heading`}>{t('home.blocksLink')}</Link>}
        >
          {standing ? (
            standing.suspensions.length + standing.upcoming.length === 0 ? (
              <p>{t('home.blocksNone')}</p>
            ) : (
              <>
                <p className="summary-card__figures">
                  {t('home.suspensions', { count: standing.suspensions.length + standing.upcoming.length })}
                </p>
                <ul className="summary-card__list summary-card__detail">
                  {[...standing.suspensions, ...standing.upcoming].map((suspension) => (
                    <li key={suspension.cod_afastamento}>
                      {suspension.data_fim
                        ? t('home.suspension', {
                            reason: suspension.motivo,
                            start: formatDate(suspension.data_inicio, language),
                            end: formatDate(suspension.data_fim, language),
                          })
                        : t('home.suspensionOpen', {
                            reason: suspension.motivo,
                            start: formatDate(suspension.data_inicio, language),
                          })}
                    </li>
                  ))}
                </ul>
              </>
            )
          ) : (
            loading
          )}
        </SummaryCard>
      </div>
      <LoansScreen />
    </>
  );
}
