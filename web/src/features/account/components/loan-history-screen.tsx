import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { paths } from '../../../config/paths.ts';
import { type DateRange, loanHistoryQuery } from '../api/account-api.ts';
import { formatDate, formatMoney } from '../utils/format.ts';
import { DateRangeFilter } from './date-range-filter.tsx';

/** Loan history (spec 001 §7.8) with the date filter and the fine flag. */
export function LoanHistoryScreen() {
  const { t, i18n } = useTranslation('account');
  const [range, setRange] = useState<DateRange>({});
  const [onlyWithFine, setOnlyWithFine] = useState(false);
  const history = useQuery(loanHistoryQuery({ ...range, multa: onlyWithFine }));
  const fineId = useId();
  const language = i18n.language;
  return (
    <section aria-labelledby="history-heading" className="account-section">
      <h2 id="history-heading">{t('history.title')}</h2>
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
      {history.isPending ? <p>{t('loading')}</p> : null}
      {history.isError ? <ErrorMessage error={history.error} /> : null}
      {history.data && history.data.length === 0 ? <p>{t('history.empty')}</p> : null}
      {history.data && history.data.length > 0 ? (
        <div className="account-table-wrap">
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">{t('loans.colTitle')}</th>
                <th scope="col">{t('loans.colLibrary')}</th>
                <th scope="col">{t('loans.colLoanDate')}</th>
                <th scope="col">{t('loans.colDueDate')}</th>
                <th scope="col">{t('history.colReturnedAt')}</th>
                <th scope="col">{t('history.colFine')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((loan) => (
                <tr key={loan.cod_emprestimo}>
                  <td data-label={t('loans.colTitle')}>
                    <Link to={paths.record.getHref(loan.cod_acervo)}>{loan.titulo}</Link>
                  </td>
                  <td data-label={t('loans.colLibrary')}>{loan.desc_biblioteca}</td>
                  <td data-label={t('loans.colLoanDate')}>{formatDate(loan.data_emprestimo, language)}</td>
                  <td data-label={t('loans.colDueDate')}>{formatDate(loan.data_devolucao_prevista, language)}</td>
                  <td data-label={t('history.colReturnedAt')}>{formatDate(loan.data_devolucao, language)}</td>
                  <td data-label={t('history.colFine')}>
                    {loan.multa ? formatMoney(loan.valor_multa, language) : '—'}
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
