import { dataFields } from '@estante/core';
import { parseHoldings } from '@estante/core/holdings';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from './demo-catalogue.ts';
import { demoSerialHoldings } from './demo-serials.ts';

const LIBRARIES = [{ code: 'BC' }, { code: 'BSAUDE' }, { code: 'BEXATAS' }];
const THROUGH = { year: 2026, month: 11 };

describe('demoSerialHoldings', () => {
  const records = demoCatalogue(LIBRARIES);
  const holdings = demoSerialHoldings(records, LIBRARIES, THROUGH);
  const serials = records.filter((record) => record.leader.charAt(7) === 's');

  it('gives every demo serial a holdings record whose grid has years, received issues and at least one gap', () => {
    expect(serials.length).toBeGreaterThanOrEqual(7);
    expect(holdings.map((entry) => entry.controlNumber).sort()).toEqual(
      serials.map((record) => (record.fields.find((f) => f.tag === '001') as { value: string }).value).sort(),
    );
    for (const entry of holdings) {
      const parsed = parseHoldings(entry.holdings, { today: THROUGH });
      expect(parsed.problems, entry.controlNumber).toEqual([]);
      expect(parsed.years.length, entry.controlNumber).toBeGreaterThan(0);
      expect(parsed.years.at(-1)!.year, entry.controlNumber).toBe(2026);
      expect(
        parsed.years.some((year) => year.missing.length > 0),
        entry.controlNumber,
      ).toBe(true);
      expect(entry.contents.length, entry.controlNumber).toBe(3);
    }
  });

  it('writes "Revista brasileira de educação" (quadrimestral, since 1995) as patterns a librarian would', () => {
    const rbe = holdings.find((entry) =>
      records.some(
        (record) =>
          (record.fields.find((f) => f.tag === '001') as { value: string }).value === entry.controlNumber &&
          dataFields(record, '022').some((f) => f.subfields.some((s) => s.value === '1413-2478')),
      ),
    )!;
    expect(dataFields(rbe.holdings, '853')[0]!.subfields.map((s) => `${s.code}=${s.value}`)).toEqual([
      '8=1',
      'a=v.',
      'b=n.',
      'u=3',
      'v=r',
      'i=(year)',
      'j=(month)',
      'w=t',
    ]);
    expect(dataFields(rbe.holdings, '866')[0]!.subfields.at(-1)!.value).toBe('v. 1 (1995)-v. 24 (2018)');
    const parsed = parseHoldings(rbe.holdings, { today: THROUGH });
    // 2019-2021 come from one compressed range, expanded issue by issue; 2022-2026 are written one by one.
    expect(parsed.years.filter((year) => year.year >= 2019 && year.year <= 2021).map((year) => year.received)).toEqual([
      3, 3, 3,
    ]);
    // In November the third issue of the year (due by December) is not late yet.
    expect(parsed.years.find((year) => year.year === 2026)).toMatchObject({ expected: 2, received: 2, missing: [] });
    expect(parsed.issues.find((issue) => issue.year === 2019)!.label).toBe('v. 25, n. 1 (2019)');
  });

  it('is deterministic', () => {
    expect(JSON.stringify(demoSerialHoldings(records, LIBRARIES, THROUGH))).toBe(JSON.stringify(holdings));
  });
});
