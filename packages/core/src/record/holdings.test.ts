import { describe, expect, it } from 'vitest';
import { dataFields } from '../marc/marc-record.ts';
import { extractHoldings, extractHoldingsRecord, isKohaItemField, parseEnumeration } from './holdings.ts';
import { marcRecord } from './record-builder.test-support.ts';

const LEADER = '00000nam a2200000 a 4500';

describe('parseEnumeration', () => {
  it.each([
    ['v.2', { volume: '2' }],
    ['v. 2, t. 1', { volume: '2', tome: '1' }],
    ['vol. 3 pt. 2', { volume: '3', part: '2' }],
    ['t.2 parte 1', { tome: '2', part: '1' }],
    ['3', { volume: '3' }],
    ['n.33-39', { volume: 'n.33-39' }],
    ['', {}],
  ])('%j → %j', (text, expected) => {
    expect(parseEnumeration(text)).toEqual(expected);
  });
});

describe('isKohaItemField: which 952s are Koha items', () => {
  const field = (line: string) => dataFields(marcRecord(LEADER, line), '952')[0]!;

  it('accepts Koha items', () => {
    expect(isKohaItemField(field('952 __ ‡aBC‡bBC‡p123‡yLIVRO'))).toBe(true);
    expect(isKohaItemField(field('952 __ ‡aCPL‡bCPL'))).toBe(true);
    expect(isKohaItemField(field('952 __ ‡bMPL‡o025.04 S586i'))).toBe(true);
  });

  it('rejects the other uses of 952 found in the real files', () => {
    // evergreen_nepali: a note.
    expect(isKohaItemField(field('952 __ ‡aLibrary has 2 copies.'))).toBe(false);
    // evergreen_rda_samples: a lone number.
    expect(isKohaItemField(field('952 __ ‡a867509274'))).toBe(false);
    // lc_marc2bibframe2_samples: a cataloguer's note.
    expect(isKohaItemField(field('952 __ ‡aPaper print roll lacking suffix.'))).toBe(false);
    // trln_marc_to_argot: OCLC holdings data.
    expect(
      isKohaItemField(field('952 __ ‡a351331783‡zBTCTA‡bBAKER & TAYLOR INC TECH SERV & PROD DEV‡hFull‡plccopycat')),
    ).toBe(false);
  });
});

describe('extractHoldings', () => {
  it('reads Sirsi 949 items (evergreen_jazz_1k, evergreen_lul_fre_500)', () => {
    const record = marcRecord(
      LEADER,
      '949 __ ‡aBV 2300 S4 L38‡v3‡wLC‡i30007006038060‡rY‡tBOOKS‡lDESM-CIR‡mDESMARAIS',
      '949 __ ‡aML3561J3 F425 1977‡wLC‡i30007002849296‡rY‡tBOOKS‡lHUNT-CIRC‡kBINDERY‡mHUNTINGTON',
      '949 __ ‡aM 1366 N87‡wLC‡c2‡i30007007089000‡rN‡tMUSICSCORE‡lHUNT-FACUL‡mHUNTINGTON‡xSCORE‡o.NOTE. MISSING PARTS',
    );
    expect(extractHoldings(record)).toEqual([
      {
        libraryCode: 'DESMARAIS',
        barcode: '30007006038060',
        callNumber: 'BV 2300 S4 L38',
        itemType: 'BOOKS',
        location: 'DESM-CIR',
        volume: '3',
        status: 'available',
        sourceTag: '949',
      },
      {
        libraryCode: 'HUNTINGTON',
        barcode: '30007002849296',
        callNumber: 'ML3561J3 F425 1977',
        itemType: 'BOOKS',
        location: 'HUNT-CIRC',
        status: 'not-for-loan',
        sourceTag: '949',
      },
      {
        libraryCode: 'HUNTINGTON',
        barcode: '30007007089000',
        callNumber: 'M 1366 N87',
        itemType: 'MUSICSCORE',
        location: 'HUNT-FACUL',
        copyNumber: '2',
        collection: 'SCORE',
        status: 'not-for-loan',
        note: 'MISSING PARTS',
        sourceTag: '949',
      },
    ]);
  });

  it('reads an 852 as one holding, with Evergreen status words in $z', () => {
    const record = marcRecord(
      LEADER,
      '852 4_ ‡agaaagpl‡bBR1‡cStacks‡jG4362.C6C5 s250.C37‡p11223344‡xvisible‡zAvailable',
      '852 __ ‡aMadan Puraskar Pustakalaya‡ePatandhoka, Lalitpur, Nepal‡xAccession no.: 4900',
    );
    expect(extractHoldings(record)).toEqual([
      {
        libraryCode: 'BR1',
        barcode: '11223344',
        callNumber: 'G4362.C6C5 s250.C37',
        location: 'Stacks',
        status: 'available',
        sourceTag: '852',
      },
      { libraryCode: 'Madan Puraskar Pustakalaya', libraryName: 'Madan Puraskar Pustakalaya', sourceTag: '852' },
    ]);
  });

  it('reads an MFHD holdings record', () => {
    const record = marcRecord(
      '00000cy  a22000003  4500',
      '001 1',
      '004 BIB-7',
      '852 __ ‡bDESMARAIS‡cDESM-PER‡hHD 9698 C2 A3 Per.',
      '866 _0 ‡av.1(1990)-v.20(2009)',
    );
    expect(extractHoldingsRecord(record)).toEqual({
      linkedControlNumber: 'BIB-7',
      copies: [{ libraryCode: 'DESMARAIS', callNumber: 'HD 9698 C2 A3 Per.', location: 'DESM-PER', sourceTag: '852' }],
      summaries: ['v.1(1990)-v.20(2009)'],
    });
  });
});
