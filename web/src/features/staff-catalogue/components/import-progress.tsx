import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { formatDateTime, formatInteger } from '../../../lib/format.ts';
import { type ImportJobDetail, isRunning, type ReportLine, useImport } from '../api/catalogue-work-api.ts';

/** The problem codes of the importer this client translates (cataloguing.json, `problems`). */
const PROBLEM_CODES = [
  'NaoEhMarc',
  'RegistroCortado',
  'SemTerminador',
  'RegistroTruncado',
  'LiderInvalido',
  'DiretorioInvalido',
  'Marc8SemConversor',
  'SemTitulo',
  'SemCabecalho',
  'AcervoDeRegistroAusente',
  'AcervoSemVinculo',
  'RepetidoNoLote',
  'CodigoDeBarrasEmUso',
  // Rejections by the ISO 2709 reader without a place of their own, and the MARCXML reader's (the first of a record's).
  'CamposIlegiveis',
  'RegistroIlegivel',
  'Latin1Danificado',
  'Marc8ConversaoFalhou',
  'Marc8ConversaoInvalida',
  'EtiquetaInvalida',
  'CodigoDeSubcampoInvalido',
  'CampoGrandeDemais',
  'RegistroGrandeDemais',
  'XmlMalformado',
  'XmlTruncado',
  'RegistroVazio',
  // The readers' warnings: a record read all the same.
  'SubcampoVazio',
  'TextoAntesDoSubcampo',
  'Marc8TextoPerdido',
  'EtiquetaCortada',
  'IndicadorInvalido',
  'SemLider',
  'LiderAjustado',
  'CaracteresDeSubstituicao',
  'LidoComoMarc8',
  'LidoComoUtf8',
  'CodificacaoDesconhecida',
  'LidoComoLatin1',
] as const;

/**
 * A report line's reason in the reader's language when this client knows its code; otherwise the importer's English
 * reason, marked as English (a code added to the server before its translation, or a reason that has none).
 */
function ReasonCell({ line, label }: { line: ReportLine; label: string }) {
  const { t } = useTranslation('cataloguing');
  const code = PROBLEM_CODES.find((known) => known === line.codigo);
  if (code === undefined) {
    return (
      <td data-label={label} lang="en">
        {line.motivo}
      </td>
    );
  }
  const count = (name: string) => {
    const value = line.parametros[name];
    return typeof value === 'number' ? formatInteger(value) : String(value ?? '');
  };
  const text = (name: string) => String(line.parametros[name] ?? '');
  const values = {
    inicio: count('inicio'),
    fim: count('fim'),
    bytes: count('bytes'),
    declarados: count('declarados'),
    numero_controle: text('numero_controle'),
    codigo_barras: text('codigo_barras'),
    registro: text('registro'),
    campo: text('campo'),
    campos: text('campos'),
    texto: text('texto'),
    etiqueta: text('etiqueta'),
    lida: text('lida'),
    indicador: text('indicador'),
    valor: text('valor'),
    lider: text('lider'),
    codigo: text('codigo'),
    caracteres: count('caracteres'),
    limite: count('limite'),
    linha: count('linha'),
    coluna: count('coluna'),
  };
  return <td data-label={label}>{t(`problems.${code}`, values)}</td>;
}

function ReportTable({ caption, lines, omitted }: { caption: string; lines: ReportLine[]; omitted: number }) {
  const { t } = useTranslation('cataloguing');
  return (
    <div className="data-table-wrap">
      <table className="data-table catalogue-report">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('report.position')}</th>
            <th scope="col">{t('report.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.posicao}-${line.motivo}`}>
              <td data-label={t('report.position')}>{formatInteger(line.posicao)}</td>
              <ReasonCell line={line} label={t('report.reason')} />
            </tr>
          ))}
        </tbody>
      </table>
      {omitted > 0 ? <p className="catalogue-muted">{t('report.omitted', { count: omitted })}</p> : null}
    </div>
  );
}

/** The counts and lists of an ended import. */
function ImportReport({ job }: { job: ImportJobDetail }) {
  const { t } = useTranslation('cataloguing');
  const headingId = useId();
  return (
    <section className="catalogue-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('report.title', { file: job.arquivo })}</h3>
      {job.situacao === 'falhou' ? (
        <div className="notice notice--error">
          <p className="notice__title">{t('report.failed')}</p>
          <p lang="en">{job.motivo_falha}</p>
        </div>
      ) : null}
      <dl className="catalogue-counts">
        {(
          [
            ['read', job.lidos],
            ['imported', job.importados],
            ['updated', job.atualizados],
            ['rejected', job.rejeitados],
            ['warnings', job.avisos],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <dt>{t(`counts.${key}`)}</dt>
            <dd>{formatInteger(value)}</dd>
          </div>
        ))}
      </dl>
      {job.relatorio.rejeitados.length > 0 ? (
        <ReportTable
          caption={t('report.rejected')}
          lines={job.relatorio.rejeitados}
          omitted={job.relatorio.rejeitados_omitidos}
        />
      ) : (
        <p>{t('report.noneRejected')}</p>
      )}
      {job.relatorio.avisos.length > 0 ? (
        <details className="catalogue-warnings">
          <summary>{t('report.warnings', { count: job.avisos })}</summary>
          <ReportTable
            caption={t('report.warningsCaption')}
            lines={job.relatorio.avisos}
            omitted={job.relatorio.avisos_omitidos}
          />
        </details>
      ) : null}
      {job.concluida_em ? (
        <p className="catalogue-muted">{t('report.finishedAt', { when: formatDateTime(job.concluida_em) })}</p>
      ) : null}
    </section>
  );
}

/**
 * One import followed to its end: a progress bar (the share of the records the file announces that were read, read
 * again every moment while the job runs), then its report. The status line is a polite live region, so a screen
 * reader hears "queued", "running" and "done" without every tick of the bar.
 */
export function ImportProgress({ id }: { id: number }) {
  const { t } = useTranslation('cataloguing');
  const query = useImport(id);
  const labelId = useId();
  if (query.isPending) return <p className="loading-inline">{t('loading')}</p>;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  const job = query.data;
  const running = isRunning(job);
  return (
    <div className="catalogue-progress">
      <p id={labelId} className="catalogue-progress__label">
        {t('progress.label', { file: job.arquivo })}
      </p>
      <div
        className="catalogue-progress__bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.progresso}
        aria-valuetext={t('progress.valueText', { percent: job.progresso, read: job.lidos, expected: job.previstos })}
      >
        <div className="catalogue-progress__fill" style={{ width: `${job.progresso}%` }} />
      </div>
      <p className="catalogue-progress__status" aria-live="polite">
        {t(`status.${job.situacao}`)}
        {running ? ` — ${t('progress.counts', { read: job.lidos, expected: job.previstos })}` : null}
      </p>
      {running ? null : <ImportReport job={job} />}
    </div>
  );
}
