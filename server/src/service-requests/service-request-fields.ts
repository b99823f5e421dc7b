import {
  DEFENCE_DEGREES,
  type FieldSpec,
  INVALID_PAGES,
  INVALID_PHONE,
  INVALID_VALUE,
  INVALID_YEAR,
  PHONE_PATTERN,
  START_AFTER_END_PAGE,
  START_AFTER_END_YEAR,
  TEXT_LIMITS,
  TEXT_TOO_LONG,
} from '@estante/contracts';
import { InvalidInputError } from '@estante/core';
import { RequiredFieldError } from '../library-units/index.ts';

export type FormValue = string | number | boolean | null | undefined;
export type FormData = Record<string, string | number | boolean>;

/**
 * Checks a form against its fields and returns the values to store (trimmed, typed, unknown keys dropped).
 * Throws the first problem: CampoObrigatorioNaoPreenchido with `campo`, or a format error naming the field.
 */
export function validateForm(fields: FieldSpec[], input: Record<string, FormValue>, now: Date): FormData {
  const out: FormData = {};
  const maxYear = now.getUTCFullYear() + 1;
  for (const field of fields) {
    const raw = input[field.name];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    const empty = value === undefined || value === null || value === '' || (field.type === 'flag' && value === false);
    if (empty) {
      if (field.required) throw new RequiredFieldError(field.name);
      if (field.type === 'flag') out[field.name] = false;
      continue;
    }
    const invalid = (code = INVALID_VALUE) => new InvalidInputError(code, { campo: field.name });
    switch (field.type) {
      case 'text':
      case 'longtext':
        if (typeof value !== 'string') throw invalid();
        if (value.length > TEXT_LIMITS[field.type]) throw invalid(TEXT_TOO_LONG);
        out[field.name] = value;
        break;
      case 'year': {
        const year = Number(value);
        if (!/^\d{4}$/.test(String(value)) || year < 1000 || year > maxYear) throw invalid(INVALID_YEAR);
        out[field.name] = year;
        break;
      }
      case 'page':
      case 'count': {
        const number = Number(value);
        if (!/^\d{1,6}$/.test(String(value)) || number < 1) throw invalid(INVALID_PAGES);
        out[field.name] = number;
        break;
      }
      case 'pages': {
        // Spec 000 §5: switching-request pages accept forms like 20-30 or 20/30 (a single page too).
        const match = /^(\d{1,6})\s*(?:[-/]\s*(\d{1,6}))?$/.exec(String(value));
        if (!match) throw invalid(INVALID_PAGES);
        const start = Number(match[1]);
        const end = match[2] === undefined ? start : Number(match[2]);
        if (start < 1) throw invalid(INVALID_PAGES);
        if (start > end) throw invalid(START_AFTER_END_PAGE);
        out[field.name] = start === end ? String(start) : `${start}-${end}`;
        break;
      }
      case 'phone':
        if (typeof value !== 'string' || !PHONE_PATTERN.test(value)) throw invalid(INVALID_PHONE);
        out[field.name] = value;
        break;
      case 'flag':
        if (typeof value !== 'boolean') throw invalid();
        out[field.name] = value;
        break;
      case 'degree':
        if (!(DEFENCE_DEGREES as readonly string[]).includes(String(value))) throw invalid();
        out[field.name] = String(value);
        break;
    }
  }
  const ordered = (from: string, to: string, code: string) => {
    const start = out[from];
    const end = out[to];
    if (typeof start === 'number' && typeof end === 'number' && start > end)
      throw new InvalidInputError(code, { campo: from });
  };
  ordered('ano_inicial', 'ano_final', START_AFTER_END_YEAR);
  // Spec 000 §5: the bibliography start page must not exceed the final page.
  ordered('pagina_inicial_bibliografia', 'pagina_final_bibliografia', START_AFTER_END_PAGE);
  return out;
}
