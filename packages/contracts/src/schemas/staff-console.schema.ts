import { type Static, Type } from '@sinclair/typebox';
import { STAFF_FUNCTION_NAMES, STAFF_FUNCTIONS, type StaffFunctionCode, type StaffFunctionName } from '../staff.ts';
import { MAX_PAGE } from './common.schema.ts';

/**
 * The staff console's own API (issue 21; docs/staff.md): who is acting and what waits for them
 * (GET /api/equipe/sessao), and the audit trail of staff actions (GET /api/equipe/auditoria).
 */

// Enums read from STAFF_FUNCTIONS (one list); typed as its names and codes.
const FunctionName = Type.Unsafe<StaffFunctionName>(
  Type.String({ enum: [...STAFF_FUNCTION_NAMES], description: 'The function, by its name in STAFF_FUNCTIONS' }),
);
const FunctionCode = Type.Unsafe<StaffFunctionCode>(
  Type.Integer({ enum: Object.values(STAFF_FUNCTIONS), description: 'cod_atividade of module 9' }),
);

export const StaffFunctionHeld = Type.Object({ nome: FunctionName, codigo: FunctionCode });
export type StaffFunctionHeld = Static<typeof StaffFunctionHeld>;

/** The staff menu's counts: a key is present only when the person holds the function that works that queue. */
export const StaffQueueCounts = Type.Object({
  comentarios_pendentes: Type.Optional(
    Type.Integer({ description: 'Title comments waiting for approval (moderation)' }),
  ),
  sugestoes_abertas: Type.Optional(Type.Integer({ description: 'Purchase suggestions not finished (acquisitions)' })),
  solicitacoes_abertas: Type.Optional(
    Type.Integer({ description: 'Service requests open or in progress (circulation desk)' }),
  ),
  pedidos_emprestimo: Type.Optional(Type.Integer({ description: 'Loan requests waiting (circulation desk)' })),
  reservas_na_estante: Type.Optional(
    Type.Integer({ description: 'Holds ready on the holds shelf, waiting for their patron (circulation desk)' }),
  ),
});
export type StaffQueueCounts = Static<typeof StaffQueueCounts>;

export const StaffSession = Type.Object({
  funcoes: Type.Array(StaffFunctionHeld, {
    description: 'Every staff function the person holds (site administration implies all); empty for a patron',
  }),
  contagens: StaffQueueCounts,
});
export type StaffSession = Static<typeof StaffSession>;

/** Audit rows a page: 25 unless told, at most 100. */
export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE_SIZE = 100;

const dateText = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });

export const StaffAuditQuery = Type.Object({
  login: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'A login of the acting person' })),
  funcao: Type.Optional(
    Type.Integer({ enum: Object.values(STAFF_FUNCTIONS), description: 'Only actions under this staff function' }),
  ),
  de: Type.Optional(dateText('First day, inclusive (YYYY-MM-DD, UTC)')),
  ate: Type.Optional(dateText('Last day, inclusive (YYYY-MM-DD, UTC)')),
  rota: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: 'Part of the route pattern, e.g. /circulacao' }),
  ),
  pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: 'Page, from 1' })),
  itens: Type.Optional(
    Type.Integer({ minimum: 1, maximum: AUDIT_MAX_PAGE_SIZE, description: `Rows a page, default ${AUDIT_PAGE_SIZE}` }),
  ),
});
export type StaffAuditQuery = Static<typeof StaffAuditQuery>;

const JsonValue = Type.Unknown({ description: 'JSON as recorded (secrets redacted, long values cut)' });

export const StaffAuditEntry = Type.Object({
  id: Type.Integer(),
  data: Type.String({ description: 'When, ISO 8601 UTC' }),
  pessoa: Type.Object({
    id: Type.Union([Type.Integer(), Type.Null()], { description: 'null once the person was deleted' }),
    nome: Type.Union([Type.String(), Type.Null()]),
    login: Type.Union([Type.String(), Type.Null()], { description: 'The login they signed in with' }),
  }),
  funcao: Type.Integer({ description: 'The staff function the route required' }),
  metodo: Type.String(),
  rota: Type.String({ description: 'The route pattern, e.g. /api/circulacao/devolucoes' }),
  parametros: JsonValue,
  consulta: JsonValue,
  corpo: JsonValue,
  status_http: Type.Integer(),
  antes: JsonValue,
  depois: JsonValue,
});
export type StaffAuditEntry = Static<typeof StaffAuditEntry>;

export const StaffAuditPage = Type.Object({ total: Type.Integer(), itens: Type.Array(StaffAuditEntry) });
export type StaffAuditPage = Static<typeof StaffAuditPage>;
