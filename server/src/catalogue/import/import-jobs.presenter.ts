import { Type } from '@sinclair/typebox';
import type { ImportJobRow, ImportReportLine } from './import-jobs.repository.ts';
import { IMPORT_STATUS_WIRE } from './import-jobs.ts';

/** Wire shape of an import job (GET /api/equipe/importacoes and /:id). */
export const ImportJobSchema = Type.Object({
  id: Type.Integer(),
  arquivo: Type.String({ description: 'The uploaded file name' }),
  formato: Type.Union([Type.Literal('iso2709'), Type.Literal('marcxml')]),
  tamanho_bytes: Type.Integer(),
  situacao: Type.Union(
    [Type.Literal('na_fila'), Type.Literal('em_andamento'), Type.Literal('concluida'), Type.Literal('falhou')],
    { description: 'queued, running, done or failed' },
  ),
  previstos: Type.Integer({ description: 'Records the file announces (record terminators or <record> elements)' }),
  lidos: Type.Integer(),
  importados: Type.Integer(),
  atualizados: Type.Integer(),
  rejeitados: Type.Integer(),
  avisos: Type.Integer(),
  progresso: Type.Integer({ minimum: 0, maximum: 100, description: 'Percent of the announced records read' }),
  motivo_falha: Type.Union([Type.String(), Type.Null()]),
  enviada_por: Type.Union([Type.String(), Type.Null()], { description: 'Name of the person who uploaded it' }),
  enviada_em: Type.String(),
  iniciada_em: Type.Union([Type.String(), Type.Null()]),
  concluida_em: Type.Union([Type.String(), Type.Null()]),
});

const ReportLine = Type.Object({
  posicao: Type.Integer({ description: '1-based position of the record in the file' }),
  motivo: Type.String({ description: "The importer's reason, in English (it cites MARC 21 and byte positions)" }),
  codigo: Type.Union([Type.String(), Type.Null()], {
    description: 'Stable code of the problem (e.g. LiderInvalido), translated by the client; null: show `motivo`',
  }),
  parametros: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
    description: "Values of the code's sentence (e.g. inicio, fim and bytes: the record's place in the file)",
  }),
});

export const ImportJobDetailSchema = Type.Intersect([
  ImportJobSchema,
  Type.Object({
    relatorio: Type.Object({
      rejeitados: Type.Array(ReportLine),
      avisos: Type.Array(ReportLine),
      rejeitados_omitidos: Type.Integer({ description: 'Rejected records counted but not listed' }),
      avisos_omitidos: Type.Integer(),
    }),
  }),
]);

export function presentImportJob(row: ImportJobRow) {
  const progress =
    row.status === 'done'
      ? 100
      : row.records_expected > 0
        ? Math.min(99, Math.floor((row.records_read * 100) / row.records_expected))
        : 0;
  return {
    id: row.id,
    arquivo: row.file_name,
    formato: row.format,
    tamanho_bytes: Number(row.size_bytes),
    situacao: IMPORT_STATUS_WIRE[row.status] as 'na_fila' | 'em_andamento' | 'concluida' | 'falhou',
    previstos: row.records_expected,
    lidos: row.records_read,
    importados: row.records_imported,
    atualizados: row.records_updated,
    rejeitados: row.records_rejected,
    avisos: row.warnings,
    progresso: progress,
    motivo_falha: row.failure_reason,
    enviada_por: row.submitted_by,
    enviada_em: row.submitted_at,
    iniciada_em: row.started_at,
    concluida_em: row.finished_at,
  };
}

export function presentImportJobDetail(
  row: ImportJobRow,
  report: { rejected: ImportReportLine[]; warnings: ImportReportLine[] },
) {
  const line = (line: ImportReportLine) => ({
    posicao: line.position,
    motivo: line.reason,
    codigo: line.problem?.code ?? null,
    parametros: line.problem?.params ?? {},
  });
  return {
    ...presentImportJob(row),
    relatorio: {
      rejeitados: report.rejected.map(line),
      avisos: report.warnings.map(line),
      rejeitados_omitidos: Math.max(0, row.records_rejected - report.rejected.length),
      avisos_omitidos: Math.max(0, row.warnings - report.warnings.length),
    },
  };
}
