import { dataFields, type MarcRecord } from '../marc/marc-record.ts';
import {
  bibliographicLevel,
  fixedField008,
  hasOnlineAccess,
  isOnlineResource,
  materialConfiguration,
  typeOfRecord,
} from './fixed-fields.ts';
import { fieldText } from './text.ts';
import type { WorkTypeKey } from './work-types.ts';

export type AcademicWorkType = Extract<WorkTypeKey, 'thesis' | 'dissertation' | 'undergraduateWork'>;

// Degree words in 502 (dissertation note) text. Doctoral first: a thesis note names its programme
// ("Programa de Pós-Graduação"), so "graduação" alone must not decide before the degree does.
const DOCTORAL =
  /doutorado|doutoramento|doctorado|doctorat|doctoral|doctorate|dottorato|doktor|livre[- ]doc[eê]ncia|\bph\.?\s?d\b|\bd\.\s?phil|\bed\.\s?d\b|\bdr\.\s?(?:phil|rer)/i;
const MASTER =
  /mestrado|mestre|master|maestr[ií]a|magister|magíster|\bm\.\s?(?:a|s|sc|m|ed|phil|b\.?a)\.?(?![\p{L}])|\bmsc\b|\bmba\b/iu;
const UNDERGRADUATE =
  /(?<!p[oó]s[- ]?)gradua[cç][aã]o|bacharel|licenciatura|bachelor|\bb\.\s?(?:a|s|sc)\.?(?![\p{L}])|\btcc\b|trabalho de conclus[aã]o|monografia|especializa[cç][aã]o|honors|licenciado|grado\b/iu;
// Words that name the kind of work without the degree.
const THESIS_WORD = /\btese\b|th[eè]se|\btesis\b|\bthesis\b|dissertation|\btesi\b/i;
const DISSERTATION_WORD = /disserta[cç][aã]o|disertaci[oó]n/i;

/**
 * Thesis, dissertation or undergraduate work from the 502 text. In Brazil a "tese" is the doctoral work, a
 * "dissertação" the master's, a TCC/monografia the undergraduate (and specialisation) work. The English
 * "dissertation" usually names a doctoral work, so it counts as a thesis. Unknown: thesis.
 */
export function academicWorkType(note: string): AcademicWorkType {
  if (DOCTORAL.test(note)) return 'thesis';
  if (MASTER.test(note)) return 'dissertation';
  if (UNDERGRADUATE.test(note)) return 'undergraduateWork';
  if (DISSERTATION_WORD.test(note)) return 'dissertation';
  if (THESIS_WORD.test(note)) return 'thesis';
  return 'thesis';
}

/** MARC 21 008/24-27 (books): nature of contents, code m = theses. */
function contentsSayThesis(record: MarcRecord): boolean {
  return materialConfiguration(record) === 'BK' && fixedField008(record).slice(24, 28).includes('m');
}

/**
 * Work type of a bibliographic record, from leader/06 (type of record), leader/07 (bibliographic level),
 * the 008 and 502/338/856 (DOMAIN.md):
 * - language material (a/t) that is serial or integrating (07 s/i) → periodical, or eperiodical when online
 *   (008/23 o/s, 007 cr, 338 online resource, 856 ind2 0 or 1);
 * - language material with a 502 note or 008/24-27 'm' → thesis / dissertation / undergraduateWork;
 * - language material that is a component part (07 a/b) → article;
 * - language material online (008/23 o/s, 338 online resource) → ebook;
 * - by leader/06: g video, e/f map, c/d score, i soundRecording, j musicRecording, m electronicResource,
 *   k image, o/p kit, r object, t manuscript; anything else → book.
 * Theses are only detected in language material: a score or recording with a 502 stays a score or recording.
 */
export function detectWorkType(record: MarcRecord): WorkTypeKey {
  const type = typeOfRecord(record);
  const level = bibliographicLevel(record);
  const textual = type === 'a' || type === 't';
  if (textual && (level === 's' || level === 'i')) return hasOnlineAccess(record) ? 'eperiodical' : 'periodical';
  if (textual) {
    const dissertation = dataFields(record, '502')[0];
    if (dissertation) return academicWorkType(fieldText(dissertation));
    if (contentsSayThesis(record)) return 'thesis';
    if (level === 'a' || level === 'b') return 'article';
    if (isOnlineResource(record)) return 'ebook';
    return type === 't' ? 'manuscript' : 'book';
  }
  switch (type) {
    case 'g':
      return 'video';
    case 'e':
    case 'f':
      return 'map';
    case 'c':
    case 'd':
      return 'score';
    case 'i':
      return 'soundRecording';
    case 'j':
      return 'musicRecording';
    case 'm':
      return 'electronicResource';
    case 'k':
      return 'image';
    case 'o':
    case 'p':
      return 'kit';
    case 'r':
      return 'object';
    default:
      return 'book';
  }
}
