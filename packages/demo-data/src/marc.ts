/** Builders for MARC 21 leaders, 008 fixed fields and data fields. */
import type { MarcControlField, MarcDataField, MarcSubfield } from '@estante/core';

/** A data field from alternating code/value pairs: `field('245', '1', '0', 'a', 'Title.')`. */
export function field(tag: string, ind1: string, ind2: string, ...pairs: string[]): MarcDataField {
  return fieldFrom(tag, ind1, ind2, pairs);
}

/** A data field from an array of alternating code/value pairs (no spread: a hot path). */
export function fieldFrom(tag: string, ind1: string, ind2: string, pairs: readonly string[]): MarcDataField {
  const subfields: MarcSubfield[] = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    subfields.push({ code: pairs[i] as string, value: pairs[i + 1] as string });
  }
  return { tag, ind1, ind2, subfields };
}

export function control(tag: string, value: string): MarcControlField {
  return { tag, value };
}

export interface LeaderOptions {
  /** 05: n new, c corrected. */
  status?: string;
  /** 06 type of record. */
  type: string;
  /** 07 bibliographic level. */
  level: string;
  /** 08: ' ' or 'a' archival. */
  control?: string;
  /** 17 encoding level: ' ' full, '1', '3', '4', '5', '7' minimal, '8' prepublication. */
  encoding?: string;
  /** 18 descriptive cataloguing form: 'a' AACR2, 'i' ISBD punctuation included (RDA). */
  form?: string;
  /** 19 multipart resource record level: ' ', 'a' set, 'b', 'c'. */
  multipart?: string;
}

/**
 * A 24-character leader. Record length (00-04) and base address (12-16) are placeholders;
 * the serializer computes them. 09 'a' = UTF-8, 10/11 '2', 20-23 '4500'.
 */
export function leader(options: LeaderOptions): string {
  return `00000${options.status ?? 'n'}${options.type}${options.level}${options.control ?? ' '}a2200000${
    options.encoding ?? ' '
  }${options.form ?? 'a'}${options.multipart ?? ' '}4500`;
}

export interface Common008 {
  /** 00-05 date entered on file, yymmdd. */
  entered: string;
  /** 06 type of date: s single, m multiple, c/d continuing/ceased serial, q questionable, t copyright. */
  dateType: string;
  /** 07-10. */
  date1: string;
  /** 11-14 (4 blanks when unused). */
  date2: string;
  /** 15-17 MARC country code, padded to 3 ('bl ' Brazil). */
  place: string;
  /** 35-37 MARC language code. */
  language: string;
  /** 39 cataloguing source: ' ' national agency, 'c' cooperative, 'd' other. */
  source: string;
}

function assemble(common: Common008, material: string): string {
  const value = `${common.entered}${common.dateType}${common.date1}${common.date2}${common.place}${material}${common.language} ${common.source}`;
  if (value.length !== 40 || material.length !== 17) throw new Error(`bad 008 (${value.length}): ${value}`);
  return value;
}

/** Books (and manuscripts, component parts): 008/18-34. */
export function books008(
  common: Common008,
  options: {
    illustrations?: string;
    audience?: string;
    form?: string;
    contents?: string;
    government?: string;
    conference?: string;
    index?: string;
    literary?: string;
    biography?: string;
  },
): string {
  const material =
    (options.illustrations ?? '    ').padEnd(4).slice(0, 4) +
    (options.audience ?? ' ') +
    (options.form ?? ' ') +
    (options.contents ?? '    ').padEnd(4).slice(0, 4) +
    (options.government ?? ' ') +
    (options.conference ?? '0') +
    '0' + // 30 festschrift
    (options.index ?? '0') +
    ' ' + // 32 undefined
    (options.literary ?? '0') +
    (options.biography ?? ' ');
  return assemble(common, material);
}

/** Continuing resources: 008/18-34. */
export function serial008(
  common: Common008,
  options: { frequency: string; regularity: string; kind: string; form?: string; government?: string },
): string {
  const material =
    options.frequency +
    options.regularity +
    ' ' + // 20 undefined
    options.kind + // 21 p periodical, n newspaper, m monographic series
    ' ' + // 22 form of original item
    (options.form ?? ' ') + // 23 form of item
    ' ' + // 24 nature of entire work
    '   ' + // 25-27 nature of contents
    (options.government ?? ' ') +
    '0' + // 29 conference publication
    '   ' + // 30-32 undefined
    'b' + // 33 original alphabet: extended Roman
    '0'; // 34 entry convention: successive
  return assemble(common, material);
}

/** Visual materials (videos, images, kits, objects): 008/18-34. */
export function visual008(
  common: Common008,
  options: { runningTime: string; audience?: string; form?: string; type: string; technique: string },
): string {
  const material =
    options.runningTime +
    ' ' +
    (options.audience ?? ' ') +
    '     ' + // 23-27 undefined
    ' ' + // 28 government publication
    (options.form ?? ' ') +
    '   ' + // 30-32 undefined
    options.type +
    options.technique;
  return assemble(common, material);
}

/** Maps: 008/18-34. */
export function map008(common: Common008, options: { type: string; form?: string; index?: string }): string {
  const material =
    '    ' + // 18-21 relief
    '  ' + // 22-23 projection
    ' ' +
    options.type + // 25 a single map, e atlas
    '  ' +
    ' ' + // 28 government publication
    (options.form ?? ' ') +
    ' ' +
    (options.index ?? '0') +
    ' ' +
    '  '; // 33-34 special format characteristics
  return assemble(common, material);
}

/** Music (scores and sound recordings): 008/18-34. */
export function music008(
  common: Common008,
  options: { composition: string; format: string; parts: string; form?: string; literaryText?: string },
): string {
  const material =
    options.composition +
    options.format +
    options.parts +
    ' ' + // 22 target audience
    (options.form ?? ' ') +
    '      ' + // 24-29 accompanying matter
    (options.literaryText ?? '  ').padEnd(2).slice(0, 2) +
    ' ' +
    'n' + // 33 transposition and arrangement: not applicable
    ' ';
  return assemble(common, material);
}

/** Computer files: 008/18-34. */
export function computer008(common: Common008, options: { form?: string; fileType: string }): string {
  const material =
    '    ' + // 18-21 undefined
    ' ' + // 22 target audience
    (options.form ?? ' ') +
    '  ' +
    options.fileType + // 26 a numeric data, b program, d document, m combination
    ' ' +
    ' ' + // 28 government publication
    '      ';
  return assemble(common, material);
}
