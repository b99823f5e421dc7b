import type { Alert, LanguageTag } from '@estante/contracts';
import { alertText } from './alert-texts.ts';
import type { AlertRow } from './alerts.repository.ts';

function parseParams(json: string): Record<string, unknown> {
  try {
    const value = JSON.parse(json);
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

/** An alert as the API answers it, written in the reader's language when its kind is known. */
export function presentAlert(row: AlertRow, language: LanguageTag): Alert {
  const params = parseParams(row.params_json);
  const text = alertText(row.kind, params, language) ?? { title: row.title, message: row.message };
  const recordId = Number(params.cod_acervo);
  return {
    id: row.id,
    tipo: row.kind,
    titulo: text.title,
    mensagem: text.message,
    lido: row.read === 1,
    data: row.created_at,
    cod_acervo: Number.isInteger(recordId) && recordId > 0 ? recordId : null,
  };
}
