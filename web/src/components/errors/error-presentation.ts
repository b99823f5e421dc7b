import { ERROR_CODES } from '@estante/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import type { ToastKind } from '../toast/toast-store.ts';

/** Message keys of the two 500 exceptions of spec 001 §8. */
export const NETWORK_CATALOGUE_UNAVAILABLE = 'ServicoCatalogoRedeIndisponivel';
export const EBOOK_INTEGRATION_ERROR = 'MinhaBibliotecaEmail';
/** Marker the server puts in the message of errors raised by the e-book library integration. */
const EBOOK_MARKER = '[minhabiblioteca]';

export interface ErrorPresentation {
  kind: ToastKind;
  message: string;
}

/** Codes arrive at run time, so the compile-time key check of i18next does not apply here. */
const translate = (key: string, values?: Record<string, string>): string =>
  (i18n.t as unknown as (key: string, values?: Record<string, string>) => string)(key, values);

function translated(code: string, values?: Record<string, string>): string | undefined {
  return i18n.exists(`errors:${code}`) ? translate(`errors:${code}`, values) : undefined;
}

/** `details.campo` of a CampoObrigatorioNaoPreenchido answer, as the field's name in the visitor's language. */
function fieldName(details: unknown): string {
  const field = typeof details === 'object' && details !== null && 'campo' in details ? details.campo : undefined;
  const key = typeof field === 'string' && i18n.exists(`errors:campo.${field}`) ? field : 'desconhecido';
  return translate(`errors:campo.${key}`);
}

/** The server's code in the visitor's language, else the server's own text (already in the caller's language). */
function serverMessage(error: ApiError): string {
  const values = error.code === ERROR_CODES.requiredFieldMissing ? { campo: fieldName(error.details) } : undefined;
  return (
    translated(error.code, values) ??
    (error.message && error.message !== error.code ? error.message : translated(ERROR_CODES.unexpected)!)
  );
}

/**
 * Spec 001 §8, central handling, in its order: 500 → OcorreuErroInesperado (danger) except the
 * network-catalogue and e-book exceptions; 422 → the server message translated, as a warning; any other status →
 * the server message as a warning; no response → NaoFoiPossivelComunicarServidor. The one place that decides
 * what a failed call looks like.
 */
export function presentError(error: unknown): ErrorPresentation {
  if (!(error instanceof ApiError)) return { kind: 'danger', message: translated(ERROR_CODES.unexpected)! };
  if (error.status === 0 || error.code === ERROR_CODES.cannotReachServer) {
    return { kind: 'danger', message: translated(ERROR_CODES.cannotReachServer)! };
  }
  if (error.status >= 500) {
    if (error.code === NETWORK_CATALOGUE_UNAVAILABLE) {
      return { kind: 'warning', message: translated(NETWORK_CATALOGUE_UNAVAILABLE)! };
    }
    if (error.message.toLowerCase().includes(EBOOK_MARKER)) {
      return { kind: 'danger', message: translated(EBOOK_INTEGRATION_ERROR)! };
    }
    return { kind: 'danger', message: translated(ERROR_CODES.unexpected)! };
  }
  return { kind: 'warning', message: serverMessage(error) };
}
