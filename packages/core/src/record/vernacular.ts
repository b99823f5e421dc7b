import { dataFields, firstSubfield, type MarcDataField, type MarcRecord } from '../marc/marc-record.ts';
import { cleanText, fieldText } from './text.ts';

/** MARC 21 $6 linkage: "245-01/$1" = linking tag, occurrence number, script identification code, "/r" orientation. */
export interface Linkage {
  tag: string;
  occurrence: string;
  scriptCode?: string;
  rightToLeft: boolean;
}

/** The non-Latin (vernacular) form of a field, kept with the tag of its partner field. */
export interface VernacularText {
  /** Tag of the partner field (the tag in 880 $6), e.g. "245". */
  tag: string;
  text: string;
  /** MARC 21 script identification code from $6: "$1" CJK, "(N" Cyrillic, "(3" Arabic, "(2" Hebrew, "(S" Greek. */
  scriptCode?: string;
  rightToLeft?: boolean;
}

/** Parse a $6 value; undefined when it does not look like "TAG-NN". */
export function parseLinkage(value: string | undefined): Linkage | undefined {
  const text = cleanText(value);
  const match = /^(\d{3})-(\d{2,})(?:\/([^/]*))?(?:\/(r))?/.exec(text);
  if (!match) return undefined;
  const scriptCode = match[3]?.trim();
  return {
    tag: match[1]!,
    occurrence: match[2]!,
    ...(scriptCode ? { scriptCode } : {}),
    rightToLeft: match[4] === 'r',
  };
}

/**
 * The 880 partner of a regular field: the field's $6 "880-NN" names occurrence NN, and the 880 whose $6 is
 * "TAG-NN" holds the vernacular form (MARC 21 Appendix: Multiscript Records, model A).
 */
export function vernacularPartner(record: MarcRecord, field: MarcDataField): MarcDataField | undefined {
  if (field.tag === '880') return undefined;
  const own = parseLinkage(firstSubfield(field, '6'));
  if (own?.tag !== '880' || own.occurrence === '00') return undefined;
  return dataFields(record, '880').find((candidate) => {
    const linkage = parseLinkage(firstSubfield(candidate, '6'));
    return linkage?.tag === field.tag && linkage.occurrence === own.occurrence;
  });
}

/** 880 fields for a tag with occurrence "00": vernacular text with no Latin-script partner field. */
export function unlinkedVernacularFields(record: MarcRecord, tag: string): MarcDataField[] {
  return dataFields(record, '880').filter((candidate) => {
    const linkage = parseLinkage(firstSubfield(candidate, '6'));
    return linkage?.tag === tag && linkage.occurrence === '00';
  });
}

/** The partner 880 of the field, or else the first unlinked 880 of the same tag. */
export function vernacularFieldFor(record: MarcRecord, field: MarcDataField | undefined): MarcDataField | undefined {
  if (!field) return undefined;
  return vernacularPartner(record, field) ?? unlinkedVernacularFields(record, field.tag)[0];
}

/** Every 880 field as display text, with its partner tag and script. */
export function extractVernacular(record: MarcRecord): VernacularText[] {
  const result: VernacularText[] = [];
  for (const field of dataFields(record, '880')) {
    const linkage = parseLinkage(firstSubfield(field, '6'));
    const text = fieldText(field);
    if (!text) continue;
    result.push({
      tag: linkage?.tag ?? '880',
      text,
      ...(linkage?.scriptCode ? { scriptCode: linkage.scriptCode } : {}),
      ...(linkage?.rightToLeft ? { rightToLeft: true } : {}),
    });
  }
  return result;
}
