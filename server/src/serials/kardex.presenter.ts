import type { KardexCollection, KardexIssue } from '@estante/contracts';
import type { CaptionPattern, HoldingsIssue, ParsedHoldings } from '@estante/core/holdings';
import type { HoldingsRecordRow } from './serials.repository.ts';

/** One holdings record read: the kardex's unit (a "parameter", cod_par). */
export interface ReadHoldings {
  row: HoldingsRecordRow;
  parsed: ParsedHoldings;
  frequency?: string;
  perYear?: number;
}

/** Issues a year → the 853 $w code that names it, for patterns that give $u instead of $w. */
const CODE_BY_ISSUES: Record<number, string> = {
  1: 'a',
  2: 'f',
  3: 't',
  4: 'q',
  6: 'b',
  12: 'm',
  24: 's',
  26: 'e',
  52: 'w',
};

const NAMES: Record<string, string> = {
  a: 'Anual',
  b: 'Bimestral',
  c: 'Bissemanal',
  d: 'Diária',
  e: 'Quinzenal',
  f: 'Semestral',
  g: 'Bienal',
  h: 'Trienal',
  i: 'Três vezes por semana',
  j: 'Três vezes por mês',
  k: 'Atualização contínua',
  m: 'Mensal',
  q: 'Trimestral',
  s: 'Semimensal',
  t: 'Quadrimestral',
  w: 'Semanal',
  x: 'Irregular',
};

/** The pattern's $w, or the code its issues a year amount to ($u), or the number itself. */
export function frequencyCode(pattern: CaptionPattern, perYear: number | undefined): string | undefined {
  if (pattern.frequency) return pattern.frequency.code;
  if (perYear === undefined) return undefined;
  return CODE_BY_ISSUES[perYear] ?? String(perYear);
}

export function frequencyName(code: string): string {
  return NAMES[code] ?? `${code} fascículos por ano`;
}

/** "1.3" for an issue written alone; "1.1.4" for the 4th issue of the range in 863 $8 1.1. */
export function seqParOf(issue: HoldingsIssue, inRange: boolean): string {
  return inRange ? `${issue.link}.${issue.sequence}.${issue.rank + 1}` : `${issue.link}.${issue.sequence}`;
}

export function presentCollection(
  { row, parsed, frequency, perYear }: ReadHoldings,
  withContents: Set<string>,
  year: number | undefined,
): KardexCollection {
  const counts = new Map<string, number>();
  for (const issue of parsed.issues) {
    const key = `${issue.unit}:${issue.link}.${issue.sequence}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const present = (issue: HoldingsIssue, inYear: number): KardexIssue => {
    const inRange = (counts.get(`${issue.unit}:${issue.link}.${issue.sequence}`) ?? 0) > 1;
    const seqPar = seqParOf(issue, inRange);
    return {
      cod_par: String(row.id),
      seq_par: seqPar,
      rotulo: issue.label,
      ...(issue.year !== undefined ? { ano: issue.year } : {}),
      numeros: issue.slots.filter((slot) => slot.year === inYear).map((slot) => slot.number),
      enumeracao: issue.enumeration.map(({ caption, value }) => ({ legenda: caption, valor: value })),
      cronologia: issue.chronology.map(({ caption, value }) => ({ legenda: caption, valor: value })),
      ...(issue.note ? { nota: issue.note } : {}),
      tem_sumario: !inRange && withContents.has(`${row.id}:${issue.link}.${issue.sequence}`),
    };
  };
  const libraryCode = row.library_code ?? '';
  return {
    cod_par: String(row.id),
    cod_biblioteca: libraryCode,
    desc_biblioteca: row.library_name ?? libraryCode,
    ...(row.location ? { localizacao: row.location } : {}),
    ...(row.call_number ? { chamada: row.call_number } : {}),
    ...(frequency ? { cod_periodicidade: frequency } : {}),
    ...(perYear !== undefined ? { fasciculos_por_ano: perYear } : {}),
    colunas: parsed.columns,
    declaracoes: parsed.statements
      .filter((statement) => statement.unit === 'basic')
      .map((statement) => [statement.text, statement.note].filter(Boolean).join(' — ')),
    anos: parsed.years
      .filter((entry) => year === undefined || entry.year === year)
      .map((entry) => ({
        ano: entry.year,
        ...(entry.expected !== undefined ? { esperados: entry.expected } : {}),
        recebidos: entry.received,
        faltantes: entry.missing,
        somente_texto: entry.textualOnly,
        fasciculos: entry.issues.map((issue) => present(issue, entry.year)),
      })),
    problemas: parsed.problems.map((problem) => ({
      codigo: problem.code,
      campo: problem.link ? `${problem.tag} $8 ${problem.link}` : problem.tag,
      ...(problem.value ? { valor: problem.value } : {}),
    })),
  };
}
