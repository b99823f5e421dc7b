/**
 * MARC 21 holdings records (MFHD) for the demo's serials (docs/serials.md): one per serial, at the library that
 * holds its copies, with a caption and pattern (853: v. / n. restarting each year, (year) and (month), $u and $w
 * from the serial's 008/18 frequency), the last years issue by issue (863, with a few issues never received), the
 * years before as one compressed range, the first years as a textual statement (866), and tables of contents (505)
 * for the latest issues received. Deterministic: the same catalogue and date give the same holdings.
 */
import type { MarcDataField, MarcRecord } from '@estante/core';
import { control, field } from './marc.ts';
import { makePerson } from './people.ts';
import { deriveSeed, mix32, Rng } from './prng.ts';
import type { Lang } from './vocabulary/words.ts';

export interface DemoSerialHoldings {
  /** 001 of the serial's bibliographic record. */
  controlNumber: string;
  libraryCode: string;
  holdings: MarcRecord;
  /** Tables of contents, keyed by the issue's 863 $8. */
  contents: { link: string; sequence: number; field: MarcDataField }[];
}

/** Issues a year of 008/18 frequency codes (the 853 $w codes are the same letters). */
const ISSUES_PER_YEAR: Record<string, number> = { a: 1, b: 6, f: 2, m: 12, q: 4, t: 3, w: 52, s: 24, e: 26 };
const DETAILED_YEARS = 5;
const WEEKLY_DETAILED_YEARS = 2;
const RANGE_YEARS = 3;
const CONTENTS_ISSUES = 3;

export function demoSerialHoldings(
  records: readonly MarcRecord[],
  libraries: readonly { code: string }[],
  through: { year: number; month: number },
): DemoSerialHoldings[] {
  const result: DemoSerialHoldings[] = [];
  for (const record of records) {
    if (record.leader.charAt(7) !== 's') continue;
    const controlNumber = controlValue(record, '001');
    const f008 = controlValue(record, '008');
    if (!controlNumber || f008.length < 19) continue;
    const firstYear = Number(f008.slice(7, 11));
    const frequency = f008.charAt(18) in ISSUES_PER_YEAR ? f008.charAt(18) : 'q';
    const perYear = ISSUES_PER_YEAR[frequency] ?? 4;
    const copy = record.fields.find((f): f is MarcDataField => f.tag === '952' && 'subfields' in f);
    const libraryCode = copy?.subfields.find((s) => s.code === 'a')?.value ?? libraries[0]?.code ?? 'BC';
    const lang = langOf(f008.slice(35, 38));
    const rng = new Rng(deriveSeed(mix32(Number(controlNumber) || controlNumber.length), 23));
    const detailed = perYear >= 52 ? WEEKLY_DETAILED_YEARS : DETAILED_YEARS;
    const lastYear = through.year;
    const detailFrom = Math.max(firstYear, lastYear - detailed + 1);
    const rangeFrom = Math.max(firstYear, detailFrom - RANGE_YEARS);
    const volume = (year: number) => String(year - firstYear + 1);
    const monthOf = (number: number) => String(Math.floor(((number - 1) * 12) / perYear) + 1).padStart(2, '0');
    const fields: (MarcDataField | ReturnType<typeof control>)[] = [
      control('001', `mfhd-${controlNumber}`),
      control('004', controlNumber),
      control('008', `${String(through.year).slice(2)}0101${'4p    8   1001uu   0000000'.padEnd(26, ' ')}`),
      field('852', ' ', ' ', 'b', libraryCode, 'c', 'PERIODICOS', 'h', `Per. ${controlNumber}`),
      field(
        '853',
        '2',
        '0',
        '8',
        '1',
        'a',
        'v.',
        'b',
        'n.',
        'u',
        String(perYear),
        'v',
        'r',
        'i',
        '(year)',
        'j',
        '(month)',
        'w',
        frequency,
      ),
    ];
    if (rangeFrom > firstYear) {
      fields.push(
        field('866', '4', '1', '8', '0', 'a', `v. 1 (${firstYear})-v. ${volume(rangeFrom - 1)} (${rangeFrom - 1})`),
      );
    }
    let sequence = 0;
    if (rangeFrom < detailFrom) {
      sequence += 1;
      fields.push(
        field(
          '863',
          '4',
          '0',
          '8',
          `1.${sequence}`,
          'a',
          `${volume(rangeFrom)}-${volume(detailFrom - 1)}`,
          'b',
          `1-${perYear}`,
          'i',
          `${rangeFrom}-${detailFrom - 1}`,
        ),
      );
    }
    const received: { sequence: number; year: number; number: number }[] = [];
    let gaps = 0;
    for (let year = detailFrom; year <= lastYear; year++) {
      const due = year === lastYear ? Math.floor((through.month * perYear) / 12) : perYear;
      for (let number = 1; number <= due; number++) {
        // About one issue in twelve never arrived; the gap a patron sees in the grid.
        const missing =
          year < lastYear && (rng.chance(1 / 12) || (gaps === 0 && year === lastYear - 1 && number === 2));
        if (missing) {
          gaps += 1;
          continue;
        }
        sequence += 1;
        fields.push(
          field(
            '863',
            '4',
            '1',
            '8',
            `1.${sequence}`,
            'a',
            volume(year),
            'b',
            String(number),
            'i',
            String(year),
            'j',
            monthOf(number),
          ),
        );
        received.push({ sequence, year, number });
      }
    }
    const topic = topicOf(record, lang);
    const contents = received.slice(-CONTENTS_ISSUES).map((issue) => ({
      link: '1',
      sequence: issue.sequence,
      field: contentsNote(rng, lang, topic),
    }));
    result.push({
      controlNumber,
      libraryCode,
      holdings: { leader: '00000cy  a22000004n 4500', fields },
      contents,
    });
  }
  return result;
}

