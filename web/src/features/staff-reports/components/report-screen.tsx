import type { StaffReportKind } from '@estante/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type ReportAnswers, useReport } from '../api/reports-api.ts';
import { filtersFromSearch, filtersToSearch, type ReportFilters } from '../utils/report-filters.ts';
import { BarChart } from './bar-chart.tsx';
import { DownloadCsvButton } from './download-csv-button.tsx';
import type { ReportColumn, ReportContext, ReportDefinition } from './report-definitions.tsx';
import { ReportFiltersForm } from './report-filters-form.tsx';
import { ReportPager } from './report-pager.tsx';
import { ReportTable } from './report-table.tsx';

/**
 * One report (docs/staff-reports.md): its filters (kept in the URL), a sentence with its totals, a download of the
 * whole report as CSV, a chart and the table of figures. Loading other filters keeps the figures on screen, busy.
 */
export function ReportScreen<K extends StaffReportKind, Row>({ definition }: { definition: ReportDefinition<K, Row> }) {
  const { t } = useTranslation('reports');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params, definition.paged), [params, definition.paged]);
  const report = useReport(definition.kind, filters);
  const context: ReportContext = { t, language: currentLanguage() };
  const title = t(`kinds.${definition.kind}.title`);
  const apply = (next: ReportFilters) => setParams(filtersToSearch(next));

  return (
    <section className="report" aria-labelledby="report-title">
      <PageTitle title={title} />
      <h1 id="report-title" className="report__title">
        {title}
      </h1>
      <p className="report__lead">{t(`kinds.${definition.kind}.description`)}</p>
      <ReportFiltersForm
        // A new URL (back, a bookmark) starts the form afresh from it.
        key={params.toString()}
        filters={filters}
        library={definition.filters.library}
        groupBy={definition.filters.groupBy}
        onApply={apply}
      />
      {report.isPending ? (
        <p className="loading-inline" role="status">
          <Spinner size="small" /> {t('loading')}
        </p>
      ) : report.isError ? (
        <ErrorMessage error={report.error} onRetry={() => report.refetch()} />
      ) : (
        <ReportBody
          definition={definition}
          answer={report.data}
          busy={report.isPlaceholderData}
          filters={filters}
          context={context}
          onPage={(page) => apply({ ...filters, page })}
        />
      )}
    </section>
  );
}

interface ReportBodyProps<K extends StaffReportKind, Row> {
  definition: ReportDefinition<K, Row>;
  answer: ReportAnswers[K];
  busy: boolean;
  filters: ReportFilters;
  context: ReportContext;
  onPage(page: number): void;
}

function ReportBody<K extends StaffReportKind, Row>({
  definition,
  answer,
  busy,
  filters,
  context,
  onPage,
}: ReportBodyProps<K, Row>) {
  const { t } = useTranslation('reports');
  const rows = definition.rows(answer);
  const chart = definition.chart(answer, context);
  const pages = definition.paged ? Math.max(1, Math.ceil(definition.total(answer) / (filters.pageSize ?? 1))) : 1;
  return (
    <div className="report__body" aria-busy={busy || undefined}>
      <div className="report__bar">
        <p className="report__summary" role="status">
          {definition.summary(answer, context)}
        </p>
        <DownloadCsvButton kind={definition.kind} filters={filters} />
      </div>
      {rows.length > 0 ? <BarChart {...chart} /> : null}
      <ReportTable
        caption={t(`kinds.${definition.kind}.title`)}
        columns={definition.columns}
        rows={rows}
        context={context}
      />
      {definition.paged && pages > 1 ? <ReportPager page={filters.page ?? 1} pages={pages} onPage={onPage} /> : null}
      {definition.secondary ? (
        <section className="report__secondary" aria-labelledby="report-secondary-title">
          <div className="report__bar">
            <h2 id="report-secondary-title" className="report__subtitle">
              {t(definition.secondary.caption)}
            </h2>
            <DownloadCsvButton kind={definition.kind} filters={filters} table={definition.secondary.csvTable} />
          </div>
          <ReportTable
            caption={t(definition.secondary.caption)}
            columns={definition.secondary.columns as readonly ReportColumn<unknown>[]}
            rows={definition.secondary.rows(answer)}
            context={context}
          />
        </section>
      ) : null}
    </div>
  );
}
