/**
 * The demo library's authority file: one MARC 21 authority record (leader/06 z) for every personal, corporate
 * and meeting name and every topical and geographic subject heading that the demo catalogue's records carry,
 * so that each heading on a title page leads to its authority and the search's see-from expansion has forms
 * to expand (docs/search.md, "Authority expansion").
 *
 * The file is a pure function of the bibliographic records: the same catalogue gives byte-identical
 * authorities, in a fixed order (names, then subjects, each by folded heading). A heading's authority repeats
 * the heading as the records hold it (1XX: name subfields without relators, subjects without subdivisions),
 * so the catalogue's folded heading and the authority's are the same key. Its references are of three kinds:
 * hand-written see-from and see-also forms of the well-known names and subjects (real variants: "Machado de
 * Assis", "IBGE"); forms made by rule (a person's name in direct order, an English two-word heading inverted in
 * the LCSH manner: "Health, Public"); and the broader term of a topic's subject area (550 $w g). A see-from
 * form that is another authority's heading or an earlier authority's see-from is left out, so every form
 * names one authority. Each record cites its first title in 670 (MARC 21 Authority: source data found).
 */
import type { MarcDataField, MarcField, MarcRecord } from '@estante/core';
import { cleanText, foldForSearch, headingText, stripTrailingPunctuation } from '@estante/core';
import { CONTROL_NUMBER_IDENTIFIER } from './generator.ts';
import { control, field, fieldFrom, leader } from './marc.ts';
import { naturalOrder } from './people.ts';
import { TOPICS, type Topic } from './vocabulary/topics.ts';

/** The kinds of heading the demo's authorities control, in the order the file lists them. */
export type DemoAuthorityKind = 'personal' | 'corporate' | 'meeting' | 'topical' | 'geographic';

const KIND_ORDER: readonly DemoAuthorityKind[] = ['personal', 'corporate', 'meeting', 'topical', 'geographic'];

/** Bibliographic tags whose heading an authority controls (1XX main entry, 6XX subject, 7XX added entry). */
const KIND_OF_TAG: Record<string, DemoAuthorityKind> = {
  '100': 'personal',
  '600': 'personal',
  '700': 'personal',
  '110': 'corporate',
  '610': 'corporate',
  '710': 'corporate',
  '111': 'meeting',
  '611': 'meeting',
  '711': 'meeting',
  '650': 'topical',
  '651': 'geographic',
};

/** MARC 21 Authority heading tag (1XX); its tracings are 4XX/5XX/7XX with the same last two digits. */
const HEADING_TAG: Record<DemoAuthorityKind, string> = {
  personal: '100',
  corporate: '110',
  meeting: '111',
  topical: '150',
  geographic: '151',
};

/** Subfields of the heading proper: names without relators ($e, $4) or titles; subjects without subdivisions. */
const HEADING_CODES: Record<DemoAuthorityKind, readonly string[]> = {
  personal: ['a', 'b', 'c', 'q', 'd'],
  corporate: ['a', 'b', 'c', 'd', 'n'],
  meeting: ['a', 'c', 'd', 'n', 'q'],
  topical: ['a'],
  geographic: ['a'],
};

/** Hand-written references of well-known headings (real variant forms), keyed by the authorised heading. */
interface KnownReferences {
  seeFrom?: readonly string[];
  seeAlso?: readonly string[];
  /** 678 biographical or historical data. */
  history?: string;
}

