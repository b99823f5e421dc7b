import type { HoldWaitEstimate } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';

/**
 * A hold's estimated wait with its assumptions one click away (a disclosure): how the estimate was made is
 * docs/circulation.md "Estimated wait"; the figures are the server's (`premissas`).
 */
export function HoldWaitEstimateText({ estimate }: { estimate: HoldWaitEstimate | null }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language;
  if (!estimate) return <p>{t('holdForm.estimateNone')}</p>;
  const { premissas: assumptions } = estimate;
  const percent = new Intl.NumberFormat(language, { style: 'percent' }).format(assumptions.proporcao_renovacoes);
  return (
    <div className="hold-estimate">
      <p>
        {estimate.dias === 0
          ? t('holdForm.estimateToday')
          : t('holdForm.estimate', { count: estimate.dias, date: formatDate(estimate.data_prevista, language) })}
      </p>
      <details className="hold-estimate__assumptions">
        <summary>{t('holdForm.assumptionsSummary')}</summary>
        <ul>
          <li>{t('holdForm.assumptionCopies', { count: assumptions.exemplares })}</li>
          <li>{t('holdForm.assumptionAhead', { count: assumptions.reservas_a_frente })}</li>
          {assumptions.devolucoes_previstas.length > 0 ? (
            <li>
              {t('holdForm.assumptionDueDates', {
                dates: assumptions.devolucoes_previstas.map((date) => formatDate(date, language)).join(', '),
              })}
            </li>
          ) : null}
          <li>{t('holdForm.assumptionLoanDays', { count: assumptions.dias_emprestimo })}</li>
          <li>
            {t('holdForm.assumptionLateness', {
              days: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(assumptions.atraso_medio_dias),
            })}
          </li>
          <li>{t('holdForm.assumptionRenewals', { percent })}</li>
          {assumptions.conta_renovacoes ? <li>{t('holdForm.assumptionRenewalsCounted')}</li> : null}
          <li>{t('holdForm.assumptionNotCounted')}</li>
        </ul>
      </details>
    </div>
  );
}
