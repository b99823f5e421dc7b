import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useRecordMarc } from '../api/get-record-marc.ts';
import { MarcTable } from './marc-table.tsx';
import '../record.css';

/** The MARC tab: loads GET /api/acervo/{id}/marc and shows it as a table. */
export function RecordMarc({ recordId }: { recordId: number }) {
  const { t } = useTranslation('record');
  const marc = useRecordMarc(recordId);
  return (
    <section className="record-section" aria-labelledby="record-section-heading" aria-busy={marc.isPending}>
      <h2 id="record-section-heading" className="record-section__heading">
        {t('tab.marc')}
      </h2>
      {marc.isPending ? (
        <p className="loading-inline" role="status">
          <Spinner size="small" /> {t('marc.loading')}
        </p>
      ) : marc.isError ? (
        <ErrorMessage error={marc.error} onRetry={() => marc.refetch()} />
      ) : (
        <MarcTable record={marc.data} />
      )}
    </section>
  );
}
