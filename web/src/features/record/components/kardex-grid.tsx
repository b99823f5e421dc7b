import type { KardexCollection, KardexIssue, KardexYear } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { cellText, frequencyLabel, issueText } from './kardex-format.ts';

export interface SelectedIssue {
  codPar: string;
  seqPar: string;
}

interface KardexGridProps {
  collection: KardexCollection;
  selected?: SelectedIssue;
  onSelect: (issue: SelectedIssue) => void;
}

/**
 * One library's run of the title as a year-by-issue table: a row per year (newest first), a column per issue of
 * the year; held issues are buttons that open the issue, gaps are marked in words and colour, places not yet due
 * are left blank.
 */
export function KardexGrid({ collection, selected, onSelect }: KardexGridProps) {
  const { t, i18n } = useTranslation('kardex');
  const columns = Math.max(1, collection.colunas);
  const numbers = Array.from({ length: columns }, (_, index) => index + 1);
  const years = collapseStatementYears([...collection.anos].sort((a, b) => b.ano - a.ano));
  const details = [
    collection.localizacao,
    collection.chamada,
    collection.cod_periodicidade ? frequencyLabel(t, collection.cod_periodicidade) : undefined,
  ].filter(Boolean);
  return (
    <div className="kardex-collection">
      <h3 className="kardex-collection__heading">{collection.desc_biblioteca || t('unknownLibrary')}</h3>
      {details.length > 0 ? <p className="kardex-collection__details">{details.join(' · ')}</p> : null}
      {collection.problemas.length > 0 ? (
        <p className="kardex-collection__problems" role="note">
          {t('problems', { count: collection.problemas.length })}
        </p>
      ) : null}
      {years.length === 0 ? (
        <p className="record-section__empty">{t('noYears')}</p>
      ) : (
        <div className="table-scroller kardex-grid__scroller">
          <p className="kardex-grid__caption" aria-hidden="true">
            {t('gridCaption', { library: collection.desc_biblioteca })}
          </p>
          <table className="data-table kardex-grid">
            <caption className="visually-hidden">{t('gridCaption', { library: collection.desc_biblioteca })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('yearHeader')}</th>
                <th scope="col">{t('receivedHeader')}</th>
                {numbers.map((number) => (
                  <th key={number} scope="col" className="kardex-grid__number">
                    <span aria-hidden="true">{number}</span>
                    <span className="visually-hidden">{t('issueHeader', { number })}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {years.map((year) => {
                const byNumber = new Map<number, KardexIssue>();
                for (const issue of year.fasciculos) for (const number of issue.numeros) byNumber.set(number, issue);
                const undated = year.fasciculos.filter((issue) => issue.numeros.length === 0);
                const missing = new Set(year.faltantes);
                return (
                  <tr key={year.ano}>
                    <th scope="row">{year.until !== undefined ? `${year.ano}–${year.until}` : year.ano}</th>
                    <td className="kardex-grid__count">
                      {year.somente_texto
                        ? '—'
                        : year.esperados !== undefined
                          ? t('receivedOf', { received: year.recebidos, expected: year.esperados })
                          : year.recebidos}
                    </td>
                    {year.somente_texto ? (
                      <td colSpan={columns} className="kardex-grid__statement">
                        {t('statementOnly')}
                        {collection.declaracoes.length > 0 ? `: ${collection.declaracoes.join('; ')}` : ''}
                      </td>
                    ) : (
                      numbers.map((number) => {
                        const issue = byNumber.get(number) ?? (number === 1 ? undated[0] : undefined);
                        if (issue) {
                          const isSelected = selected?.codPar === issue.cod_par && selected.seqPar === issue.seq_par;
                          return (
                            <td key={number} className="kardex-grid__cell kardex-grid__cell--received">
                              <button
                                type="button"
                                className="kardex-grid__issue"
                                aria-pressed={isSelected}
                                aria-label={t('cellReceived', { issue: issueText(t, i18n.language, issue) })}
                                onClick={() => onSelect({ codPar: issue.cod_par, seqPar: issue.seq_par })}
                              >
                                {cellText(t, i18n.language, issue, number)}
                              </button>
                            </td>
                          );
                        }
                        if (missing.has(number)) {
                          return (
                            <td key={number} className="kardex-grid__cell kardex-grid__cell--missing">
                              <span aria-hidden="true">✕</span>
                              <span className="visually-hidden">{t('cellMissing')}</span>
                            </td>
                          );
                        }
                        return <td key={number} className="kardex-grid__cell" />;
                      })
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** Consecutive years held by statement only become one row ("1995–2018"): the grid stays about the issues. */
function collapseStatementYears(years: KardexYear[]): (KardexYear & { until?: number })[] {
  const rows: (KardexYear & { until?: number })[] = [];
  for (const year of years) {
    const previous = rows.at(-1);
    if (previous?.somente_texto && year.somente_texto && previous.ano === year.ano + 1) {
      // Newest first: the run grows downwards, so the row keeps its start as "until".
      rows[rows.length - 1] = { ...year, until: previous.until ?? previous.ano };
      continue;
    }
    rows.push(year);
  }
  return rows;
}
