import type { PendingDebt, Suspension } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataList } from '../../../components/list/data-list.tsx';
import { formatDate, formatMoney, toCents } from '../../../lib/format.ts';
import { debtsQuery, suspensionsQuery } from '../api/account-api.ts';

/** Debts and suspensions (spec 001 §7.5, §7.8): amounts in the currency of the visitor's language. */
export function DebtsScreen() {
  const { t, i18n } = useTranslation('account');
  const debts = useQuery(debtsQuery());
  const suspensions = useQuery(suspensionsQuery());
  const language = i18n.language;
  const money = (amount: number) => formatMoney(toCents(amount), language);
  const debtColumns: DataColumn<PendingDebt>[] = [
    { header: t('debts.colDate'), cell: (debt) => formatDate(debt.data, language) },
    { header: t('debts.colService'), cell: (debt) => debt.tipo_servico },
    { header: t('debts.colReason'), cell: (debt) => debt.motivo },
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
        footer={(rows) => (
          <p className="account-total">
            {t('debts.total', {
              amount: formatMoney(
                rows.reduce((sum, debt) => sum + toCents(debt.saldo), 0),
                language,
              ),
            })}
          </p>
        )}
      />

      <h2 id="suspensions-heading">{t('debts.suspensionsTitle')}</h2>
      <DataList
        query={suspensions}
        columns={suspensionColumns}
        rowKey={(suspension) => suspension.cod_afastamento}
        empty={t('debts.suspensionsEmpty')}
      />
    </section>
  );
}
