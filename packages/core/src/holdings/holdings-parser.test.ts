import { describe, expect, it } from 'vitest';
import type { MarcDataField, MarcRecord } from '../marc/marc-record.ts';
import { readMarcFile } from '../marc/read-marc.ts';
import { acceptedRecords, collect, samplePath } from '../marc/sample-data.testing.ts';
import { type ParsedHoldings, parseHoldings, yearsOfStatement } from './holdings-parser.ts';
import { readContentsNote } from './issue-contents.ts';

const MFHD_FILES = ['evergreen_serials_mfhd.mrc', 'evergreen_serials_mfhd.xml'];

async function mfhdRecords(file: string): Promise<Map<string, MarcRecord>> {
  const records = acceptedRecords(await collect(readMarcFile(samplePath(file))));
  // Evergreen's MFHD carry two 001s: the first names the bibliographic record (its 901 $a).
  return new Map(records.map((record) => [String((record.fields[0] as { value: string }).value), record]));
}

/** The grid as a patron reads it: year → places held, and the gaps. */
function grid(parsed: ParsedHoldings) {
  return parsed.years.map((year) => ({
    year: year.year,
    expected: year.expected,
    received: year.received,
    missing: year.missing,
    labels: year.issues.map((issue) => issue.label),
    textualOnly: year.textualOnly,
  }));
}

function field(tag: string, ind2: string, ...pairs: string[]): MarcDataField {
  const subfields = [];
  for (let i = 0; i < pairs.length; i += 2) subfields.push({ code: pairs[i]!, value: pairs[i + 1]! });
  return { tag, ind1: ' ', ind2, subfields };
}

describe('parseHoldings on every MFHD record of the sample data (evergreen_serials_mfhd)', () => {
  for (const file of MFHD_FILES) {
    it(`reads all 7 records of ${file} without a problem, and the ISO 2709 and MARCXML forms agree`, async () => {
      const records = await mfhdRecords(file);
      expect(records.size).toBe(7);
      for (const [key, record] of records) {
        const parsed = parseHoldings(record);
        expect(parsed.problems, key).toEqual([]);
        // Every 863 becomes at least one issue, and each issue is placed in a year.
        const enumerations = record.fields.filter((f) => f.tag === '863').length;
        expect(parsed.issues.length, key).toBe(enumerations);
        for (const issue of parsed.issues) expect(issue.year, `${key} ${issue.label}`).toBeTypeOf('number');
      }
      const other = await mfhdRecords(MFHD_FILES.find((name) => name !== file)!);
      for (const [key, record] of records) expect(parseHoldings(other.get(key)!), key).toEqual(parseHoldings(record));
    });
  }

  it('a814607 and a814610: location only (852, 856), so no years, issues or statements', async () => {
    const records = await mfhdRecords('evergreen_serials_mfhd.mrc');
    for (const key of ['a814607', 'a814610']) {
      const parsed = parseHoldings(records.get(key)!);
      expect(parsed).toMatchObject({ patterns: [], issues: [], years: [], statements: [], columns: 0 });
    }
  });

  it('a814666 (year)/(season): 2007 complete, 2008 holds Spring and Summer; Autumn is a gap once it is due', async () => {
    const record = (await mfhdRecords('evergreen_serials_mfhd.mrc')).get('a814666')!;
    expect(grid(parseHoldings(record))).toEqual([
      {
        year: 2007,
        expected: 4,
        received: 4,
        missing: [],
        labels: ['2007, Spring', '2007, Summer', '2007, Autumn', '2007, Winter'],
        textualOnly: false,
      },
      {
        year: 2008,
        expected: 4,
        received: 2,
        missing: [3, 4],
        labels: ['2008, Spring', '2008, Summer'],
        textualOnly: false,
      },
    ]);
    // Issue n of 4 is due by month 3n: in October 2008 the autumn issue is late, the winter one not yet.
    const october = parseHoldings(record, { today: { year: 2008, month: 10 } });
    expect(october.years[1]).toMatchObject({ year: 2008, expected: 3, received: 2, missing: [3] });
    expect(october.columns).toBe(4);
    expect(parseHoldings(record, { today: { year: 2008, month: 7 } }).years[1]).toMatchObject({ missing: [] });
  });

  it('a814871 annual (year): one fiscal-year report held, earlier years from the 866 statement only', async () => {
    const parsed = parseHoldings((await mfhdRecords('evergreen_serials_mfhd.mrc')).get('a814871')!);
    expect(parsed.statements).toEqual([{ unit: 'basic', text: '2000/2001 - 2003/2004' }]);
    expect(parsed.issues.map((issue) => [issue.label, issue.slots])).toEqual([
      ['2004/2005', [{ year: 2004, number: 1 }]],
    ]);
    expect(grid(parsed)).toEqual([
      { year: 2000, expected: undefined, received: 0, missing: [], labels: [], textualOnly: true },
      { year: 2001, expected: undefined, received: 0, missing: [], labels: [], textualOnly: true },
      { year: 2002, expected: undefined, received: 0, missing: [], labels: [], textualOnly: true },
      { year: 2003, expected: undefined, received: 0, missing: [], labels: [], textualOnly: true },
      { year: 2004, expected: 1, received: 1, missing: [], labels: ['2004/2005'], textualOnly: false },
    ]);
  });

  it('a815076: two patterns by $8 (4 then 2 a year, $u); the combined issue v. 10/11, no. 2/1 fills two years', async () => {
    const parsed = parseHoldings((await mfhdRecords('evergreen_serials_mfhd.mrc')).get('a815076')!);
    expect(parsed.patterns.map((pattern) => [pattern.link, pattern.unitsPerLevel, pattern.continuity])).toEqual([
      ['1', ['4'], ['r']],
      ['2', ['2'], ['r']],
    ]);
    const combined = parsed.issues.find((issue) => issue.link === '2')!;
    expect(combined.label).toBe('v. 10/11, no. 2/1 (2007/2008)');
    expect(combined.slots).toEqual([
      { year: 2007, number: 2 },
      { year: 2008, number: 1 },
    ]);
    expect(grid(parsed)).toEqual([
      {
        year: 2006,
        expected: 4,
        received: 2,
        missing: [3, 4],
        labels: ['v. 9, no. 1 (2006)', 'v. 9, no. 2 (2006)'],
        textualOnly: false,
      },
      { year: 2007, expected: 2, received: 1, missing: [1], labels: [combined.label], textualOnly: false },
      { year: 2008, expected: 2, received: 1, missing: [2], labels: [combined.label], textualOnly: false },
    ]);
    expect(parsed.columns).toBe(4);
  });

  it('a815094 quarterly v./no. with (month): numbers place the issues, no. 3 of 2007 is missing', async () => {
    const parsed = parseHoldings((await mfhdRecords('evergreen_serials_mfhd.mrc')).get('a815094')!);
    expect(grid(parsed)).toEqual([
      {
        year: 2007,
        expected: 4,
        received: 3,
        missing: [3],
        labels: ['v. 19, no. 1 (2007:05)', 'v. 19, no. 2 (2007:09)', 'v. 18, no. 4 (2007:02)'],
        textualOnly: false,
      },
    ]);
  });
});

