/**
 * Work types (cod_tipo_obra). Numeric codes, sorted numerically as the spec asks.
 * Labels are translated on the web (keys `workType.<code>`); `key` is a stable English name.
 */
export const WORK_TYPES = [
  { code: 1, key: 'book' },
  { code: 2, key: 'periodical' },
  { code: 3, key: 'thesis' },
  { code: 4, key: 'dissertation' },
  { code: 5, key: 'ebook' },
  { code: 6, key: 'video' },
  { code: 7, key: 'map' },
  { code: 8, key: 'score' },
  { code: 9, key: 'soundRecording' },
  { code: 10, key: 'musicRecording' },
  { code: 11, key: 'electronicResource' },
  { code: 12, key: 'article' },
  { code: 13, key: 'manuscript' },
  { code: 14, key: 'image' },
  { code: 15, key: 'kit' },
  { code: 16, key: 'object' },
  { code: 17, key: 'eperiodical' },
  { code: 18, key: 'undergraduateWork' },
] as const;

export type WorkTypeKey = (typeof WORK_TYPES)[number]['key'];
export type WorkTypeCode = (typeof WORK_TYPES)[number]['code'];

export function workTypeCode(key: WorkTypeKey): WorkTypeCode {
  const found = WORK_TYPES.find((type) => type.key === key);
  if (!found) throw new Error(`unknown work type ${key}`);
  return found.code;
}

export function workTypeKey(code: number): WorkTypeKey | undefined {
  return WORK_TYPES.find((type) => type.code === code)?.key;
}
