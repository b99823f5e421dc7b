import {
  DSI_TYPES,
  type DsiType,
  type HeadingItem,
  type LanguageTag,
  type SerialItem,
  type WorkTypeItem,
} from '@estante/contracts';
import { InvalidInputError } from '@estante/core';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { FACET_LABELS, mainClassLabel, WORK_TYPE_LABELS, workTypeLabel } from '../search/index.ts';
import { areaScheme, BROWSE_KIND_OF, SERIAL_WORK_TYPE } from './interest-candidates.ts';
import {
  headingLabels,
  libraryIdsByCode,
  type NewProfileItem,
  type ProfileRow,
  presentAreaCodes,
  SERIAL_KIND,
  serialTitles,
} from './interest-profile.repository.ts';
import { UNKNOWN_ITEM } from './interest-profile-messages.ts';
import { isExpired } from './validity.ts';

/** Checks chosen items against the catalogue and gives what is stored of each, or the presentation of a stored row. */

type Db = Kysely<Database>;

function unknown(): never {
  throw new InvalidInputError(UNKNOWN_ITEM);
}

/** Author/subject heading keys that the browse index holds, with a label; main classes present in the catalogue. */
export async function headingItems(db: Db, type: DsiType, codes: string[]): Promise<NewProfileItem[]> {
  const unique = [...new Set(codes)];
  if (type === DSI_TYPES.area) {
    const present = await presentAreaCodes(db, unique);
    if (present.length !== unique.length) unknown();
    return unique.map((code) => ({ code, label: code, options: { codTipoArea: areaScheme(code) } }));
  }
  const rows = await headingLabels(db, BROWSE_KIND_OF[type], unique);
  if (rows.length !== unique.length) unknown();
  return rows.map((row) => ({ code: row.sort_key, label: row.label, options: { codTipoArea: 0 } }));
}

/** Serial records (work type 2) by id. */
export async function serialItems(
  db: Db,
  items: { codigo: string; fasciculo?: boolean; artigo?: boolean; sumario?: boolean; bibliotecas?: string[] }[],
): Promise<NewProfileItem[]> {
  const ids = items.map((item) => Number(item.codigo));
  if (ids.some((id) => !Number.isSafeInteger(id))) unknown();
  const rows = await serialTitles(db, ids, SERIAL_WORK_TYPE);
  const titles = new Map(rows.map((row) => [row.id, row.title]));
  const result: NewProfileItem[] = [];
  for (const item of items) {
    const title = titles.get(Number(item.codigo));
    if (title === undefined) unknown();
    result.push({
      code: String(Number(item.codigo)),
      label: title,
      options: {
        fasciculo: item.fasciculo ?? true,
        artigo: item.artigo ?? true,
        sumario: item.sumario ?? false,
        bibliotecas: await checkedLibraries(db, item.bibliotecas),
      },
    });
  }
  return result;
}

/** Work types known to the catalogue, with libraries and language codes (MARC, three letters). */
export async function workTypeItems(
  db: Db,
  items: { codigo: string; bibliotecas?: string[]; idiomas?: string[] }[],
): Promise<NewProfileItem[]> {
  const result: NewProfileItem[] = [];
  for (const item of items) {
    if (!WORK_TYPE_LABELS[Number(item.codigo)]) unknown();
    const languages = [...new Set(item.idiomas ?? [])];
    if (languages.some((code) => !/^[a-z]{3}$/.test(code))) unknown();
    result.push({
      code: String(Number(item.codigo)),
      label: String(Number(item.codigo)),
      options: { bibliotecas: await checkedLibraries(db, item.bibliotecas), idiomas: languages },
    });
  }
  return result;
}

/** Library codes that all exist, deduplicated. */
export async function checkedLibraries(db: Db, codes: string[] | undefined): Promise<string[]> {
  const unique = [...new Set(codes ?? [])];
  const known = await libraryIdsByCode(db, unique);
  if (known.size !== unique.length) unknown();
  return unique;
}

const strings = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);

export function presentHeading(row: ProfileRow, language: LanguageTag, now: Date): HeadingItem {
  return {
    codigo: row.code,
    descricao: row.kind === DSI_TYPES.area ? mainClassLabel(row.code, language) : row.label,
    tipoDSI: row.kind,
    codTipoArea: Number(row.options.codTipoArea ?? 0),
    validade: row.validUntil,
    vencido: isExpired(row.validUntil, now),
  };
}

export function presentSerial(row: ProfileRow, now: Date): SerialItem {
  return {
    codigo: row.code,
    descricao: row.label,
    validade: row.validUntil,
    vencido: isExpired(row.validUntil, now),
    fasciculo: row.options.fasciculo !== false,
    artigo: row.options.artigo !== false,
    sumario: row.options.sumario === true,
    bibliotecas: strings(row.options.bibliotecas),
  };
}

export function presentWorkType(row: ProfileRow, language: LanguageTag, now: Date): WorkTypeItem {
  return {
    codigo: row.code,
    descricao: workTypeLabel(Number(row.code), language),
    validade: row.validUntil,
    vencido: isExpired(row.validUntil, now),
    bibliotecas: strings(row.options.bibliotecas),
    idiomas: strings(row.options.idiomas),
  };
}

const SERIAL_LABEL: Record<LanguageTag, string> = {
  pt: 'Periódico',
  en: 'Periodical',
  es: 'Publicación periódica',
  fr: 'Périodique',
  it: 'Periodico',
};
const AREA_LABEL: Record<LanguageTag, string> = {
  pt: 'Área',
  en: 'Area',
  es: 'Área',
  fr: 'Domaine',
  it: 'Area',
};
const WORK_TYPE_LABEL: Record<LanguageTag, string> = {
  pt: 'Tipo de obra',
  en: 'Work type',
  es: 'Tipo de obra',
  fr: 'Type d’œuvre',
  it: 'Tipo di opera',
};

/** Why a title is listed: "Author: Machado de Assis", "Periodical: Revista…", "Work type: Thesis". */
export function reasonOf(row: ProfileRow, language: LanguageTag): string {
  if (row.kind === SERIAL_KIND) return `${SERIAL_LABEL[language]}: ${row.label}`;
  if (row.kind === DSI_TYPES.area) return `${AREA_LABEL[language]}: ${mainClassLabel(row.code, language)}`;
  if (row.kind === DSI_TYPES.author || row.kind === DSI_TYPES.subject)
    return `${FACET_LABELS[row.kind]![language]}: ${row.label}`;
  return `${WORK_TYPE_LABEL[language]}: ${workTypeLabel(Number(row.code), language)}`;
}
