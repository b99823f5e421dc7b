import { i18n } from '../../../lib/i18n.ts';

/** Codes arrive at run time, so the compile-time key check of i18next does not apply here. */
const translate = (key: string, values?: Record<string, string>): string =>
  (i18n.t as unknown as (key: string, values?: Record<string, string>) => string)(key, values);

/**
 * The text of a field problem (`personalDataProblems` in packages/contracts, or the server's `details.campo`):
 * the error code in the visitor's language, with the field named by the form's own label.
 */
export function problemText(code: string, field: string, fallback?: string): string {
  if (!i18n.exists(`errors:${code}`)) return fallback ?? code;
  const label = i18n.exists(`profile:field.${field}`) ? translate(`profile:field.${field}`) : field;
  return translate(`errors:${code}`, { campo: label });
}
