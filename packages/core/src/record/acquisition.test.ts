import { describe, expect, it } from 'vitest';
import { acquisitionDay, acquisitionTypeOf } from './acquisition.ts';
import { extractHoldings } from './holdings.ts';
import { marcRecord } from './record-builder.test-support.ts';

const LEADER = '00000nam a2200000 a 4500';

describe('acquisitionTypeOf: 541 $c in the five languages', () => {
  it.each([
    ['Compra', 'compra'],
    ['Purchased from Blackwell', 'compra'],
    ['Doação do autor', 'doacao'],
    ['Gift of the author', 'doacao'],
    ['Donación', 'doacao'],
    ['Permuta com a UFSC', 'permuta'],
    ['Échange', 'permuta'],
    ['London Book Co.', undefined],
    [undefined, undefined],
  ])('%j → %j', (text, expected) => {
    expect(acquisitionTypeOf(text)).toBe(expected);
  });
});

describe('acquisitionDay', () => {
  it.each([
    ['20190307', '2019-03-07'],
    ['2019-03-07', '2019-03-07'],
    ['2019-03-07 10:00:00', '2019-03-07'],
    ['2019', undefined],
    ['20190230', undefined],
    ['c2019', undefined],
    ['2020-02-29', '2020-02-29'],
    ['1900-02-29', undefined],
    ['2000-02-29', '2000-02-29'],
    ['2019-04-31', undefined],
    ['2019-13-01', undefined],
    ['2019-00-10', undefined],
    ['0099-01-01', undefined],
  ])('%j → %j', (text, expected) => {
    expect(acquisitionDay(text)).toBe(expected);
  });
});

describe('extractHoldings: acquisition of each copy', () => {
  it('reads Koha 952 $d and lends the record 541 to copies that say nothing', () => {
    const record = marcRecord(
      LEADER,
      '541 1_ ‡cDoação‡d20200115‡aProf. Ana',
      '952 __ ‡aBC‡bBC‡p111‡d2021-06-30',
      '952 __ ‡aBC‡bBC‡p222',
    );
    const copies = extractHoldings(record);
    expect(copies.map((copy) => [copy.barcode, copy.acquisitionType, copy.acquiredOn])).toEqual([
      ['111', 'doacao', '2021-06-30'],
      ['222', 'doacao', '2020-01-15'],
    ]);
  });

  it('leaves copies without acquisition data as they were', () => {
    const copies = extractHoldings(marcRecord(LEADER, '852 __ ‡aBC‡bBC‡p333'));
    expect(copies[0]).not.toHaveProperty('acquisitionType');
    expect(copies[0]).not.toHaveProperty('acquiredOn');
  });
});
