import type { PendingDebt, Suspension } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataList } from '../../../components/list/data-list.tsx';
import { formatDate, formatMoney, toCents } from '../../../lib/format.ts';
import { debtsQuery, suspensionsQuery } from '../api/account-api.ts';
import { PaymentSlipSection } from './payment-slip-section.tsx';

/**
 * Debts and suspensions (spec 001 §7.5, §7.8): amounts in the currency of the visitor's language; an overdue
 * loan's accruing fine is listed too, labelled as such and totalled apart from what is owed.
 */
export function DebtsScreen() {
  const { t, i18n } = useTranslation('account');
  const debts = useQuery(debtsQuery());
  const suspensions = useQuery(suspensionsQuery());
  const language = i18n.language;
  const money = (amount: number) => formatMoney(toCents(amount), language);
  const debtColumns: DataColumn<PendingDebt>[] = [
    { header: t('debts.colDate'), cell: (debt) => formatDate(debt.data, language) },
    {
      header: t('debts.colService'),
      cell: (debt) => (
        <>
          {debt.tipo_servico}
          {debt.em_curso ? <span className="badge badge--danger">{t('debts.accruingTag')}</span> : null}
        </>
      ),
    },
    {
      header: t('debts.colReason'),
      cell: (debt) =>
        debt.em_curso && debt.titulo !== null && debt.dias_atraso !== null ? (
          <>
            {t('debts.accruingReason', { title: debt.titulo, count: debt.dias_atraso })}
            <span className="account-meta">{t('debts.accruingHelp')}</span>
          </>
        ) : (
          debt.motivo
        ),
    },
    { header: t('debts.colAmount'), cell: (debt) => money(debt.valor) },
    { header: t('debts.colDiscount'), cell: (debt) => money(debt.desconto) },
    { header: t('debts.colPaid'), cell: (debt) => money(debt.valor_pago) },
    { header: t('debts.colPaymentDate'), cell: (debt) => formatDate(debt.data_pagamento, language) || '—' },
    { header: t('debts.colBalance'), cell: (debt) => money(debt.saldo) },
  ];
  const suspensionColumns: DataColumn<Suspension>[] = [
    { header: t('debts.colReason'), cell: (suspension) => suspension.motivo },
    { header: t('debts.colStart'), cell: (suspension) => formatDate(suspension.data_inicio, language) },
    {
      header: t('debts.colEnd'),
      cell: (suspension) => (suspension.data_fim ? formatDate(suspension.data_fim, language) : t('debts.openEnded')),
    },
  ];
  return (
    <section aria-labelledby="debts-heading" className="account-section">
      <h2 id="debts-heading">{t('debts.title')}</h2>
      <DataList
        query={debts}
        columns={debtColumns}
        rowKey={(debt) => debt.cod_debito ?? `loan-${debt.cod_emprestimo}`}
        empty={t('debts.empty')}
        rowClassName={(debt) => (debt.em_curso ? 'account-row--late' : undefined)}
        footer={(rows) => {
          // An accruing fine is not owed yet: it is totalled apart, never in the amount due.
          const total = (accruing: boolean) =>
            formatMoney(
              rows.filter((debt) => debt.em_curso === accruing).reduce((sum, debt) => sum + toCents(debt.saldo), 0),
              language,
            );
          return (
            <>
              <p className="account-total">{t('debts.total', { amount: total(false) })}</p>
              {rows.some((debt) => debt.em_curso) ? (
                <p className="account-total">{t('debts.accruingTotal', { amount: total(true) })}</p>
              ) : null}
            </>
          );
        }}
      />
      <PaymentSlipSection />

      <h2 id="suspensions-heading" tabIndex={-1}>
        {t('debts.suspensionsTitle')}
      </h2>
      <DataList
        query={suspensions}
        columns={suspensionColumns}
        rowKey={(suspension) => suspension.cod_afastamento}
        empty={t('debts.suspensionsEmpty')}
      />
    </section>
  );
}