const KNOWN: Readonly<Record<string, KnownReferences>> = {
  'Assis, Machado de, 1839-1908': {
    seeFrom: ['Machado de Assis, 1839-1908', 'Assis, Joaquim Maria Machado de, 1839-1908'],
    history: 'Escritor brasileiro, nascido no Rio de Janeiro; fundador da Academia Brasileira de Letras.',
  },
  'Freire, Paulo, 1921-1997': {
    seeFrom: ['Freire, Paulo Reglus Neves, 1921-1997'],
    history: 'Educador e filósofo brasileiro, nascido no Recife.',
  },
  'Freyre, Gilberto, 1900-1987': { seeFrom: ['Freyre, Gilberto de Mello, 1900-1987'] },
  'Rosa, João Guimarães, 1908-1967': { seeFrom: ['Guimarães Rosa, João, 1908-1967'] },
  'Holanda, Sérgio Buarque de, 1902-1982': { seeFrom: ['Buarque de Holanda, Sérgio, 1902-1982'] },
  'Andrade, Carlos Drummond de, 1902-1987': { seeFrom: ['Drummond de Andrade, Carlos, 1902-1987'] },
  'Cunha, Euclides da, 1866-1909': { seeFrom: ['Cunha, Euclides Rodrigues Pimenta da, 1866-1909'] },
  'Lispector, Clarice, 1920-1977': { seeFrom: ['Lispector, Chaya Pinkhasovna, 1920-1977'] },
  'Cervantes Saavedra, Miguel de, 1547-1616': { seeFrom: ['Cervantes, Miguel de, 1547-1616'] },
  'García Márquez, Gabriel, 1927-2014': { seeFrom: ['Márquez, Gabriel García, 1927-2014'] },
  'Borges, Jorge Luis, 1899-1986': { seeFrom: ['Borges Acevedo, Jorge Luis, 1899-1986'] },
  'Neruda, Pablo, 1904-1973': { seeFrom: ['Reyes Basoalto, Ricardo Eliecer Neftalí, 1904-1973'] },
  'Orwell, George, 1903-1950': { seeAlso: ['Blair, Eric Arthur, 1903-1950'] },
  'Darwin, Charles, 1809-1882': { seeFrom: ['Darwin, Charles Robert, 1809-1882'] },
  'Kuhn, Thomas S., 1922-1996': { seeFrom: ['Kuhn, Thomas Samuel, 1922-1996'] },
  'Hobsbawm, E. J., 1917-2012': { seeFrom: ['Hobsbawm, Eric J., 1917-2012', 'Hobsbawm, Eric, 1917-2012'] },
  'Villa-Lobos, Heitor, 1887-1959': { seeFrom: ['Lobos, Heitor Villa-, 1887-1959'] },
  'Jobim, Antonio Carlos, 1927-1994': { seeFrom: ['Jobim, Tom, 1927-1994', 'Tom Jobim, 1927-1994'] },
  'Regina, Elis, 1945-1982': { seeFrom: ['Costa, Elis Regina Carvalho, 1945-1982'] },
  'Instituto Brasileiro de Geografia e Estatística': {
    seeFrom: ['IBGE', 'Brasil. Instituto Brasileiro de Geografia e Estatística'],
  },
  'Fundação Oswaldo Cruz': { seeFrom: ['Fiocruz', 'Fundação Instituto Oswaldo Cruz'] },
  'Brasil. Ministério da Saúde': { seeFrom: ['Ministério da Saúde (Brasil)'] },
  'Romance brasileiro': { seeFrom: ['Romances brasileiros'], seeAlso: ['Literatura brasileira'] },
  'Saúde pública': { seeFrom: ['Saúde coletiva'] },
  Contabilidade: { seeFrom: ['Ciências contábeis'] },
  Escravidão: { seeFrom: ['Escravatura'] },
  Brasil: { seeFrom: ['República Federativa do Brasil', 'Estados Unidos do Brasil'] },
  Brazil: { seeFrom: ['Federative Republic of Brazil'] },
  'América Latina': { seeFrom: ['Latinoamérica', 'Iberoamérica'] },
  'Sertões (Brasil)': { seeFrom: ['Sertão (Brasil)'] },
};

/** A heading collected from the catalogue, with the first record that carries it (cited in 670). */
interface CollectedHeading {
  kind: DemoAuthorityKind;
  heading: string;
  key: string;
  /** The heading's subfields as an authority 1XX holds them (no relator, no terminal punctuation). */
  subfields: string[];
  ind1: string;
  /** Thesaurus of the first subject field (650/651 ind2), for 008/11 and 040 $f. */
  thesaurus: string;
  source: { title: string; date: string; statement: string };
  records: number;
}

function dataField(record: MarcRecord, tag: string): MarcDataField | undefined {
  return record.fields.find(
    (candidate): candidate is MarcDataField => candidate.tag === tag && 'subfields' in candidate,
  );
}

function firstSubfield(record: MarcRecord, tag: string, code: string): string {
  return dataField(record, tag)?.subfields.find((subfield) => subfield.code === code)?.value ?? '';
}

/** Title, date and statement of responsibility of a record, for the 670 citation. */
function sourceOf(record: MarcRecord): CollectedHeading['source'] {
  const date = firstSubfield(record, '264', 'c') || firstSubfield(record, '260', 'c');
  return {
    title: stripTrailingPunctuation(firstSubfield(record, '245', 'a')),
    date: stripTrailingPunctuation(date),
    statement: stripTrailingPunctuation(firstSubfield(record, '245', 'c')),
  };
}

