import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import '../record.css';

interface SectionFrameProps {
  title: string;
  /** The query that feeds the section: its loading and error states are shown here. */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  children: () => ReactNode;
}

/** A title-page section: its heading, then a loading line, an error with retry, or the content. */
export function SectionFrame({ title, query, children }: SectionFrameProps) {
  const { t } = useTranslation('record');
  return (
    <section className="record-section" aria-labelledby="record-section-heading" aria-busy={query.isPending}>
      <h2 id="record-section-heading" className="record-section__heading">
        {title}
      </h2>
      {query.isPending ? (
        <p className="loading-inline" role="status">
          <Spinner size="small" /> {t('section.loading')}
        </p>
      ) : query.isError ? (
        <ErrorMessage error={query.error} onRetry={() => query.refetch()} />
      ) : (
        children()
      )}
    </section>
  );
}
