import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { debtsQuery, suspensionsQuery } from '../api/account-api.ts';
import { formatDate, formatMoney } from '../utils/format.ts';

/** Debts and suspensions (spec 001 §7.5, §7.8): amounts in the currency of the visitor's language. */
export function DebtsScreen() {
  const { t, i18n } = useTranslation('account');
  const debts = useQuery(debtsQuery());
  const suspensions = useQuery(suspensionsQuery());
  const language = i18n.language;
  const money = (value: number) => formatMoney(value, language);
  const total = (debts.data ?? []).reduce((sum, debt) => sum + Math.round(debt.saldo * 100), 0) / 100;
  return (
    <section aria-labelledby="debts-heading" className="account-section">
      <h2 id="debts-heading">{t('debts.title')}</h2>
      {debts.isPending ? <p>{t('loading')}</p> : null}
      {debts.isError ? <ErrorMessage error={debts.error} onRetry={() => debts.refetch()} /> : null}
      {debts.data && debts.data.length === 0 ? <p>{t('debts.empty')}</p> : null}
      {debts.data && debts.data.length > 0 ? (
        <>
          <div className="account-table-wrap">
            <table className="account-table">
              <thead>
                <tr>
                  <th scope="col">{t('debts.colDate')}</th>
                  <th scope="col">{t('debts.colService')}</th>
                  <th scope="col">{t('debts.colReason')}</th>
                  <th scope="col">{t('debts.colAmount')}</th>
                  <th scope="col">{t('debts.colDiscount')}</th>
                  <th scope="col">{t('debts.colPaid')}</th>
                  <th scope="col">{t('debts.colPaymentDate')}</th>
                  <th scope="col">{t('debts.colBalance')}</th>
                </tr>
              </thead>
              <tbody>
                {debts.data.map((debt) => (
                  <tr key={debt.cod_debito}>
                    <td data-label={t('debts.colDate')}>{formatDate(debt.data, language)}</td>
                    <td data-label={t('debts.colService')}>{debt.tipo_servico}</td>
                    <td data-label={t('debts.colReason')}>{debt.motivo}</td>
                    <td data-label={t('debts.colAmount')}>{money(debt.valor)}</td>
                    <td data-label={t('debts.colDiscount')}>{money(debt.desconto)}</td>
                    <td data-label={t('debts.colPaid')}>{money(debt.valor_pago)}</td>
                    <td data-label={t('debts.colPaymentDate')}>{formatDate(debt.data_pagamento, language) || '—'}</td>
                    <td data-label={t('debts.colBalance')}>{money(debt.saldo)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="account-total">{t('debts.total', { amount: money(total) })}</p>
        </>
      ) : null}

      <h2 id="suspensions-heading">{t('debts.suspensionsTitle')}</h2>
      {suspensions.isError ? <ErrorMessage error={suspensions.error} onRetry={() => suspensions.refetch()} /> : null}
      {suspensions.data && suspensions.data.length === 0 ? <p>{t('debts.suspensionsEmpty')}</p> : null}
      {suspensions.data && suspensions.data.length > 0 ? (
        <div className="account-table-wrap">
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">{t('debts.colReason')}</th>
                <th scope="col">{t('debts.colStart')}</th>
                <th scope="col">{t('debts.colEnd')}</th>
              </tr>
            </thead>
            <tbody>
              {suspensions.data.map((suspension) => (
                <tr key={suspension.cod_afastamento}>
                  <td data-label={t('debts.colReason')}>{suspension.motivo}</td>
                  <td data-label={t('debts.colStart')}>{formatDate(suspension.data_inicio, language)}</td>
                  <td data-label={t('debts.colEnd')}>
                    {suspension.data_fim ? formatDate(suspension.data_fim, language) : t('debts.openEnded')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
