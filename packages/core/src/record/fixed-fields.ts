import { controlFieldValue, dataFields, type MarcRecord } from '../marc/marc-record.ts';
import { charAt, cleanSubfields } from './text.ts';

/** MARC 21 leader/06: type of record (a language material, c/d music, e/f map, g video, i/j sound, …). */
export function typeOfRecord(record: MarcRecord): string {
  return charAt(record.leader, 6);
}

/** MARC 21 leader/07: bibliographic level (m monograph, s serial, i integrating, a/b component part, c collection). */
export function bibliographicLevel(record: MarcRecord): string {
  return charAt(record.leader, 7);
}

/** The 008 field, or '' when missing. Positions past its end read as ''. */
export function fixedField008(record: MarcRecord): string {
  return controlFieldValue(record, '008') ?? '';
}

/**
 * MARC 21 008 "material configuration" chosen from leader/06-07: BK books, CR continuing resources, MU music,
 * MP maps, VM visual materials, CF computer files, MX mixed materials.
 */
export type MaterialConfiguration = 'BK' | 'CR' | 'MU' | 'MP' | 'VM' | 'CF' | 'MX';

export function materialConfiguration(record: MarcRecord): MaterialConfiguration {
  const type = typeOfRecord(record);
  const level = bibliographicLevel(record);
  if (type === 'a' || type === 't') return level === 's' || level === 'i' || level === 'b' ? 'CR' : 'BK';
  if ('cdij'.includes(type) && type !== '') return 'MU';
  if (type === 'e' || type === 'f') return 'MP';
  if ('gkor'.includes(type) && type !== '') return 'VM';
  if (type === 'm') return 'CF';
  if (type === 'p') return 'MX';
  return 'BK';
}

/**
 * MARC 21 008 form of item: position 23 in BK/CR/MU/MX/CF, but 29 in MP and VM.
 * 'o' online, 's' electronic, 'q' direct electronic.
 */
export function formOfItem(record: MarcRecord): string {
  const config = materialConfiguration(record);
  return charAt(fixedField008(record), config === 'MP' || config === 'VM' ? 29 : 23);
}

/**
 * Whether the described resource is itself online: 008 form of item 'o'/'s', 007 "cr" (remote electronic
 * resource), a 338 carrier type "online resource" (RDA carrier code `cr`), or an 856 with ind2 0 (the link
 * is the resource).
 */
export function isOnlineResource(record: MarcRecord): boolean {
  const form = formOfItem(record);
  if (form === 'o' || form === 's') return true;
  // MARC 21 007/00-01 "cr": electronic resource, remote access.
  if (record.fields.some((field) => field.tag === '007' && 'value' in field && field.value.startsWith('cr')))
    return true;
  for (const field of dataFields(record, '338')) {
    if (cleanSubfields(field, 'b').some((code) => code.toLowerCase() === 'cr')) return true;
    if (cleanSubfields(field, 'a').some((term) => ONLINE_CARRIER.test(term))) return true;
  }
  return dataFields(record, '856').some((field) => field.ind2 === '0');
}

// RDA carrier type "online resource" in the languages our records come in.
const ONLINE_CARRIER = /online resource|recurso online|recurso en l[ií]nea|ressource en ligne|recurso on-?line/i;

/**
 * Whether the resource can be read online: it is online itself (isOnlineResource), or an 856 with ind2 1
 * links an electronic version of it (a digitised copy of a printed book or journal). Drives the "online"
 * flag of search results and the eperiodical work type.
 */
export function hasOnlineAccess(record: MarcRecord): boolean {
  return isOnlineResource(record) || dataFields(record, '856').some((field) => field.ind2 === '1');
}
