/**
 * An independent model of what a search must find, for the conformance tests: plain JavaScript scans
 * of each record's field texts (records.extracted_json `searchFields`, the catalogue's definition of
 * each search field), with its own folding. It shares nothing with the query compiler, the index
 * documents or the SQL of the engines; only the stop-word list (a documented policy, docs/search.md) is
 * shared, and the stemmer for words outside the oracle's own table (ORACLE_STEMS).
 */
import { isStopWord, stemWord } from '@estante/search';

/**
 * Stems written by hand (Snowball's Portuguese, Spanish and English rules; a Portuguese plural whose accent was
 * folded away, `-coes`/`-oes`/`-aes`, read as its singular first) for every word the conformance tests search
 * with similar words on, and for some folded plurals. The oracle uses these, not the production stemmer, so a
 * stemming defect (issue 27, finding 9: a skipped `-ções` plural survived) makes the engines disagree with it;
 * search-conformance.test.ts also checks that the library still gives exactly these.
 */
export const ORACLE_STEMS: Record<'por' | 'spa' | 'eng', Record<string, string>> = {
  por: {
    adivinhe: 'adivinh',
    alemaes: 'alema',
    allemande: 'allemand',
    approach: 'approach',
    armed: 'armed',
    biological: 'biological',
    buitron: 'buitron',
    colecao: 'coleca',
    colecoes: 'coleca',
    congress: 'congress',
    english: 'english',
    ensemble: 'ensembl',
    fabio: 'fabi',
    ferreira: 'ferreir',
    geology: 'geology',
    german: 'german',
    goncalves: 'goncalv',
    histoire: 'histoir',
    improvisation: 'improvisation',
    informacao: 'informaca',
    informacoes: 'informaca',
    jazz: 'jazz',
    john: 'john',
    limoes: 'lima',
    litterature: 'litteratur',
    mendez: 'mendez',
    music: 'music',
    natureza: 'natur',
    new: 'new',
    paes: 'pao',
    parts: 'parts',
    porter: 'port',
    quem: 'quem',
    scores: 'scor',
    selections: 'selections',
    series: 'seri',
    sociedade: 'sociedad',
    sou: 'sou',
    states: 'stat',
    temas: 'tem',
    traducao: 'traduca',
    traducoes: 'traduca',
    translated: 'translated',
    transversais: 'transvers',
    treatment: 'treatment',
    united: 'united',
    wastewater: 'wastewat',
  },
  spa: {
    adivinhe: 'adivinh',
    allemande: 'allemand',
    approach: 'approach',
    armed: 'armed',
    biological: 'biological',
    buitron: 'buitron',
    colecao: 'coleca',
    colecoes: 'colec',
    congress: 'congress',
    english: 'english',
    ensemble: 'ensembl',
    fabio: 'fabi',
    ferreira: 'ferreir',
    geology: 'geology',
    german: 'germ',
    goncalves: 'goncalv',
    histoire: 'histoir',
    improvisation: 'improvisation',
    informacoes: 'informac',
    jazz: 'jazz',
    john: 'john',
    litterature: 'litteratur',
    mendez: 'mendez',
    music: 'music',
    natureza: 'naturez',
    new: 'new',
    parts: 'parts',
    porter: 'port',
    quem: 'quem',
    scores: 'scor',
    selections: 'selections',
    series: 'seri',
    sociedade: 'sociedad',
    sou: 'sou',
    states: 'stat',
    temas: 'tem',
    traducoes: 'traduc',
    translated: 'translat',
    transversais: 'transversais',
    treatment: 'treatment',
    united: 'unit',
    wastewater: 'wastewat',
  },
  eng: {
    adivinhe: 'adivinh',
    allemande: 'allemand',
    approach: 'approach',
    armed: 'arm',
    biological: 'biolog',
    buitron: 'buitron',
    colecao: 'colecao',
    colecoes: 'coleco',
    congress: 'congress',
    english: 'english',
    ensemble: 'ensembl',
    fabio: 'fabio',
    ferreira: 'ferreira',
    geology: 'geolog',
    german: 'german',
    goncalves: 'goncalv',
    histoire: 'histoir',
    improvisation: 'improvis',
    informacoes: 'informaco',
    jazz: 'jazz',
    john: 'john',
    litterature: 'litteratur',
    mendez: 'mendez',
    music: 'music',
    natureza: 'natureza',
    new: 'new',
    parts: 'part',
    porter: 'porter',
    quem: 'quem',
    scores: 'score',
    selections: 'select',
    series: 'seri',
    sociedade: 'sociedad',
    sou: 'sou',
    states: 'state',
    temas: 'tema',
    traducoes: 'traduco',
    translated: 'translat',
    transversais: 'transversai',
    treatment: 'treatment',
    united: 'unit',
    wastewater: 'wastewat',
  },
};

