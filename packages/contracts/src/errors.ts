/**
 * Error codes sent by the server as `{ error: { code, message } }`.
 * Codes are the spec's message keys where it gives one; the web translates the code.
 */
export const ERROR_CODES = {
  unexpected: 'OcorreuErroInesperado',
  sessionExpired: 'SessaoExpirada',
  cannotReachServer: 'NaoFoiPossivelComunicarServidor',
  wrongCredentials: 'UsuarioOuSenhaIncorretaCustom',
  accessBlocked: 'ACESSO_BLOQUEADO',
  commentLimitExceeded: 'limite_comentarios_excedido',
  requiredFieldMissing: 'CampoObrigatorioNaoPreenchido',
  passwordRulesNotMet: 'SenhaNaoConfereCriterios',
  notFound: 'RegistroNaoEncontrado',
  invalidRequest: 'RequisicaoInvalida',
  unauthorized: 'NaoAutorizado',
  forbidden: 'AcessoNegado',
  tooManyRequests: 'MuitasTentativas',
  invalidSearch: 'PesquisaInvalida',
  /** A truncated search word with fewer than 3 letters before its `*` (docs/search.md, "Truncation"). */
  truncationTooShort: 'TruncamentoCurto',
  invalidEmail: 'EmailInvalido',
  invalidCitationStyle: 'EstiloCitacaoInvalido',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | (string & {});

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}
