import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/chart/bar-chart.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { downloadAccessStatistics, getAccessStatistics, type StatisticsGrouping } from '../api/eresources-api.ts';

function monthText(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The last twelve months up to this one. */
function defaultPeriod(now = new Date()): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return { from: monthText(from), to: monthText(now) };
}

/**
 * /equipe/estatisticas-acesso (reports): clicks on online links per month, per title or per resource, as a chart, a
 * table and the COUNTER 5.1 CSV (Title Report or Platform Report, Total_Item_Requests).
 */
export function StatisticsScreen() {
  const { t, i18n } = useTranslation('eresources');
  const id = useId();
  const [draft, setDraft] = useState({ grouping: 'titulo' as StatisticsGrouping, ...defaultPeriod() });
  const [shown, setShown] = useState(draft);
  const [downloadFailure, setDownloadFailure] = useState<unknown>(null);
  const statistics = useQuery({
    queryKey: ['eresources', 'statistics', shown],
    queryFn: () => getAccessStatistics(shown.grouping, shown.from, shown.to),
  });
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  // The chart's labels are short (twelve fit a phone); the table beside it names the year too.
  const shortMonth = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  const monthLabel = (month: string) =>
    monthName.format(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)));

  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(draft);
  }

  async function download() {
    setDownloadFailure(null);
    try {
      const file = await downloadAccessStatistics(shown.grouping, shown.from, shown.to);
      const url = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName ?? 'counter.csv';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setDownloadFailure(error);
    }
  }

  const data = statistics.data;
  const totals = data
    ? data.meses.map((_, index) => data.itens.reduce((sum, row) => sum + (row.meses[index] ?? 0), 0))
    : [];

  return (
    <section className="eresources-staff" aria-labelledby={`${id}-title`}>
      <PageTitle title={t('statistics.title')} />
      <h1 id={`${id}-title`}>{t('statistics.title')}</h1>
      <p className="page__lead">{t('statistics.lead')}</p>
      <form className="eresources-staff__filters" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-grouping`}>{t('statistics.grouping')}</label>
          <select
            id={`${id}-grouping`}
            value={draft.grouping}
            onChange={(event) => setDraft({ ...draft, grouping: event.target.value as StatisticsGrouping })}
          >
            <option value="titulo">{t('statistics.byTitle')}</option>
            <option value="recurso">{t('statistics.byResource')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('statistics.from')}</label>
          <input
            id={`${id}-from`}
            type="month"
            value={draft.from}
            required
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('statistics.to')}</label>
          <input
            id={`${id}-to`}
            type="month"
            value={draft.to}
            required
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
        <button type="submit" className="button button--primary">
          {t('statistics.show')}
        </button>
      </form>
      {statistics.isError ? <ErrorMessage error={statistics.error} /> : null}
      {data ? (
        <>
          <h2>{t('statistics.chartTitle')}</h2>
          <BarChart
            className="eresources-staff__chart"
            labels={data.meses.map((month) => shortMonth.format(new Date(`${month}-01T00:00:00Z`)))}
            series={[{ key: 'requests', className: 'bar-chart__series--1', values: totals }]}
          />
          <p>
            <button type="button" className="button button--secondary" onClick={() => void download()}>
              {t('statistics.csv')}
            </button>
          </p>
          {downloadFailure ? <ErrorMessage error={downloadFailure} /> : null}
          {data.itens.length === 0 ? (
            <p>{t('statistics.empty')}</p>
          ) : (
            <div className="data-table-wrap">
              <table className="data-table">
                <caption>{shown.grouping === 'titulo' ? t('statistics.byTitle') : t('statistics.byResource')}</caption>
                <thead>
                  <tr>
                    {shown.grouping === 'titulo' ? <th scope="col">{t('statistics.titleColumn')}</th> : null}
                    <th scope="col">{t('statistics.platform')}</th>
                    <th scope="col">{t('statistics.total')}</th>
                    {data.meses.map((month) => (
                      <th key={month} scope="col">
                        {monthLabel(month)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.itens.map((row) => (
                    <tr key={`${row.cod_acervo ?? ''}|${row.plataforma}`}>
                      {shown.grouping === 'titulo' ? <th scope="row">{row.titulo}</th> : null}
                      {shown.grouping === 'titulo' ? <td>{row.plataforma}</td> : <th scope="row">{row.plataforma}</th>}
                      <td>{row.total}</td>
                      {row.meses.map((count, index) => (
                        <td key={data.meses[index]}>{count}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