/** The oracle's stem: its own table first; the library only for words the tests do not search. */
function oracleStem(word: string, language: string | undefined): string {
  return ORACLE_STEMS[language as keyof typeof ORACLE_STEMS]?.[word] ?? stemWord(word, language);
}

export const FIELDS = [
  'title',
  'author',
  'subject',
  'series',
  'callNumber',
  'identifiers',
  'notes',
  'publisher',
] as const;
export type Field = (typeof FIELDS)[number];
export const FIELD_OF_TYPE: Record<string, Field[]> = {
  livre: [...FIELDS],
  titulo: ['title'],
  autor: ['author'],
  assunto: ['subject'],
  serie: ['series'],
  chamada: ['callNumber'],
  isbn_issn: ['identifiers'],
};
const STEMMED: ReadonlySet<Field> = new Set(['title', 'author', 'subject', 'series', 'notes', 'publisher']);
const BOUNDARY = '\u0000';

export interface OracleRecord {
  id: number;
  language?: string;
  year: number | null;
  titleSort: string;
  /** Per field: its values, each a list of folded words. */
  values: Record<Field, string[][]>;
}

/** Lower case, accents off, anything but letters and digits a word boundary. */
export function fold(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function oracleRecord(
  id: number,
  searchFields: Record<Field, string>,
  extra: { language?: string; year: number | null; titleSort: string },
): OracleRecord {
  const values = {} as Record<Field, string[][]>;
  for (const field of FIELDS) {
    values[field] = (searchFields[field] ?? '')
      .split('\n')
      .map(fold)
      .filter((words) => words.length > 0);
  }
  return { id, ...extra, values };
}

/** Each record's stemmed fields, computed once (records never change during a test file): a memo. */
const stemmedValues = new WeakMap<OracleRecord, Partial<Record<Field, string[][]>>>();

function formsOf(record: OracleRecord, field: Field, similar: boolean): string[][] {
  if (!similar || !STEMMED.has(field)) return record.values[field];
  let fields = stemmedValues.get(record);
  if (!fields) {
    fields = {};
    stemmedValues.set(record, fields);
  }
  fields[field] ??= record.values[field].map((words) => words.map((word) => oracleStem(word, record.language)));
  return fields[field];
}

/**
 * Truncation as docs/search.md states it: in a searched word, `*` stands for any letters (none included) and `?` for
 * exactly one; the word must match a whole folded word of the record, never stemmed. The oracle's own reading of a
 * pattern (a regular expression per pattern), not the engine's vocabulary expansion.
 */
export function isTruncatedWord(word: string): boolean {
  return word.includes('*') || word.includes('?');
}

const truncationPatterns = new Map<string, RegExp>();

export function matchesTruncated(pattern: string, word: string): boolean {
  let regex = truncationPatterns.get(pattern);
  if (!regex) {
    regex = new RegExp(`^${pattern.replaceAll('*', '[^ ]*').replaceAll('?', '[^ ]')}$`, 'u');
    truncationPatterns.set(pattern, regex);
  }
  return regex.test(word);
}

/** Does a record's word match a searched word (itself, or what a truncated word stands for)? */
function wordMatches(searched: string, word: string): boolean {
  return isTruncatedWord(searched) ? matchesTruncated(searched, word) : searched === word;
}

function queryForms(word: string, similar: boolean): Set<string> {
  if (!similar) return new Set([word]);
  return new Set([word, oracleStem(word, 'por'), oracleStem(word, 'spa'), oracleStem(word, 'eng')]);
}

export interface OracleRow {
  words: string[];
  type: string;
  position: 'qualquer' | 'exata' | 'inicio';
  /** Authorised headings (folded words) the term names through an authority; found as phrases too. */
  expansions?: string[][];
}

/**
 * The stop-word policy as docs/search.md states it: words anywhere (`qualquer`) lose function words,
 * except in call numbers; phrases keep every word.
 */
export function searchedWords(text: string, type: string, position: OracleRow['position']): string[] {
  const words = fold(text);
  return position === 'qualquer' && type !== 'chamada' ? words.filter((word) => !isStopWord(word)) : words;
}

export interface OracleAuthority {
  heading: string;
  forms: string[];
}

/**
 * Authorised headings a typed term names (docs/search.md): the folded term equals a form (heading or
 * 4XX see-from) of the authority or, with two words or more, begins one by whole words.
 */
export function authorityExpansions(authorities: OracleAuthority[], text: string): string[][] {
  const term = fold(text);
  if (term.length === 0) return [];
  const headings = new Set<string>();
  for (const authority of foldedAuthorities(authorities)) {
    const named = authority.forms.some((words) => {
      if (words.length === term.length) return words.every((word, index) => word === term[index]);
      return term.length >= 2 && words.length > term.length && term.every((word, index) => words[index] === word);
    });
    if (named) headings.add(authority.heading);
  }
  return [...headings].filter(Boolean).map((heading) => heading.split(' '));
}

/**
 * The authorities' forms folded once per list (a test asks for the expansions of many terms over the same
 * authorities; folding every form each time was most of the conformance suite's time). A memo of immutable data.
 */
const foldedLists = new WeakMap<OracleAuthority[], { heading: string; forms: string[][] }[]>();

function foldedAuthorities(authorities: OracleAuthority[]): { heading: string; forms: string[][] }[] {
  let folded = foldedLists.get(authorities);
  if (!folded) {
    folded = authorities.map((authority) => ({
      heading: fold(authority.heading).join(' '),
      forms: authority.forms.map(fold),
    }));
    foldedLists.set(authorities, folded);
  }
  return folded;
}

function containsPhrase(value: string[], phrase: string[]): boolean {
  for (let start = 0; start + phrase.length <= value.length; start += 1) {
    if (phrase.every((word, index) => value[start + index] === word)) return true;
  }
  return false;
}

/** Does one row match the record? */
export function rowMatches(record: OracleRecord, row: OracleRow, similar: boolean): boolean {
  const fields = FIELD_OF_TYPE[row.type]!;
  const expanded = (row.expansions ?? []).some((phrase) =>
    fields.some((field) => record.values[field].some((value) => containsPhrase(value, phrase))),
  );
  return expanded || ownWordsMatch(record, row, similar);
}

function ownWordsMatch(record: OracleRecord, row: OracleRow, similar: boolean): boolean {
  const fields = FIELD_OF_TYPE[row.type]!;
  if (row.words.length === 0) return false;
  if (row.position === 'qualquer') {
    const within = (word: string, field: Field) => {
      // A truncated word is never stemmed: it is looked for among the record's own words.
      if (isTruncatedWord(word)) return record.values[field].some((value) => value.some((w) => wordMatches(word, w)));
      const forms = queryForms(word, similar);
      return formsOf(record, field, similar).some((value) => value.some((w) => forms.has(w)));
    };
    // livre: each word anywhere in the record; a field: every word in that field.
    return row.type === 'livre'
      ? row.words.every((word) => fields.some((field) => within(word, field)))
      : fields.some((field) => row.words.every((word) => within(word, field)));
  }
  if (row.words.some(isTruncatedWord)) {
    // A phrase with a truncated word is searched as typed (no similar words).
    const fits = (value: string[], start: number) =>
      row.words.every((word, i) => wordMatches(word, value[start + i] ?? ''));
    return fields.some((field) =>
      record.values[field].some((value) => {
        if (row.position === 'inicio') return value.length >= row.words.length && fits(value, 0);
        for (let start = 0; start + row.words.length <= value.length; start += 1) if (fits(value, start)) return true;
        return false;
      }),
    );
  }
  const phrases = similar
    ? [row.words, ...['por', 'spa', 'eng'].map((language) => row.words.map((word) => oracleStem(word, language)))]
    : [row.words];
  return fields.some((field) =>
    formsOf(record, field, similar).some((value) =>
      phrases.some((phrase) => {
        if (row.position === 'inicio') return phrase.every((word, index) => value[index] === word);
        return containsPhrase(value, phrase);
      }),
    ),
  );
}

/**
 * Positions of a row's term in a field's word stream (each value starts with one boundary word): any of
 * its words, or the first word of one of its authority headings found there as a phrase.
 */
function positionsIn(record: OracleRecord, field: Field, row: OracleRow): number[] {
  const stream = record.values[field].flatMap((value) => [BOUNDARY, ...value]);
  const positions = stream.flatMap((word, index) =>
    word !== BOUNDARY && row.words.some((searched) => wordMatches(searched, word)) ? [index] : [],
  );
  for (const phrase of row.expansions ?? []) {
    for (let start = 0; start + phrase.length <= stream.length; start += 1) {
      if (phrase.every((word, index) => stream[start + index] === word)) positions.push(start);
    }
  }
  return positions;
}

/** proximo / antes / depois between two single-field `qualquer` rows of the same type. */
export function positionalMatches(record: OracleRecord, left: OracleRow, right: OracleRow, operator: string): boolean {
  const fields = FIELD_OF_TYPE[left.type]!.filter((field) => FIELD_OF_TYPE[right.type]!.includes(field));
  return fields.some((field) => {
    const ps = positionsIn(record, field, left);
    const qs = positionsIn(record, field, right);
    return ps.some((p) =>
      qs.some((q) => (operator === 'proximo' ? p !== q && Math.abs(p - q) <= 5 : operator === 'antes' ? p < q : p > q)),
    );
  });
}