describe('parseHoldings on written patterns', () => {
  it('expands a compressed range issue by issue (quarterly, restarting numbers)', () => {
    const parsed = parseHoldings({
      leader: '00000cy  a22000004  4500',
      fields: [
        field('853', ' ', '8', '1', 'a', 'v.', 'b', 'n.', 'u', '4', 'v', 'r', 'i', '(year)', 'w', 'q'),
        field('863', '0', '8', '1.1', 'a', '1-2', 'b', '3-2', 'i', '1990-1991'),
      ],
    });
    expect(parsed.issues.map((issue) => issue.label)).toEqual([
      'v. 1, n. 3 (1990)',
      'v. 1, n. 4 (1990)',
      'v. 2, n. 1 (1991)',
      'v. 2, n. 2 (1991)',
    ]);
    expect(
      grid(parsed).map(({ year, expected, received, missing }) => ({ year, expected, received, missing })),
    ).toEqual([
      { year: 1990, expected: 4, received: 2, missing: [1, 2] },
      { year: 1991, expected: 4, received: 2, missing: [3, 4] },
    ]);
  });

  it('a monthly pattern with $y om07 expects 11 issues, places them by month, and December is not late in June', () => {
    const months = ['01', '02', '03', '05', '06', '08', '09', '10', '11', '12'];
    const record: MarcRecord = {
      leader: '00000cy  a22000004  4500',
      fields: [
        field('853', ' ', '8', '1', 'a', 'v.', 'b', 'n.', 'i', '(year)', 'j', '(month)', 'w', 'm', 'y', 'om07'),
        ...months.map((month, index) =>
          field('863', '1', '8', `1.${index + 1}`, 'a', '40', 'b', String(index + 1), 'i', '2024', 'j', month),
        ),
        field('863', '1', '8', '1.20', 'a', '41', 'b', '1', 'i', '2025', 'j', '01'),
      ],
    };
    const parsed = parseHoldings(record, { today: { year: 2025, month: 3 } });
    expect(parsed.patterns[0]!.frequency).toEqual({ code: 'm', issuesPerYear: 12 });
    expect(
      parsed.years.map(({ year, expected, received, missing }) => ({ year, expected, received, missing })),
    ).toEqual([
      { year: 2024, expected: 11, received: 10, missing: [4] },
      { year: 2025, expected: 3, received: 1, missing: [2, 3] },
    ]);
    expect(parsed.columns).toBe(12);
  });

  it('does not expect an issue recorded as never published (863 second indicator 4)', () => {
    const parsed = parseHoldings({
      leader: '00000cy  a22000004  4500',
      fields: [
        field('853', ' ', '8', '1', 'a', 'v.', 'b', 'n.', 'i', '(year)', 'w', 'q'),
        field('863', '1', '8', '1.1', 'a', '7', 'b', '1', 'i', '2020'),
        field('863', '4', '8', '1.2', 'a', '7', 'b', '2', 'i', '2020'),
        field('863', '1', '8', '1.3', 'a', '7', 'b', '4', 'i', '2020'),
      ],
    });
    expect(
      parsed.years.map(({ year, expected, received, missing }) => ({ year, expected, received, missing })),
    ).toEqual([{ year: 2020, expected: 3, received: 2, missing: [3] }]);
    expect(parsed.years[0]!.issues.map((issue) => issue.label)).toEqual(['v. 7, n. 1 (2020)', 'v. 7, n. 4 (2020)']);
  });

  it('never throws on malformed fields: reports each and keeps the textual statement', () => {
    const parsed = parseHoldings({
      leader: '00000cy  a22000004  4500',
      fields: [
        field('853', ' ', 'a', 'v.'),
        field('853', ' ', '8', '1', 'a', 'v.', 'b', 'n.', 'i', '(year)', 'w', 'z'),
        field('853', ' ', '8', '2', 'a', 'v.', 'i', '(year)', 'w', 'd'),
        field('863', '1', 'a', '3'),
        field('863', '1', '8', '9.1', 'a', '3'),
        field('863', '1', '8', '1.1', 'a', '1-2-3', 'i', '1999'),
        field('863', '1', '8', '1.2', 'a', '4', 'i', 'MCMXC'),
        field('863', '0', '8', '2.1', 'a', '1-400', 'i', '1600-1999'),
        field('863', '1', '8', '1.3', 'a', '5', 'b', '2', 'i', '2001'),
        field('866', ' ', '8', '0', 'a', 'v. 1 (1995)-v. 5 (2001); 2003', 'z', 'Falta o v. 4'),
      ],
    });
    expect(parsed.problems.map((problem) => problem.code)).toEqual([
      'caption-without-link',
      'unknown-frequency',
      'enumeration-without-link',
      'enumeration-without-caption',
      'unreadable-value',
      'unreadable-value',
      'range-too-long',
    ]);
    expect(parsed.statements).toEqual([
      { unit: 'basic', link: '0', text: 'v. 1 (1995)-v. 5 (2001); 2003', note: 'Falta o v. 4' },
    ]);
    expect(parsed.issues.map((issue) => issue.label)).toEqual(['v. 5, n. 2 (2001)']);
    expect(parsed.years.map((year) => [year.year, year.textualOnly])).toEqual([
      [1995, true],
      [1996, true],
      [1997, true],
      [1998, true],
      [1999, true],
      [2000, true],
      [2001, false],
      [2003, true],
    ]);
  });

  it('reads the years of a textual statement, ranges expanded', () => {
    expect(yearsOfStatement('2000/2001 - 2003/2004')).toEqual([2000, 2001, 2002, 2003, 2004]);
    expect(yearsOfStatement('v. 1 (1990), v. 3 (1992)')).toEqual([1990, 1992]);
    expect(yearsOfStatement('no dates')).toEqual([]);
  });
});

