/**
 * What an audit row keeps of a request's JSON: secrets are replaced by a marker (their key stays, so the row shows
 * one was sent), long strings and deep structures are cut, and the whole is capped, so a row never holds a password
 * or a token and a file upload does not bloat the table.
 */

/** Keys whose values never reach the audit trail (passwords, tokens, secrets, keys), in Portuguese and English. */
const SECRET_KEY = /senha|password|passwd|token|secret|segredo|credential|credencial|api_?key|private|privad[ao]/i;

export const REDACTED = '[redacted]';
/** A string longer than this keeps its beginning only. */
export const MAX_AUDIT_STRING = 500;
/** The JSON of one value (body, before, after) is at most this long; above it the row keeps a note of its size. */
export const MAX_AUDIT_JSON = 16_000;
const MAX_DEPTH = 6;
const MAX_ITEMS = 100;

function redactValue(value: unknown, depth: number): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    return value.length > MAX_AUDIT_STRING ? `${value.slice(0, MAX_AUDIT_STRING)}… (${value.length} chars)` : value;
  }
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `[${value.byteLength} bytes]`;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => redactValue(item, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`… (${value.length} items)`);
    return items;
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (item === undefined || typeof item === 'function') continue;
      out[key] = SECRET_KEY.test(key) ? REDACTED : redactValue(item, depth + 1);
    }
    return out;
  }
  return undefined;
}

/** The JSON text an audit column stores for `value`: null for nothing, secrets redacted, size capped. */
export function auditJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const redacted = redactValue(value, 0);
  if (redacted === undefined) return null;
  const text = JSON.stringify(redacted);
  if (text.length <= MAX_AUDIT_JSON) return text;
  return JSON.stringify({ _truncado: true, _tamanho: text.length, _inicio: text.slice(0, MAX_AUDIT_STRING) });
}
