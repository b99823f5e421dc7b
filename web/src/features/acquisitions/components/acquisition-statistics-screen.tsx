import { ACQUISITION_KINDS, type AcquisitionKind } from '@estante/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart, BarLegend } from '../../../components/chart/bar-chart.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatDate, formatInteger } from '../../../lib/format.ts';
import {
  downloadStatisticsCsv,
  type StatisticsFilter,
  useAcquisitionStatistics,
  useAllLibraries,
} from '../api/acquisitions-api.ts';
import '../acquisitions.css';
import { LibraryPeriodForm } from './period-fields.tsx';
import { withTranslations } from './with-translations.tsx';

const KIND_CLASS: Record<AcquisitionKind, string> = {
  compra: 'bar-chart__series--1',
  doacao: 'bar-chart__series--2',
  permuta: 'bar-chart__series--3',
  nao_informado: 'bar-chart__series--4',
};

/**
 * GET /aquisicao/estatisticas as a screen (spec 000 §1 "acquisition statistics"): a library and a period (the last
 * 12 months unless chosen), the copies acquired per month by kind as a chart, and the figures as tables (by kind,
 * by library, by month), exportable as CSV. The personal area shows it under its own heading (level 2); the staff
 * console's acquisitions area as a page of its own (level 1).
 */
function AcquisitionStatisticsScreenContent({ level = 2 }: { level?: 1 | 2 }) {
  const { t, i18n } = useTranslation('acquisitions');
  const language = i18n.language;
  const libraries = useAllLibraries();
  const [filter, setFilter] = useState<StatisticsFilter>({});
  const statistics = useAcquisitionStatistics(filter);
  const monthLabel = (month: string, style: 'short' | 'long') =>
    new Intl.DateTimeFormat(language, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
  const data = statistics.data;
  return (
    <section aria-labelledby="acquisition-statistics-heading" className="account-section acquisitions">
      {level === 1 ? (
        <>
          <PageTitle title={t('statistics.title')} />
          <h1 id="acquisition-statistics-heading">{t('statistics.title')}</h1>
        </>
      ) : (
        <h2 id="acquisition-statistics-heading">{t('statistics.title')}</h2>
      )}
      <p>{t('statistics.intro')}</p>
      <LibraryPeriodForm
        libraries={libraries.data ?? []}
        submitLabel={t('statistics.show')}
        onApply={(library, period) => setFilter({ biblioteca: library || undefined, ...period })}
      />
      {statistics.isError ? <ErrorMessage error={statistics.error} title={t('statistics.failed')} /> : null}
      {statistics.isPending ? <p role="status">{t('loading')}</p> : null}
      {data ? (
        <div className="acquisitions__results">
          <p className="acquisitions__summary" role="status">
            {t('statistics.summary', {
              titles: formatInteger(data.total.titulos, language),
              copies: formatInteger(data.total.exemplares, language),
              from: formatDate(data.dataIni, language),
              to: formatDate(data.dataFim, language),
            })}
          </p>
          <DownloadCsv filter={filter} />
          <h3>{t('statistics.byMonthChart')}</h3>
          <BarLegend
            items={ACQUISITION_KINDS.map((kind) => ({
              key: kind,
              className: KIND_CLASS[kind],
              label: t(`kind.${kind}`),
            }))}
          />
          <BarChart
            labels={data.meses.map((row) => monthLabel(row.mes, 'short'))}
            series={ACQUISITION_KINDS.map((kind) => ({
              key: kind,
              className: KIND_CLASS[kind],
              values: data.meses.map((row) => row[kind]),
            }))}
          />
          <div className="table-scroller">
            <table className="data-table">
              <caption>{t('statistics.byKind')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('statistics.colKind')}</th>
                  <th scope="col">{t('statistics.colTitles')}</th>
                  <th scope="col">{t('statistics.colCopies')}</th>
                </tr>
              </thead>
              <tbody>
                {data.tipos.map((row) => (
                  <tr key={row.tipo}>
                    <th scope="row">{t(`kind.${row.tipo}`)}</th>
                    <td>{formatInteger(row.titulos, language)}</td>
                    <td>{formatInteger(row.exemplares, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="table-scroller">
            <table className="data-table">
              <caption>{t('statistics.byLibrary')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('statistics.library')}</th>
                  <th scope="col">{t('statistics.colTitles')}</th>
                  <th scope="col">{t('statistics.colCopies')}</th>
                  {ACQUISITION_KINDS.map((kind) => (
                    <th key={kind} scope="col">
                      {t(`kind.${kind}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.bibliotecas.length === 0 ? (
                  <tr>
                    <td colSpan={3 + ACQUISITION_KINDS.length}>{t('statistics.none')}</td>
                  </tr>
                ) : (
                  data.bibliotecas.map((row) => (
                    <tr key={row.cod_biblioteca}>
                      <th scope="row">{row.desc_biblioteca}</th>
                      <td>{formatInteger(row.titulos, language)}</td>
                      <td>{formatInteger(row.exemplares, language)}</td>
                      {ACQUISITION_KINDS.map((kind) => (
                        <td key={kind}>{formatInteger(row[kind], language)}</td>
                      ))}
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <details className="acquisitions__details">
            <summary>{t('statistics.byMonth')}</summary>
            <div className="table-scroller">
              <table className="data-table">
                <caption className="visually-hidden">{t('statistics.byMonth')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('statistics.colMonth')}</th>
                    <th scope="col">{t('statistics.colTitles')}</th>
                    <th scope="col">{t('statistics.colCopies')}</th>
                    {ACQUISITION_KINDS.map((kind) => (
                      <th key={kind} scope="col">
                        {t(`kind.${kind}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.meses.map((row) => (
                    <tr key={row.mes}>
                      <th scope="row">{monthLabel(row.mes, 'long')}</th>
                      <td>{formatInteger(row.titulos, language)}</td>
                      <td>{formatInteger(row.exemplares, language)}</td>
                      {ACQUISITION_KINDS.map((kind) => (
                        <td key={kind}>{formatInteger(row[kind], language)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </div>
      ) : null}
    </section>
  );
}

/** The CSV of the figures shown, asked for with the patron's token and handed to the browser as a download. */
function DownloadCsv({ filter }: { filter: StatisticsFilter }) {
  const { t } = useTranslation('acquisitions');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const file = await downloadStatisticsCsv(filter);
      const url = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName ?? 'aquisicoes.csv';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <p>
      <button type="button" className="button button--secondary" onClick={download} aria-disabled={busy || undefined}>
        {busy ? t('statistics.downloading') : t('statistics.csv')}
      </button>
      {failure ? <ErrorMessage error={failure} title={t('statistics.csvFailed')} /> : null}
    </p>
  );
}

export const AcquisitionStatisticsScreen = withTranslations(AcquisitionStatisticsScreenContent);
