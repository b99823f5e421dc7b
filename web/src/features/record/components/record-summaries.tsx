import { useTranslation } from 'react-i18next';
import { useSummary } from '../api/get-record-section.ts';
import { SectionFrame } from './section-frame.tsx';

/** /sumarios and /sumarios-livros: contents (MARC 505) and summary (520) of the title. */
export function RecordSummaries({ recordId, books = false }: { recordId: number; books?: boolean }) {
  const { t } = useTranslation('record');
  const summary = useSummary(recordId);
  return (
    <SectionFrame title={t(books ? 'tab.bookSummaries' : 'tab.summaries')} query={summary}>
      {() => {
        const { sumario, resumo } = summary.data!;
        if (sumario.length === 0 && !resumo) return <p className="record-section__empty">{t('summaries.none')}</p>;
        return (
          <>
            {resumo ? (
              <>
                <h3 className="citation__label">{t('summaries.abstract')}</h3>
                <p className="summary-text">{resumo}</p>
              </>
            ) : null}
            {sumario.length > 0 ? (
              <>
                <h3 className="citation__label">{t('summaries.contents')}</h3>
                <ol className="summary-contents">
                  {sumario.map((entry, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: contents entries may repeat
                    <li key={index}>{entry}</li>
                  ))}
                </ol>
              </>
            ) : null}
          </>
        );
      }}
    </SectionFrame>
  );
}
