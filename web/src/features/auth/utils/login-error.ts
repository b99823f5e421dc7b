import { ERROR_CODES } from '@estante/contracts';
import { ApiError } from '../../../lib/api-client.ts';

export type AlertSeverity = 'danger' | 'warning';

/** 430 for a patron the library blocked (server auth-errors.ts), with the reason in `details.motivo`. */
const LIBRARY_BLOCK_CODE = 'AcessoBloqueadoBiblioteca';

/** What to show for a failed sign-in: a message key of the auth namespace, or the server's own text. */
export type LoginFailure =
  | { severity: AlertSeverity; key: LoginErrorKey }
  | { severity: AlertSeverity; serverText: string };

/** The spec's message keys (000 §5, §8); FalhaRequisicaoLogin names its "login request failed" (400). */
export type LoginErrorKey =
  | 'UsuarioOuSenhaIncorretaCustom'
  | 'ACESSO_BLOQUEADO'
  | 'MuitasTentativas'
  | 'FalhaRequisicaoLogin'
  | 'OcorreuErroInesperado'
  | 'NaoFoiPossivelComunicarServidor'
  | 'AuthCAPTCHAError'
  | 'credential_missing'
  | 'EscolhaLogin'
  | 'DirecionarPara'
  | 'DigiteCodigoUsuario'
  | 'SenhaNaoConfereCriterios'
  | 'AsSenhasNaoCoincidem';

/**
 * The login error catalogue (spec 000 §8): 401 wrong user or password (with the login denomination),
 * 422 the server's message, 430 or ACESSO_BLOQUEADO blocked, 429 too many attempts, 400 request
 * failed, 500 unknown failure as a danger alert; other statuses are warnings with the server's text.
 */
export function loginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return { severity: 'danger', key: 'OcorreuErroInesperado' };
  if (error.code === LIBRARY_BLOCK_CODE) {
    // Blocked by staff: the server's message in the caller's language, then the reason staff wrote.
    const reason = (error.details as { motivo?: unknown } | undefined)?.motivo;
    const text = typeof reason === 'string' && reason ? `${error.message} ${reason}` : error.message;
    return { severity: 'warning', serverText: text };
  }
  if (error.status === 430 || error.code === ERROR_CODES.accessBlocked)
    return { severity: 'warning', key: 'ACESSO_BLOQUEADO' };
  switch (error.status) {
    case 0:
      return { severity: 'danger', key: 'NaoFoiPossivelComunicarServidor' };
    case 401:
      return { severity: 'warning', key: 'UsuarioOuSenhaIncorretaCustom' };
    case 429:
      return { severity: 'warning', key: 'MuitasTentativas' };
    case 400:
      return { severity: 'warning', key: 'FalhaRequisicaoLogin' };
    case 500:
      return { severity: 'danger', key: 'OcorreuErroInesperado' };
    case 422:
      if (error.code === 'AuthCAPTCHAError') return { severity: 'warning', key: 'AuthCAPTCHAError' };
      return error.message && error.message !== error.code
        ? { severity: 'warning', serverText: error.message }
        : { severity: 'warning', key: 'FalhaRequisicaoLogin' };
    default:
      return error.message && error.message !== error.code
        ? { severity: error.status >= 500 ? 'danger' : 'warning', serverText: error.message }
        : { severity: 'danger', key: 'OcorreuErroInesperado' };
  }
}

/** Recovery errors (spec 000 §8): 500 OcorreuErroInesperado, otherwise the server's message. */
export function recoveryFailure(error: unknown): LoginFailure {
  if (error instanceof ApiError && error.status !== 500 && error.status !== 0) {
    if (error.code === 'AuthCAPTCHAError') return { severity: 'warning', key: 'AuthCAPTCHAError' };
    if (error.status === 429) return { severity: 'warning', key: 'MuitasTentativas' };
    if (error.message && error.message !== error.code) return { severity: 'warning', serverText: error.message };
  }
  if (error instanceof ApiError && error.status === 0)
    return { severity: 'danger', key: 'NaoFoiPossivelComunicarServidor' };
  return { severity: 'danger', key: 'OcorreuErroInesperado' };
}
