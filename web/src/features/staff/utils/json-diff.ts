/** One field of an audited row before and after a staff action. */
export interface DiffRow {
  /** Dotted path of the field (`endereco.cidade`, `itens.0`). */
  path: string;
  kind: 'added' | 'removed' | 'changed' | 'same';
  before?: unknown;
  after?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (isObject(value) || Array.isArray(value)) {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    if (entries.length === 0 && prefix) out.set(prefix, value);
    for (const [key, item] of entries) flatten(item, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  out.set(prefix, value);
}

/**
 * The fields of `before` and `after` side by side, flattened to dotted paths, in the order they first appear
 * (before's, then after's new ones). A field present on one side only is added or removed; equal leaves are `same`.
 * Either side may be null (a row created or deleted).
 */
export function diffJson(before: unknown, after: unknown): DiffRow[] {
  const left = new Map<string, unknown>();
  const right = new Map<string, unknown>();
  if (before !== null && before !== undefined) flatten(before, '', left);
  if (after !== null && after !== undefined) flatten(after, '', right);
  const paths = [...new Set([...left.keys(), ...right.keys()])];
  return paths.map((path) => {
    const inBefore = left.has(path);
    const inAfter = right.has(path);
    const b = left.get(path);
    const a = right.get(path);
    if (!inBefore) return { path, kind: 'added', after: a };
    if (!inAfter) return { path, kind: 'removed', before: b };
    return { path, kind: JSON.stringify(a) === JSON.stringify(b) ? 'same' : 'changed', before: b, after: a };
  });
}

/** A JSON leaf as text for a table cell: strings as they are, the rest as JSON. */
export function leafText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
