import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { paths } from '../../../config/paths.ts';
import { type DateRange, loanRequestsQuery } from '../api/account-api.ts';
import { formatDate } from '../utils/format.ts';
import { DateRangeFilter } from './date-range-filter.tsx';

/** The patron's loan requests (spec 001 §7.13) with status, dates and protocol number. */
export function LoanRequestsScreen() {
  const { t, i18n } = useTranslation('account');
  const [range, setRange] = useState<DateRange>({});
  const requests = useQuery(loanRequestsQuery(range));
  const language = i18n.language;
  return (
    <section aria-labelledby="loan-requests-heading" className="account-section">
      <h2 id="loan-requests-heading">{t('loanRequests.title')}</h2>
      <DateRangeFilter onApply={setRange} />
      {requests.isPending ? <p>{t('loading')}</p> : null}
      {requests.isError ? <ErrorMessage error={requests.error} /> : null}
      {requests.data && requests.data.length === 0 ? <p>{t('loanRequests.empty')}</p> : null}
      {requests.data && requests.data.length > 0 ? (
        <div className="account-table-wrap">
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">{t('loanRequests.colProtocol')}</th>
                <th scope="col">{t('loans.colTitle')}</th>
                <th scope="col">{t('loanRequests.colSource')}</th>
                <th scope="col">{t('loanRequests.colReceiving')}</th>
                <th scope="col">{t('loans.colStatus')}</th>
                <th scope="col">{t('loanRequests.colRequestedAt')}</th>
                <th scope="col">{t('loanRequests.colConcludedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {requests.data.map((request) => (
                <tr key={request.cod_solicitacao}>
                  <td data-label={t('loanRequests.colProtocol')}>{request.protocolo}</td>
                  <td data-label={t('loans.colTitle')}>
                    <Link to={paths.record.getHref(request.cod_acervo)}>{request.titulo}</Link>
                  </td>
                  <td data-label={t('loanRequests.colSource')}>{request.biblioteca_origem}</td>
                  <td data-label={t('loanRequests.colReceiving')}>{request.biblioteca_recebimento}</td>
                  <td data-label={t('loans.colStatus')}>
                    <span className="badge">{t(`loanRequests.status.${request.situacao}`)}</span>
                  </td>
                  <td data-label={t('loanRequests.colRequestedAt')}>
                    {formatDate(request.data_solicitacao, language)}
                  </td>
                  <td data-label={t('loanRequests.colConcludedAt')}>
                    {formatDate(request.data_conclusao, language) || '—'}
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
