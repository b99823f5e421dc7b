import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/dialog/modal.tsx';
import { type DataColumn, DataList } from '../../../components/list/data-list.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { formatDate } from '../../../lib/format.ts';
import { useInstitution } from '../../../lib/institution.ts';
import { SuggestionOrder } from '../../acquisitions/index.ts';
import { AcquisitionSuggestionForm } from '../../shell/index.ts';
import type { DateRange } from '../api/account-api.ts';
import { type PatronSuggestion, suggestionStatusesQuery, suggestionsQuery } from '../api/suggestions-api.ts';
import { DateRangeFilter } from './date-range-filter.tsx';

/**
 * The patron's acquisition suggestions (spec 001 §7.4) with their status, filtered by the date sent and by
 * status (the list of /aquisicao/sugestoes/situacao); the footer's suggestion form opens from here too.
 */
export function SuggestionsScreen() {
  const { t, i18n } = useTranslation(['account', 'shell']);
  const language = i18n.language;
  const [range, setRange] = useState<DateRange>({});
  const [status, setStatus] = useState('');
  const [suggesting, setSuggesting] = useState(false);
  const statuses = useQuery(suggestionStatusesQuery(language));
  const suggestions = useQuery(suggestionsQuery({ ...range, situacao: status }, language));
  const institution = useInstitution();
  const queryClient = useQueryClient();
  const statusId = useId();
  const columns: DataColumn<PatronSuggestion>[] = [
    {
      header: t('suggestions.colTitle'),
      cell: (row) => (
        <>
          {row.titulo}
          {row.autor ? <span className="account-meta">{row.autor}</span> : null}
        </>
      ),
    },
    { header: t('suggestions.colPublisher'), cell: (row) => [row.editor, row.edicao].filter(Boolean).join(', ') },
    { header: t('loans.colLibrary'), cell: (row) => row.desc_biblioteca },
    { header: t('suggestions.colSentAt'), cell: (row) => formatDate(row.data, language) },
    {
      header: t('loans.colStatus'),
      cell: (row) => (
        <>
          <span className="badge">{row.desc_situacao}</span>
          {row.nota ? <span className="account-meta">{t('suggestions.note', { note: row.nota })}</span> : null}
        </>
      ),
    },
    { header: t('suggestions.colStatusSince'), cell: (row) => formatDate(row.data_situacao, language) },
    // The purchase order it went into, so the patron follows it through (docs/acquisitions.md).
    { header: t('suggestions.colOrder'), cell: (row) => <SuggestionOrder suggestionId={row.cod_sugestao} /> },
  ];
  return (
    <section aria-labelledby="suggestions-heading" className="account-section">
      <h2 id="suggestions-heading">{t('suggestions.title')}</h2>
      <p>
        <button type="button" className="button button--primary" onClick={() => setSuggesting(true)}>
          {t('suggestions.new')}
        </button>
      </p>
      <DateRangeFilter onApply={setRange}>
        <label htmlFor={statusId}>{t('suggestions.status')}</label>
        <select id={statusId} value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">{t('suggestions.allStatuses')}</option>
          {(statuses.data ?? []).map((option) => (
            <option key={option.codigo} value={option.codigo}>
              {option.descricao}
            </option>
          ))}
        </select>
      </DateRangeFilter>
      <DataList
        query={suggestions}
        columns={columns}
        rowKey={(row) => row.cod_sugestao}
        empty={t('suggestions.empty')}
        retry={false}
      />
      <Modal open={suggesting} title={t('shell:footer.suggestion')} onClose={() => setSuggesting(false)}>
        <AcquisitionSuggestionForm
          institution={institution.data}
          onCancel={() => setSuggesting(false)}
          onSent={() => {
            setSuggesting(false);
            toast.success(t('shell:toast.SugestaoAquisicaoEnviadoSucesso'));
            void queryClient.invalidateQueries({ queryKey: ['account', 'suggestions'] });
          }}
        />
      </Modal>
    </section>
  );
}
