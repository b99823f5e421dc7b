import type { MarcField, MarcRecord } from '../marc/marc-record.ts';

/**
 * Build a MARC record for a test from lines in the usual mnemonic form: "001 value" for control fields,
 * "245 10 ‡aTitle :‡bsubtitle" for data fields ("_" or " " for a blank indicator, "‡" before each subfield
 * code, since "$" occurs in data such as 880 $6 "245-01/$1").
 */
export function marcRecord(leader: string, ...lines: string[]): MarcRecord {
  return { leader, fields: lines.map(parseLine) };
}

function parseLine(line: string): MarcField {
  const tag = line.slice(0, 3);
  const rest = line.slice(4);
  if (/^00\d$/.test(tag)) return { tag, value: rest };
  const indicator = (value: string | undefined) => (value === undefined || value === '_' ? ' ' : value);
  return {
    tag,
    ind1: indicator(rest[0]),
    ind2: indicator(rest[1]),
    subfields: rest
      .slice(3)
      .split('‡')
      .slice(1)
      .map((part) => ({ code: part.charAt(0), value: part.slice(1) })),
  };
}

/** A 40-character 008 with the given text at the given positions, blanks elsewhere. */
export function field008(positions: Record<number, string>): string {
  const chars = Array.from({ length: 40 }, () => ' ');
  for (const [start, text] of Object.entries(positions)) {
    [...text].forEach((char, offset) => {
      chars[Number(start) + offset] = char;
    });
  }
  return chars.join('');
}
