import type { LoanHistoryItem } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataList } from '../../../components/list/data-list.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatMoney, toCents } from '../../../lib/format.ts';
import { usePrivacyRetention } from '../../privacy/index.ts';
import { type DateRange, loanHistoryQuery } from '../api/account-api.ts';
import { accountPaths } from '../utils/account-paths.ts';
import { DateRangeFilter } from './date-range-filter.tsx';

/** Loan history (spec 001 §7.8) with the date filter and the fine flag. */
export function LoanHistoryScreen() {
  const { t, i18n } = useTranslation('account');
  const [range, setRange] = useState<DateRange>({});
  const [onlyWithFine, setOnlyWithFine] = useState(false);
  const history = useQuery(loanHistoryQuery({ ...range, multa: onlyWithFine }));
  const retention = usePrivacyRetention();
  const fineId = useId();
  const language = i18n.language;
  const columns: DataColumn<LoanHistoryItem>[] = [
    {
      header: t('loans.colTitle'),
      cell: (loan) => <Link to={paths.record.getHref(loan.cod_acervo)}>{loan.titulo}</Link>,
    },
    { header: t('loans.colLibrary'), cell: (loan) => loan.desc_biblioteca },
    { header: t('loans.colLoanDate'), cell: (loan) => formatDate(loan.data_emprestimo, language) },
    { header: t('loans.colDueDate'), cell: (loan) => formatDate(loan.data_devolucao_prevista, language) },
    { header: t('history.colReturnedAt'), cell: (loan) => formatDate(loan.data_devolucao, language) },
    {
      header: t('history.colFine'),
      cell: (loan) => (loan.multa ? formatMoney(toCents(loan.valor_multa), language) : '—'),
    },
  ];
  return (
    <section aria-labelledby="history-heading" className="account-section">
      <h2 id="history-heading">{t('history.title')}</h2>
      {/* Without the patron's consent the retention job detaches returned loans (docs/privacy.md). */}
      {retention.data ? (
        <p className="account-meta">
          {t('history.privacyNote', { days: retention.data.retencao_dias.historico_leitura })}{' '}
          <Link to={accountPaths.privacy.href}>{t('menu.privacy')}</Link>.
        </p>
      ) : null}
      <DateRangeFilter onApply={setRange}>
        <span className="account-filter__check">
          <input
            id={fineId}
            type="checkbox"
            checked={onlyWithFine}
            onChange={(event) => setOnlyWithFine(event.target.checked)}
          />
          <label htmlFor={fineId}>{t('history.onlyWithFine')}</label>
        </span>
      </DateRangeFilter>
      <DataList
        query={history}
        columns={columns}
        rowKey={(loan) => loan.cod_emprestimo}
        empty={t('history.empty')}
        retry={false}
      />
    </section>
  );
}