describe('readContentsNote (505)', () => {
  it('reads an enhanced 505 into sections ($g headings) and articles ($t, $r, $g pages)', () => {
    const note = field(
      '505',
      '0',
      'g',
      'Editorial',
      't',
      'Trinta anos de pesquisa /',
      'r',
      'Maria Silva.',
      'g',
      'p. 1-3 --',
      'g',
      'Artigos',
      't',
      'Avaliação na escola pública /',
      'r',
      'João Souza, Ana Lima.',
      'g',
      'p. 5-22 --',
      't',
      'Leitura e escrita',
    );
    expect(readContentsNote(note)).toEqual([
      { title: 'Editorial', articles: [{ title: 'Trinta anos de pesquisa', authors: 'Maria Silva', pages: 'p. 1-3' }] },
      {
        title: 'Artigos',
        articles: [
          { title: 'Avaliação na escola pública', authors: 'João Souza, Ana Lima', pages: 'p. 5-22' },
          { title: 'Leitura e escrita' },
        ],
      },
    ]);
  });

  it('reads a basic 505 into one untitled section', () => {
    expect(readContentsNote(field('505', ' ', 'a', 'Clima urbano / R. Alves, p. 3-9 -- Chuvas no Recife.'))).toEqual([
      {
        title: '',
        articles: [{ title: 'Clima urbano', authors: 'R. Alves', pages: 'p. 3-9' }, { title: 'Chuvas no Recife' }],
      },
    ]);
  });
});
