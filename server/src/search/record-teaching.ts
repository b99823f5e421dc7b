import type { LanguageTag } from '@estante/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { mainClassesOf } from './record-teaching.repository.ts';
import { mainClassLabel } from './search-labels.ts';

/** The spec's `cursos_disc` and `areas_conhecimento` of a search result item (spec 001 §3). */
export interface TeachingData {
  cursos_disc: { codigo: string; campus: string }[];
  areas_conhecimento: { descricao: string; codigo: string }[];
}

/** A record's course (from its disciplines' bibliographies) with the course's campus. */
export interface RecordCourse {
  record_id: number;
  code: string;
  campus_id: number | null;
}

/** A record's DDC/UDC main class (facet K). */
export interface RecordArea {
  recordId: number;
  code: string;
}

/**
 * The teaching data of each record from its courses (`campus`: the course's campus code, '' when none) and its
 * knowledge areas, labelled in the caller's language. The search page reads the areas from its index answer
 * (MemoryCatalogue.facetValuesOf), so they come in as rows.
 */
export function teachingDataFrom(
  courses: readonly RecordCourse[],
  areas: readonly RecordArea[],
  language: LanguageTag,
): Map<number, TeachingData> {
  const data = new Map<number, TeachingData>();
  const entry = (id: number) => {
    const found = data.get(id) ?? { cursos_disc: [], areas_conhecimento: [] };
    data.set(id, found);
    return found;
  };
  for (const row of courses) {
    entry(row.record_id).cursos_disc.push({
      codigo: row.code,
      campus: row.campus_id === null ? '' : String(row.campus_id),
    });
  }
  for (const row of [...areas].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))) {
    entry(row.recordId).areas_conhecimento.push({ codigo: row.code, descricao: mainClassLabel(row.code, language) });
  }
  return data;
}

/**
 * The teaching data of a page of records whose courses were read with its rows (readSearchPage), their knowledge
 * areas, each record's DDC/UDC main class (facet K), read from `record_facets`: for a list that has no search
 * index answer to read them from (the new acquisitions).
 */
export async function teachingDataOf(
  db: Kysely<Database>,
  ids: readonly number[],
  courses: readonly RecordCourse[],
  language: LanguageTag,
): Promise<Map<number, TeachingData>> {
  if (ids.length === 0) return new Map();
  const areas = await mainClassesOf(db, ids);
  return teachingDataFrom(
    courses,
    areas.map((area) => ({ recordId: area.record_id, code: area.code })),
    language,
  );
}