function controlValue(record: MarcRecord, tag: string): string {
  const found = record.fields.find((f) => f.tag === tag && 'value' in f);
  return found && 'value' in found ? found.value : '';
}

function langOf(code: string): Lang {
  return code === 'por' || code === 'spa' ? code : 'eng';
}

/** The serial's first subject without its form subdivision: "Educação -- Periódicos" → "Educação". */
function topicOf(record: MarcRecord, lang: Lang): string {
  const subject = record.fields.find((f): f is MarcDataField => f.tag === '650' && 'subfields' in f);
  const value = subject?.subfields.find((s) => s.code === 'a')?.value.replace(/[.\s]+$/, '');
  return value ?? { por: 'Ciência', eng: 'Science', spa: 'Ciencia' }[lang];
}

const SECTIONS: Record<Lang, { editorial: string; articles: string; reviews: string }> = {
  por: { editorial: 'Editorial', articles: 'Artigos', reviews: 'Resenhas' },
  eng: { editorial: 'Editorial', articles: 'Articles', reviews: 'Reviews' },
  spa: { editorial: 'Editorial', articles: 'Artículos', reviews: 'Reseñas' },
};

const TITLES: Record<Lang, readonly string[]> = {
  por: [
    '{t}: desafios e perspectivas',
    'Um estudo sobre {t} no Brasil',
    '{t} e políticas públicas: uma revisão',
    'Revisitando {t} na última década',
    'Indicadores de {t} em municípios de pequeno porte',
  ],
  eng: [
    '{t}: challenges and prospects',
    'A study of {t} in three regions',
    '{t} and public policy: a review',
    'Revisiting {t} over the last decade',
    'Measuring {t} in small cities',
  ],
  spa: [
    '{t}: desafíos y perspectivas',
    'Un estudio sobre {t} en América Latina',
    '{t} y políticas públicas: una revisión',
    'Revisitando {t} en la última década',
    'Indicadores de {t} en municipios pequeños',
  ],
};

/** An enhanced 505 (ind2 0): $g section headings, $t titles, $r authors, $g pages. */
function contentsNote(rng: Rng, lang: Lang, topic: string): MarcDataField {
  const names = SECTIONS[lang];
  const pairs: string[] = [
    'g',
    `${names.editorial}:`,
    't',
    `${names.editorial} /`,
    'r',
    `${makePerson(rng, lang, 0).natural}.`,
    'g',
    'p. 1-2 --',
  ];
  pairs.push('g', `${names.articles}:`);
  let page = 3;
  const bank = TITLES[lang];
  const start = Math.floor(rng.next() * bank.length);
  const titles = [0, 1, 2].map((offset) => bank[(start + offset) % bank.length]!);
  for (const template of titles) {
    const length = 12 + Math.floor(rng.next() * 14);
    const authors = [makePerson(rng, lang, 0).natural, ...(rng.chance(0.5) ? [makePerson(rng, lang, 0).natural] : [])];
    pairs.push(
      't',
      `${template.replace('{t}', topic)} /`,
      'r',
      `${authors.join(', ')}.`,
      'g',
      `p. ${page}-${page + length - 1} --`,
    );
    page += length;
  }
  pairs.push(
    'g',
    `${names.reviews}:`,
    't',
    `${names.reviews.slice(0, -1)}: ${topic} /`,
    'r',
    `${makePerson(rng, lang, 0).natural}.`,
    'g',
    `p. ${page}-${page + 3}.`,
  );
  return field('505', '0', '0', ...pairs);
}
