import { type FieldSpec, PHONE_PATTERN, TEXT_LIMITS } from '@estante/contracts';

export type FormValues = Record<string, string | boolean>;
export interface FormProblem {
  field: string;
  code: string;
}

const PAGES = /^(\d{1,6})\s*(?:[-/]\s*(\d{1,6}))?$/;

/**
 * The form's first problem, checked as the server checks it (server/src/service-requests) so the patron
 * sees it before sending: required fields, four-digit years, pages like 20-30 or 20/30 (spec 000 §5),
 * start not after end.
 */
export function firstProblem(
  fields: readonly FieldSpec[],
  values: FormValues,
  now = new Date(),
): FormProblem | undefined {
  const maxYear = now.getFullYear() + 1;
  const numbers: Record<string, number> = {};
  for (const field of fields) {
    const raw = values[field.name];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === '' || value === false) {
      if (field.required) return { field: field.name, code: 'CampoObrigatorioNaoPreenchido' };
      continue;
    }
    const text = String(value);
    if ((field.type === 'text' || field.type === 'longtext') && text.length > TEXT_LIMITS[field.type])
      return { field: field.name, code: 'CampoMuitoLongo' };
    if (field.type === 'phone' && !PHONE_PATTERN.test(text)) return { field: field.name, code: 'TelefoneInvalido' };
    if (field.type === 'year') {
      if (!/^\d{4}$/.test(text) || Number(text) < 1000 || Number(text) > maxYear)
        return { field: field.name, code: 'AnoInvalido' };
      numbers[field.name] = Number(text);
    }
    if (field.type === 'page' || field.type === 'count') {
      if (!/^\d{1,6}$/.test(text) || Number(text) < 1) return { field: field.name, code: 'PaginasInvalidas' };
      numbers[field.name] = Number(text);
    }
    if (field.type === 'pages') {
      const match = PAGES.exec(text);
      if (!match || Number(match[1]) < 1) return { field: field.name, code: 'PaginasInvalidas' };
      if (match[2] !== undefined && Number(match[1]) > Number(match[2]))
        return { field: field.name, code: 'PaginaInicialMaiorQueFinal' };
    }
  }
  const after = (from: string, to: string) =>
    numbers[from] !== undefined && numbers[to] !== undefined && numbers[from] > numbers[to];
  if (after('ano_inicial', 'ano_final')) return { field: 'ano_inicial', code: 'AnoInicialMaiorQueFinal' };
  if (after('pagina_inicial_bibliografia', 'pagina_final_bibliografia'))
    return { field: 'pagina_inicial_bibliografia', code: 'PaginaInicialMaiorQueFinal' };
  return undefined;
}

/** The JSON body: trimmed texts, numbers for numeric fields, flags as booleans; empty fields left out. */
export function formBody(fields: readonly FieldSpec[], values: FormValues): Record<string, string | number | boolean> {
  const body: Record<string, string | number | boolean> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (typeof value === 'boolean') body[field.name] = value;
    else if (value?.trim())
      body[field.name] = ['year', 'page', 'count'].includes(field.type) ? Number(value.trim()) : value.trim();
  }
  return body;
}
