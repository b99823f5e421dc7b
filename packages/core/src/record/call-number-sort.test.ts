import { describe, expect, it } from 'vitest';
import { callNumberSortKey, compareCallNumbers, detectCallNumberScheme } from './call-number-sort.ts';

/** Sort by key and check the result is the expected shelf order, whatever order the input was in. */
function expectShelfOrder(shelf: string[], scheme?: Parameters<typeof callNumberSortKey>[1]): void {
  const shuffled = [...shelf].reverse();
  shuffled.push(shuffled.shift()!);
  const sorted = shuffled.sort((left, right) => {
    const a = callNumberSortKey(left, scheme);
    const b = callNumberSortKey(right, scheme);
    return a < b ? -1 : a > b ? 1 : 0;
  });
  expect(sorted).toEqual(shelf);
}

describe('call number sort keys', () => {
  it('orders Dewey class numbers numerically: 5.1 < 10 < 100.2', () => {
    expectShelfOrder(['5.1', '10', '100.2'], 'ddc');
    expectShelfOrder(['005.1', '010', '100', '100.2', '100.25', '100.3', '869.3', '869.93']);
  });

  it('orders Cutter-Sanborn and PHA marks as decimals after the class', () => {
    expectShelfOrder([
      '025.04 A235',
      '025.04 S586',
      '025.04 S586i',
      '025.04 S5861',
      '025.04 S59a',
      '025.1 A1',
      '028.5 B823a',
    ]);
  });

  it('orders work mark, edition, volume and copy after the author mark, numbers as numbers', () => {
    expectShelfOrder([
      '658.4012 D536p',
      '658.4012 D536p 2.ed.',
      '658.4012 D536p 3.ed. v.1',
      '658.4012 D536p 3.ed. v.2',
      '658.4012 D536p 3.ed. v.10',
      '658.4012 D536p 10.ed.',
    ]);
  });

  it('puts a bare class before the same class with decimals', () => {
    expect(compareCallNumbers('025 X1', '025.04 A1')).toBeLessThan(0);
  });

  it('orders LCC by class letters, class number, then cutters', () => {
    expectShelfOrder([
      'B 72 .R8',
      'BF 21 A1',
      'BV 2300 S4 L38',
      'BV 2300.5 A1',
      'BV 2848 M4',
      'BV 10000 A1',
      'M 1366 H66 F3',
      'M 1366 H7',
      'ML 410 W134',
      'QA76.76.S46 O64 1999',
      'QA76.9.D3 S55 1975',
      'QA 76.9 M65 H56 2001',
      'QA 77 A1',
    ]);
  });

  it('reads Sirsi prime separators as spaces', () => {
    expect(callNumberSortKey("BV'2300'S4'L38", 'lcc')).toBe(callNumberSortKey('BV 2300 S4 L38', 'lcc'));
  });

  it('orders UDC as text segments: the main number is a decimal (5 < 53 < 6)', () => {
    expectShelfOrder(['5', '53', '531.1', '6', '821.134.3', '821.134.3(81)', '821.134.3(81)-31 A235'], 'udc');
  });

  it('ignores Dewey segmentation marks', () => {
    expect(callNumberSortKey('025.04/0285', 'ddc')).toBe(callNumberSortKey('025.040285', 'ddc'));
  });

  it('does not trust a scheme the number does not fit (a local "5490" in an 050)', () => {
    expect(callNumberSortKey('5490', 'lcc')).toBe(callNumberSortKey('5490'));
    expectShelfOrder(['3489 BK', '3489 CD', '4873', '5490'], 'lcc');
  });

  it('is empty for an empty call number', () => {
    expect(callNumberSortKey('   ')).toBe('');
  });
});

describe('detectCallNumberScheme', () => {
  it.each([
    ['028.5 A235 1ed.', 'ddc'],
    ['869.3 S586i', 'ddc'],
    ['323.362.4', 'udc'],
    ['821.134.3(81)-31 A235', 'udc'],
    ['34:301', 'udc'],
    ['BV 2300 S4 L38', 'lcc'],
    ['QA76.76.S46 O64 1999', 'lcc'],
    ['FIC SMI', 'local'],
    ['5490', 'local'],
  ])('%j is %s', (callNumber, scheme) => {
    expect(detectCallNumberScheme(callNumber)).toBe(scheme);
  });
});
