import type { PendingDebt, Suspension } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { debtsQuery, suspensionsQuery } from '../api/account-api.ts';
import { formatDate, formatMoney } from '../utils/format.ts';
import { type AccountColumn, AccountList } from './account-list.tsx';

/** Debts and suspensions (spec 001 §7.5, §7.8): amounts in the currency of the visitor's language. */
export function DebtsScreen() {
  const { t, i18n } = useTranslation('account');
  const debts = useQuery(debtsQuery());
  const suspensions = useQuery(suspensionsQuery());
  const language = i18n.language;
  const money = (value: number) => formatMoney(value, language);
  const debtColumns: AccountColumn<PendingDebt>[] = [
    { header: t('debts.colDate'), cell: (debt) => formatDate(debt.data, language) },
    { header: t('debts.colService'), cell: (debt) => debt.tipo_servico },
    { header: t('debts.colReason'), cell: (debt) => debt.motivo },
    { header: t('debts.colAmount'), cell: (debt) => money(debt.valor) },
    { header: t('debts.colDiscount'), cell: (debt) => money(debt.desconto) },
    { header: t('debts.colPaid'), cell: (debt) => money(debt.valor_pago) },
    { header: t('debts.colPaymentDate'), cell: (debt) => formatDate(debt.data_pagamento, language) || '—' },
    { header: t('debts.colBalance'), cell: (debt) => money(debt.saldo) },
  ];
  const suspensionColumns: AccountColumn<Suspension>[] = [
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
      <AccountList
        query={debts}
        columns={debtColumns}
        rowKey={(debt) => debt.cod_debito}
        empty={t('debts.empty')}
        footer={(rows) => (
          <p className="account-total">
            {t('debts.total', {
              amount: money(rows.reduce((sum, debt) => sum + Math.round(debt.saldo * 100), 0) / 100),
            })}
          </p>
        )}
      />

      <h2 id="suspensions-heading">{t('debts.suspensionsTitle')}</h2>
      <AccountList
        query={suspensions}
        columns={suspensionColumns}
        rowKey={(suspension) => suspension.cod_afastamento}
        empty={t('debts.suspensionsEmpty')}
      />
    </section>
  );
}
