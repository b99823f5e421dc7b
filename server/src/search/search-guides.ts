import {
  COLLECTION_GUIDES,
  COURSE_GUIDE,
  type CollectionGuide,
  GUIDE_FIELDS,
  GUIDE_LETTERS,
  type LanguageTag,
  type SearchGuideAvailability,
  type SearchTabOptions,
} from '@estante/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { countReserveTitles, countSpecialCollections, guideValues } from './search-guides.repository.ts';
import { guideValueLabel } from './search-labels.ts';
import { searchOptionsOf } from './search-tab-options.repository.ts';

const collator = new Intl.Collator('pt', { sensitivity: 'base', numeric: true });

/** The guides this catalogue has records for (docs/search-guides.md): a guide without them is not offered. */
export async function availableGuides(db: Kysely<Database>): Promise<SearchGuideAvailability[]> {
  const [reserves, collections] = await Promise.all([countReserveTitles(db), countSpecialCollections(db)]);
  const byCode = new Map(collections.map((entry) => [entry.code, entry.count]));
  return [
    ...(reserves > 0 ? [{ guia: COURSE_GUIDE, total: reserves }] : []),
    ...COLLECTION_GUIDES.flatMap((guide) => {
      const total = byCode.get(guide) ?? 0;
      return total > 0 ? [{ guia: guide, total }] : [];
    }),
  ];
}

/**
 * The choices of a guide's option call (spec 001 §7.2): per field, the values the catalogue's records of that
 * collection hold, with their counts. Labelled in the caller's language where `search_options` names the code
 * (the library's own translations), else as catalogued. Years newest first, the rest by label.
 */
export async function guideOptions(
  db: Kysely<Database>,
  guide: CollectionGuide,
  language: LanguageTag,
): Promise<SearchTabOptions> {
  const named = new Map<string, string>();
  for (const row of await searchOptionsOf(db, guide)) {
    const labels = JSON.parse(row.labels_json) as Partial<Record<LanguageTag, string>>;
    const label = labels[language] ?? labels.pt;
    if (label) named.set(`${row.group_key}\u0000${row.code}`, label);
  }
  const groups: SearchTabOptions = {};
  for (const { group, letter } of GUIDE_FIELDS[guide]) {
    const values = (await guideValues(db, guide, letter)).map((value) => ({
      codigo: value.code,
      descricao:
        named.get(`${group}\u0000${value.code}`) ?? guideValueLabel(letter, value.code, language) ?? value.label,
      total: value.count,
    }));
    if (values.length === 0) continue;
    groups[group] =
      letter === GUIDE_LETTERS.year
        ? values.sort((a, b) => Number(b.codigo) - Number(a.codigo))
        : values.sort((a, b) => collator.compare(a.descricao, b.descricao) || (a.codigo < b.codigo ? -1 : 1));
  }
  return groups;
}
