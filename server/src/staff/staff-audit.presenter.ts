import type { StaffAuditEntry } from '@estante/contracts';
import type { AuditRow } from './staff-audit.repository.ts';

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** An audit row on the wire: its JSON columns as JSON values. */
export function presentAuditRow(row: AuditRow): StaffAuditEntry {
  return {
    id: row.id,
    data: row.acted_at,
    pessoa: { id: row.person_id, nome: row.person_name, login: row.login },
    funcao: row.function_code,
    metodo: row.method,
    rota: row.route,
    parametros: parsed(row.params_json),
    consulta: parsed(row.query_json),
    corpo: parsed(row.body_json),
    status_http: row.status_code,
    antes: parsed(row.before_json),
    depois: parsed(row.after_json),
  };
}
