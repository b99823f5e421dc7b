import type { CatalogueImage } from './snapshot.ts';

/** Bytes of typed arrays held by one structure of the index (a path in its snapshot image). */
export interface StructureBytes {
  structure: string;
  bytes: number;
}

/**
 * Where the index's memory goes: the typed arrays of the vocabulary and segments summed per structure (the path of
 * each in the snapshot image, array and map positions left out, so the 14 columns' postings add up together).
 * Largest first. A segment derives nothing big on load (its dense posting sets are views of its arrays); caches
 * filled by searches (facet sets, answers) and JavaScript objects around the arrays are not counted.
 */
export function memoryBreakdown(image: CatalogueImage): StructureBytes[] {
  const { layout, arrays } = image;
  const totals = new Map<string, number>();
  const add = (structure: string, bytes: number) => totals.set(structure, (totals.get(structure) ?? 0) + bytes);
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, path);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if ('$array' in value) {
      add(path, arrays[value.$array as number]!.byteLength);
      return;
    }
    if ('$map' in value) {
      for (const [, item] of value.$map as [unknown, unknown][]) walk(item, path);
      return;
    }
    for (const [key, item] of Object.entries(value)) walk(item, path === '' ? key : `${path}.${key}`);
  };
  walk(layout, '');
  return [...totals]
    .map(([structure, bytes]) => ({ structure: structure.replace(/^segments\./, ''), bytes }))
    .sort((a, b) => b.bytes - a.bytes);
}
