import type { LoanRequest } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataList } from '../../../components/list/data-list.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { type DateRange, loanRequestsQuery } from '../api/account-api.ts';
import { DateRangeFilter } from './date-range-filter.tsx';

/** The patron's loan requests (spec 001 §7.13) with status, dates and protocol number. */
export function LoanRequestsScreen() {
  const { t, i18n } = useTranslation('account');
  const [range, setRange] = useState<DateRange>({});
  const requests = useQuery(loanRequestsQuery(range));
  const language = i18n.language;
  const columns: DataColumn<LoanRequest>[] = [
    { header: t('loanRequests.colProtocol'), cell: (request) => request.protocolo },
    {
      header: t('loans.colTitle'),
      cell: (request) => <Link to={paths.record.getHref(request.cod_acervo)}>{request.titulo}</Link>,
    },
    { header: t('loanRequests.colSource'), cell: (request) => request.biblioteca_origem },
    { header: t('loanRequests.colReceiving'), cell: (request) => request.biblioteca_recebimento },
    {
      header: t('loans.colStatus'),
      cell: (request) => <span className="badge">{t(`loanRequests.status.${request.situacao}`)}</span>,
    },
    { header: t('loanRequests.colRequestedAt'), cell: (request) => formatDate(request.data_solicitacao, language) },
    {
      header: t('loanRequests.colConcludedAt'),
      cell: (request) => formatDate(request.data_conclusao, language) || '—',
    },
  ];
  return (
    <section aria-labelledby="loan-requests-heading" className="account-section">
      <h2 id="loan-requests-heading">{t('loanRequests.title')}</h2>
      <DateRangeFilter onApply={setRange} />
      <DataList
        query={requests}
        columns={columns}
        rowKey={(request) => request.cod_solicitacao}
        empty={t('loanRequests.empty')}
        retry={false}
      />
    </section>
  );
}