/** The heading subfields as code/value pairs with the punctuation an authority heading takes. */
function headingSubfields(kind: DemoAuthorityKind, bibField: MarcDataField): string[] {
  const codes = HEADING_CODES[kind];
  const kept = bibField.subfields
    .filter((subfield) => codes.includes(subfield.code))
    .map((subfield) => ({ code: subfield.code, value: stripTrailingPunctuation(subfield.value) }))
    .filter((subfield) => subfield.value !== '');
  // Subjects keep only their first $a (the main heading), whatever follows.
  const heading = kind === 'topical' || kind === 'geographic' ? kept.slice(0, 1) : kept;
  const pairs: string[] = [];
  heading.forEach((subfield, index) => {
    const next = heading[index + 1];
    let value = subfield.value;
    // ISBD: a comma before a personal name's dates, a full stop between a body and its subordinate unit.
    if (next?.code === 'd' && kind === 'personal') value = `${value},`;
    else if (next?.code === 'b' && !/[.?!]$/.test(value)) value = `${value}.`;
    pairs.push(subfield.code, value);
  });
  return pairs;
}

/** Every controlled heading of the records, once per folded key (the first occurrence's form). */
function collectHeadings(records: readonly MarcRecord[]): CollectedHeading[] {
  const byKey = new Map<string, CollectedHeading>();
  for (const record of records) {
    for (const candidate of record.fields) {
      if (!('subfields' in candidate)) continue;
      const kind = KIND_OF_TAG[candidate.tag];
      if (!kind) continue;
      const subfields = headingSubfields(kind, candidate);
      if (subfields.length === 0) continue;
      const heading = headingText(fieldFrom(HEADING_TAG[kind], candidate.ind1, ' ', subfields));
      const key = foldForSearch(heading);
      if (!key) continue;
      const existing = byKey.get(key);
      if (existing) {
        existing.records += 1;
        continue;
      }
      byKey.set(key, {
        kind,
        heading,
        key,
        subfields,
        ind1: kind === 'topical' || kind === 'geographic' ? ' ' : candidate.ind1,
        thesaurus: kind === 'topical' || kind === 'geographic' ? candidate.ind2 : ' ',
        source: sourceOf(record),
        records: 1,
      });
    }
  }
  return [...byKey.values()].sort(
    (a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

/** Main subject heading (before any subdivision) → the topic it comes from, in each language. */
const TOPIC_OF_HEADING = new Map<string, Topic>();
for (const topic of TOPICS) {
  for (const lang of ['por', 'eng', 'spa'] as const) {
    const key = foldForSearch(topic.headingParts[lang][0] ?? '');
    if (key && !TOPIC_OF_HEADING.has(key)) TOPIC_OF_HEADING.set(key, topic);
  }
}

/** The language of a subject heading from its thesaurus indicator (650 ind2: 0 LCSH, 7 BNE, 4 local Portuguese). */
function subjectLanguage(thesaurus: string): 'por' | 'eng' | 'spa' {
  return thesaurus === '0' ? 'eng' : thesaurus === '7' ? 'spa' : 'por';
}

/** Forms made by rule: a person's name in direct order; an English two-word topic inverted as LCSH does. */
function ruleSeeFrom(collected: CollectedHeading): string[] {
  if (collected.kind === 'personal') {
    const name = stripTrailingPunctuation(collected.subfields[1] ?? '');
    const direct = naturalOrder(name);
    return direct === name ? [] : [direct];
  }
  if (collected.kind === 'topical' && subjectLanguage(collected.thesaurus) === 'eng') {
    const words = collected.heading.split(' ');
    if (words.length === 2 && /^[A-Za-z]+$/.test(words.join(''))) {
      const [adjective = '', noun = ''] = words;
      // A proper adjective keeps its capital ("Fiction, American"); a common one does not ("Health, Public").
      const proper = /^(American|Brazilian|British|English|French|German|Latin|Mexican|Spanish)$/.test(adjective);
      return [`${upperFirst(noun)}, ${proper ? adjective : adjective.toLowerCase()}`];
    }
  }
  return [];
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The broader term of a topical heading: another topical heading of the demo's that it qualifies, the head word
 * of a Portuguese or Spanish phrase ("Alfabetização de adultos" → "Alfabetização") or the last word of an English
 * one ("Adult education" → "Education").
 */
function broaderTerm(collected: CollectedHeading, headings: ReadonlyMap<string, CollectedHeading>): string | undefined {
  if (collected.kind !== 'topical') return undefined;
  const words = collected.key.split(' ');
  const english = subjectLanguage(collected.thesaurus) === 'eng';
  for (let length = words.length - 1; length >= 1; length--) {
    const key = (english ? words.slice(words.length - length) : words.slice(0, length)).join(' ');
    const broader = headings.get(key);
    if (broader?.kind === 'topical' && broader.thesaurus === collected.thesaurus) return broader.heading;
  }
  return undefined;
}

/** The topic's heading in the other two languages (7XX linking entries: equivalents in other thesauri). */
function equivalents(collected: CollectedHeading): { lang: 'por' | 'eng' | 'spa'; heading: string }[] {
  if (collected.kind !== 'topical' && collected.kind !== 'geographic') return [];
  const topic = TOPIC_OF_HEADING.get(collected.key);
  if (!topic) return [];
  const own = subjectLanguage(collected.thesaurus);
  return (['por', 'eng', 'spa'] as const)
    .filter((lang) => lang !== own)
    .map((lang) => ({ lang, heading: topic.headingParts[lang][0] ?? '' }))
    .filter((equivalent) => equivalent.heading && foldForSearch(equivalent.heading) !== collected.key);
}

/** A tracing field (4XX, 5XX, 7XX) from a heading in text form, with the subfields of its kind. */
function tracing(tag: string, kind: DemoAuthorityKind, form: string, extra: string[] = []): MarcDataField {
  if (kind === 'personal') {
    const match = /^(.*?),? (\d{3,4}-(?:\d{3,4})?)$/.exec(form);
    const ind1 = (match?.[1] ?? form).includes(', ') ? '1' : '0';
    const pairs = match ? ['a', `${match[1]},`, 'd', match[2] as string] : ['a', form];
    return fieldFrom(tag, ind1, ' ', [...extra, ...pairs]);
  }
  if (kind === 'corporate') {
    const [name = '', ...units] = form.split('. ');
    const pairs = ['a', units.length > 0 ? `${name}.` : name];
    for (const [index, unit] of units.entries()) pairs.push('b', index < units.length - 1 ? `${unit}.` : unit);
    return fieldFrom(tag, /^(Brasil|Brazil|España)\./.test(form) ? '1' : '2', ' ', [...extra, ...pairs]);
  }
  return fieldFrom(tag, ' ', ' ', [...extra, 'a', form]);
}

/**
 * 008 of an authority record (MARC 21 Authority 008/00-39): established heading, descriptive rules other (RDA
 * in 040 $e), the subject system of the heading, its uses (names: main and added entry and subject; subjects:
 * subject only), tracings consistent with the heading, fully established.
 */
function authority008(collected: CollectedHeading): string {
  const name = collected.kind === 'personal' || collected.kind === 'corporate' || collected.kind === 'meeting';
  const system = name ? 'n' : subjectLanguage(collected.thesaurus) === 'eng' ? 'a' : 'z';
  const undifferentiated = collected.kind === 'personal' ? 'a' : 'n';
  const value =
    '250301' + // 00-05 date entered on file
    (collected.kind === 'geographic' ? 'n' : 'i') + // 06 direct or indirect geographic subdivision
    'n' + // 07 romanization scheme: not applicable
    ' ' + // 08 language of catalog: obsolete use, blank
    'a' + // 09 kind of record: established heading
    'z' + // 10 descriptive cataloging rules: other (RDA, 040 $e)
    system + // 11 subject heading system/thesaurus
    'n' + // 12 type of series: not applicable
    'n' + // 13 numbered or unnumbered series: not applicable
    (name ? 'a' : 'b') + // 14 heading use: main or added entry
    'a' + // 15 heading use: subject added entry
    'b' + // 16 heading use: series added entry (not appropriate)
    'n' + // 17 type of subject subdivision: not applicable
    '          ' + // 18-27 undefined
    ' ' + // 28 type of government agency
    'a' + // 29 reference evaluation: tracings are consistent with the heading
    ' ' + // 30 undefined
    'a' + // 31 record update in process: can be used
    undifferentiated + // 32 undifferentiated personal name
    'a' + // 33 level of establishment: fully established
    '    ' + // 34-37 undefined
    ' ' + // 38 modified record: not modified
    'd'; // 39 cataloging source: other
  if (value.length !== 40) throw new Error(`bad authority 008 (${value.length}): ${value}`);
  return value;
}

/** 040 $f: the thesaurus of a subject authority whose 008/11 is z (other). */
const THESAURUS_CODE = 'estante';

const EQUIVALENT_THESAURUS: Record<'por' | 'eng' | 'spa', { ind2: string; source?: string }> = {
  eng: { ind2: '0' },
  spa: { ind2: '7', source: 'embne' },
  por: { ind2: '7', source: THESAURUS_CODE },
};

/** Authority control numbers: "au" and a sequence, apart from the bibliographic records' plain numbers. */
export function demoAuthorityControlNumber(sequence: number): string {
  return `au${String(sequence).padStart(6, '0')}`;
}

/**
 * The demo authority file for a catalogue: one authority record per controlled heading of the records, with
 * see-from (4XX), see-also (5XX), equivalent (7XX) and source (670) fields. Deterministic: a pure function of
 * the records.
 */
export function demoAuthorities(records: readonly MarcRecord[]): MarcRecord[] {
  const collected = collectHeadings(records);
  const headings = new Map(collected.map((entry) => [entry.key, entry]));
  const claimed = new Set(headings.keys());
  return collected.map((entry, index) => {
    const tag = HEADING_TAG[entry.kind];
    const suffix = tag.slice(1);
    const known = KNOWN[entry.heading];
    const seeFrom: string[] = [];
    for (const form of [...(known?.seeFrom ?? []), ...ruleSeeFrom(entry)]) {
      const key = foldForSearch(form);
      if (!key || claimed.has(key)) continue;
      claimed.add(key);
      seeFrom.push(form);
    }
    const broader = broaderTerm(entry, headings);
    const seeAlso = [...(known?.seeAlso ?? [])];
    const name = entry.kind === 'personal' || entry.kind === 'corporate' || entry.kind === 'meeting';
    const subjectSystem = authority008(entry).charAt(11);
    const fields: MarcField[] = [
      control('001', demoAuthorityControlNumber(index + 1)),
      control('003', CONTROL_NUMBER_IDENTIFIER),
      control('005', '20250301120000.0'),
      control('008', authority008(entry)),
      field(
        '040',
        ' ',
        ' ',
        'a',
        'BR-XxUFE',
        'b',
        'por',
        'c',
        'BR-XxUFE',
        'e',
        'rda',
        ...(subjectSystem === 'z' ? ['f', THESAURUS_CODE] : []),
      ),
      fieldFrom(tag, entry.ind1, ' ', entry.subfields),
      ...seeFrom.map((form) => tracing(`4${suffix}`, entry.kind, form)),
      ...seeAlso.map((form) => tracing(`5${suffix}`, entry.kind, form)),
      // MARC 21 Authority 5XX $w/0 g: the tracing is a broader term.
      ...(broader && !seeAlso.includes(broader) ? [tracing(`5${suffix}`, entry.kind, broader, ['w', 'g'])] : []),
      sourceField(entry, name),
      ...(known?.history ? [field('678', '0', ' ', 'a', known.history)] : []),
      ...equivalents(entry).map((equivalent) => {
        const thesaurus = EQUIVALENT_THESAURUS[equivalent.lang];
        const linking = tracing(`7${suffix}`, entry.kind, equivalent.heading);
        linking.ind2 = thesaurus.ind2;
        if (thesaurus.source) linking.subfields.push({ code: '2', value: thesaurus.source });
        return linking;
      }),
    ];
    fields.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
    return {
      leader: leader({ status: 'n', type: 'z', level: ' ', encoding: 'n', form: ' ' }),
      fields,
    };
  });
}

/** 670: the first record under the heading, where a name is read from (title page, statement of responsibility). */
function sourceField(entry: CollectedHeading, name: boolean): MarcDataField {
  const { title, date, statement } = entry.source;
  const citation = cleanText(date ? `${title}, ${date}` : title);
  if (name && statement) return field('670', ' ', ' ', 'a', `${citation}:`, 'b', `p. de rosto (${statement})`);
  return field('670', ' ', ' ', 'a', citation);
}
