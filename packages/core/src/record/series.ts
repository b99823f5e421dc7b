import { dataFields, type MarcDataField, type MarcRecord } from '../marc/marc-record.ts';
import { CONTROL_SUBFIELDS, cleanText, stripTrailingPunctuation, uniqueStrings } from './text.ts';

export interface SeriesInfo {
  /** For display: traced forms first, then series statements not traced (490 ind1 0). */
  series: string[];
  /** Traced (controlled) forms: 800/810/811/830 and the obsolete 440; the form for the series index. */
  seriesTraced: string[];
}

/**
 * Subfields left out of a series display: control subfields, $x ISSN (an identifier, indexed apart),
 * $e/$j/$4 relators of 8XX names, $l LC call number of 490, $y/$z ISSNs of 440/490 (obsolete/local), $3.
 */
const SKIPPED = new Set<string>([...CONTROL_SUBFIELDS, 'x', 'e', 'j', 'l', 'y', 'z', '3']);

/** Series text with the volume after " ; " (ISBD), whatever punctuation the record had before $v. */
export function seriesText(field: MarcDataField): string {
  let text = '';
  for (const subfield of field.subfields) {
    if (SKIPPED.has(subfield.code) && !(field.tag === '811' && subfield.code === 'e')) continue;
    const value = cleanText(subfield.value);
    if (!value) continue;
    if (subfield.code === 'v') {
      const volume = stripTrailingPunctuation(value);
      if (volume) text = text ? `${stripTrailingPunctuation(text)} ; ${volume}` : volume;
    } else {
      text = text ? `${text} ${value}` : value;
    }
  }
  return stripTrailingPunctuation(text);
}

/**
 * Series: MARC 21 490 is the series statement as transcribed; 800/810/811/830 (and 440 before 2008) the
 * traced, authorised form. The traced form is preferred (DOMAIN.md, Blacklight), so a 490 ind1 1
 * ("series traced differently") is shown only when the record lacks the 8XX it promises.
 */
export function extractSeries(record: MarcRecord): SeriesInfo {
  const seriesTraced = uniqueStrings(dataFields(record, '800', '810', '811', '830', '440').map(seriesText));
  const statements = dataFields(record, '490').filter((field) => field.ind1 !== '1' || seriesTraced.length === 0);
  return {
    series: uniqueStrings([...seriesTraced, ...statements.map(seriesText)]),
    seriesTraced,
  };
}
