import type { StaffReportKind } from '@estante/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { downloadReportCsv } from '../api/reports-api.ts';
import type { ReportFilters } from '../utils/report-filters.ts';

/**
 * Downloads the report, every row, as CSV. A button rather than a plain link: the file is asked for with the staff
 * member's token (the API client), then handed to the browser as a download under the server's file name.
 */
export function DownloadCsvButton({
  kind,
  filters,
  table,
}: {
  kind: StaffReportKind;
  filters: ReportFilters;
  /** Another table of the report than its main one (the acquisitions' purchase orders). */
  table?: 'pedidos';
}) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const file = await downloadReportCsv(kind, filters, table);
      const url = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName ?? `relatorio-${kind}.csv`;
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
    <>
      <button type="button" className="button button--secondary" onClick={download} aria-disabled={busy || undefined}>
        {busy ? t('download.busy') : table ? t('download.ordersCsv') : t('download.csv')}
      </button>
      {failure ? <ErrorMessage error={failure} title={t('download.failed')} /> : null}
    </>
  );
}
