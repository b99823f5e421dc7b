import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useRecordSection, useStatisticsYear } from '../api/get-record-section.ts';
import { SectionFrame } from './section-frame.tsx';
import { StatisticsChart } from './statistics-chart.tsx';

/**
 * /dados-estatisticos: loans and holds of the title per month of a chosen year, as a chart and a table, and a link to
 * the title totals of the personal area (any period, per library: docs/acquisitions.md).
 */
export function RecordStatistics({ recordId }: { recordId: number }) {
  const { t, i18n } = useTranslation('record');
  const years = useRecordSection(recordId, 'dados-estatisticos/anos');
  const [chosen, setChosen] = useState<number>();
  const year = chosen ?? years.data?.anos[0];
  const data = useStatisticsYear(recordId, year);
  const selectId = useId();
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  return (
    <SectionFrame title={t('tab.statistics')} query={years}>
      {() => (
        <>
          <div className="filters-row">
            <label htmlFor={selectId}>{t('statistics.year')}</label>
            <select id={selectId} value={year} onChange={(event) => setChosen(Number(event.target.value))}>
              {years.data!.anos.map((entry) => (
                <option key={entry} value={entry}>
                  {entry}
                </option>
              ))}
            </select>
          </div>
          {data.data ? (
            <>
              <p className="record-section__summary">
                {t('statistics.summary', { loans: data.data.total_emprestimos, holds: data.data.total_reservas, year })}
              </p>
              <div className="stats-legend" aria-hidden="true">
                <span className="stats-legend__item stats-legend__item--loans">{t('statistics.loans')}</span>
                <span className="stats-legend__item stats-legend__item--holds">{t('statistics.holds')}</span>
              </div>
              <StatisticsChart data={data.data} />
              <p>
                <Link to={`${paths.selfService.getHref()}/totais-titulo?acervo=${recordId}`}>
                  {t('titleTotals.link')}
                </Link>
              </p>
              <details className="record-section__details">
                <summary>{t('statistics.table')}</summary>
                <div className="table-scroller">
                  <table className="data-table">
                    <caption className="visually-hidden">{t('statistics.caption', { year })}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('statistics.month')}</th>
                        <th scope="col">{t('statistics.loans')}</th>
                        <th scope="col">{t('statistics.holds')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.data.meses.map((month) => (
                        <tr key={month.mes}>
                          <th scope="row">{monthName.format(new Date(Date.UTC(data.data.ano, month.mes - 1, 1)))}</th>
                          <td>{month.emprestimos}</td>
                          <td>{month.reservas}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </>
          ) : (
            <p className="record-section__empty" role="status">
              {t('section.loading')}
            </p>
          )}
        </>
      )}
    </SectionFrame>
  );
}
