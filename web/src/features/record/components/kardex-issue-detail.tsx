import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useKardexItem } from '../api/get-kardex.ts';
import { dateText, issueText, numberingText } from './kardex-format.ts';
import type { SelectedIssue } from './kardex-grid.tsx';

/** The issue chosen in the grid: where it is, its numbering and date, and its sections and articles. */
export function KardexIssueDetail({
  recordId,
  issue,
  onClose,
}: {
  recordId: number;
  issue: SelectedIssue;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('kardex');
  const item = useKardexItem(recordId, issue);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = item.data;
  // The detail opens below the grid: focus goes to its heading so a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (data) heading.current?.focus();
  }, [data]);
  return (
    <section className="kardex-issue" aria-labelledby="kardex-issue-heading" aria-busy={item.isPending}>
      {item.isPending ? (
        <p className="loading-inline" role="status">
          <Spinner size="small" /> {t('loadingIssue')}
        </p>
      ) : item.isError ? (
        <ErrorMessage error={item.error} onRetry={() => item.refetch()} />
      ) : data ? (
        <>
          <h3 id="kardex-issue-heading" className="kardex-issue__heading" tabIndex={-1} ref={heading}>
            {issueText(t, i18n.language, data)}
          </h3>
          <dl className="kardex-issue__facts">
            <dt>{t('detail.library')}</dt>
            <dd>{data.desc_biblioteca}</dd>
            {data.enumeracao.length > 0 ? (
              <>
                <dt>{t('detail.numbering')}</dt>
                <dd>{numberingText(t, i18n.language, data)}</dd>
              </>
            ) : null}
            {data.cronologia.length > 0 ? (
              <>
                <dt>{t('detail.date')}</dt>
                <dd>{dateText(t, i18n.language, data)}</dd>
              </>
            ) : null}
            {data.nota ? (
              <>
                <dt>{t('detail.note')}</dt>
                <dd>{data.nota}</dd>
              </>
            ) : null}
          </dl>
          <h4 className="kardex-issue__subheading">{t('detail.contents')}</h4>
          {data.secoes.length === 0 ? (
            <p className="record-section__empty">{t('detail.noContents')}</p>
          ) : (
            data.secoes.map((section) => (
              <div key={section.seq_sec} className="kardex-issue__section">
                {section.titulo ? <h5 className="kardex-issue__section-title">{section.titulo}</h5> : null}
                <ol className="kardex-issue__articles">
                  {section.artigos.map((article) => (
                    <li key={`${article.titulo}-${article.paginas ?? ''}`}>
                      <span className="kardex-issue__article-title">{article.titulo}</span>
                      {article.autores ? <span> — {article.autores}</span> : null}
                      {article.paginas ? <span className="kardex-issue__pages">, {article.paginas}</span> : null}
                    </li>
                  ))}
                </ol>
              </div>
            ))
          )}
        </>
      ) : null}
      <button type="button" className="button button--secondary" onClick={onClose}>
        {t('detail.close')}
      </button>
    </section>
  );
}
