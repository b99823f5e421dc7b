/**
 * Deterministic generator of realistic MARC 21 bibliographic records.
 *
 * Used by the demo catalogue (a few hundred records seeded on first start) and by the
 * benchmarks (catalogues of 200,000 and 1,000,000 records). Record i is a pure function of
 * (seed, i, options): each record reseeds the PRNG from (seed, i), so generating 1,000 records
 * gives exactly the first 1,000 of a 1,000,000-record run, and the holdings (952) draw from a
 * separate stream so that changing the library list never changes the bibliographic data.
 *
 * Term distributions are Zipf-like because every vocabulary list is ordered by popularity and
 * drawn with Zipf ranks; see benchmark-terms.ts for the broad and selective terms.
 */
import type { MarcDataField, MarcField, MarcRecord, WorkTypeKey } from '@estante/core';
import { cutterMark, fold, isbn13To10, makeIsbn13, makeIssn } from './identifiers.ts';
import {
  books008,
  type Common008,
  computer008,
  control,
  field,
  fieldFrom,
  leader,
  map008,
  music008,
  serial008,
  visual008,
} from './marc.ts';
import { COMPOSERS, type KnownPerson, makePerson, naturalOrder, type Person, SUBJECT_PEOPLE } from './people.ts';
import { deriveSeed, mix32, Rng, WeightedTable } from './prng.ts';
import { agree, and, article, joinAnd, nonfilingCharacters, upperFirst, withArticle } from './text.ts';
import {
  type CorporateBody,
  ENG_CORPORATE,
  ENG_UNIVERSITIES,
  POR_CORPORATE,
  POR_UNIVERSITIES,
  SPA_CORPORATE,
  SPA_UNIVERSITIES,
} from './vocabulary/names.ts';
import { ENG_PUBLISHERS, POR_PUBLISHERS, type Publisher, SPA_PUBLISHERS } from './vocabulary/publishers.ts';
import {
  CHRONOLOGICAL_SUBDIVISIONS,
  FORM_SUBDIVISIONS,
  GENERAL_SUBDIVISIONS,
  GEOGRAPHIC_SUBDIVISIONS,
  INSTRUMENTS,
  LITERARY_TOPICS,
  MUSIC_GENRES,
} from './vocabulary/subjects.ts';
import { type Area, TOPICS, type Topic } from './vocabulary/topics.ts';
import {
  CITIES,
  CONCEPTS,
  FICTION_ADJECTIVES,
  FICTION_NOUNS,
  GENERAL_NOUNS,
  type Lang,
  type Noun,
  PLACES,
  SERIES,
  SUBTITLES,
} from './vocabulary/words.ts';

export type LanguageCode = Lang;

export interface GeneratorOptions {
  /** PRNG seed (default 1). Same seed and options → byte-identical records. */
  seed?: number;
  count: number;
  /** 001 values are sequential from this (default 1), with 003 'Estante'. */
  firstControlNumber?: number;
  /** Holding library codes for 952 items (no items when empty). */
  libraries: { code: string }[];
  /** Record languages; default mix 60% por, 25% eng, 15% spa (a subset keeps those proportions). */
  languages?: LanguageCode[];
}

/** The organisation code in 003 and 040 (re-import matches on 003 + 001). */
export const CONTROL_NUMBER_IDENTIFIER = 'Estante';
const LOCAL_AGENCY = 'BR-XxUFE';
const LAST_YEAR = 2026;

const LANGUAGE_WEIGHTS: Record<Lang, number> = { por: 60, eng: 25, spa: 15 };

/** Share of each work type in a generated catalogue (per mille). */
export const WORK_TYPE_MIX: Readonly<Record<WorkTypeKey, number>> = {
  book: 640,
  ebook: 70,
  article: 60,
  dissertation: 40,
  periodical: 35,
  thesis: 30,
  video: 20,
  undergraduateWork: 15,
  eperiodical: 15,
  map: 10,
  score: 10,
  musicRecording: 10,
  electronicResource: 7,
  soundRecording: 5,
  kit: 5,
  image: 4,
  manuscript: 3,
  object: 2,
};

const WORK_TYPE_TABLE = new WeightedTable(Object.keys(WORK_TYPE_MIX) as WorkTypeKey[], Object.values(WORK_TYPE_MIX));

// ---- Tunables for the benchmark term distribution (see benchmark-terms.ts) ------------------

/** Probability that a Portuguese subject heading gets a geographic subdivision ($z). */
const GEOGRAPHIC_SUBDIVISION_P = 0.6;
/** Zipf offset of the Portuguese $z list: smaller makes its head, "Brasil", more dominant. */
const BRASIL_OFFSET = 0.7;

// ---- Lookup tables built once ---------------------------------------------------------------

const PUBLISHERS: Record<Lang, readonly Publisher[]> = {
  por: POR_PUBLISHERS,
  eng: ENG_PUBLISHERS,
  spa: SPA_PUBLISHERS,
};
const CORPORATE: Record<Lang, readonly CorporateBody[]> = {
  por: POR_CORPORATE,
  eng: ENG_CORPORATE,
  spa: SPA_CORPORATE,
};
const UNIVERSITIES = { por: POR_UNIVERSITIES, eng: ENG_UNIVERSITIES, spa: SPA_UNIVERSITIES };

const LANGS: readonly Lang[] = ['por', 'eng', 'spa'];
const AREAS: readonly Area[] = [
  'edu',
  'health',
  'adm',
  'law',
  'lit',
  'soc',
  'econ',
  'hist',
  'sci',
  'eng',
  'comp',
  'arts',
  'agr',
  'env',
  'phil',
];

function byLangAndArea<T>(build: (lang: Lang, area: Area) => readonly T[]): Record<Lang, Record<Area, readonly T[]>> {
  const result = {} as Record<Lang, Record<Area, readonly T[]>>;
  for (const lang of LANGS) {
    result[lang] = {} as Record<Area, readonly T[]>;
    for (const area of AREAS) result[lang][area] = build(lang, area);
  }
  return result;
}

const PUBLISHERS_BY_AREA = byLangAndArea((lang, area) => {
  const found = PUBLISHERS[lang].filter((p) => p.areas.includes(area) || p.areas.includes('any'));
  return found.length > 0 ? found : PUBLISHERS[lang];
});
const CORPORATE_BY_AREA = byLangAndArea((lang, area) => {
  const found = CORPORATE[lang].filter((c) => c.area === area || c.area === 'any');
  return found.length > 0 ? found : CORPORATE[lang];
});

function publishersFor(lang: Lang, area: Area): readonly Publisher[] {
  return PUBLISHERS_BY_AREA[lang][area];
}

function corporateFor(lang: Lang, area: Area): readonly CorporateBody[] {
  return CORPORATE_BY_AREA[lang][area];
}

const topicsByArea = new Map<Area, readonly Topic[]>();
for (const topic of TOPICS) {
  const list = (topicsByArea.get(topic.area) as Topic[] | undefined) ?? [];
  list.push(topic);
  topicsByArea.set(topic.area, list);
}
const NON_LITERARY_TOPICS = TOPICS.filter((topic) => !topic.literary);

// ---- Per-record context ---------------------------------------------------------------------

interface Title {
  main: string;
  sub?: string;
}

interface Ctx {
  rng: Rng;
  lang: Lang;
  kind: WorkTypeKey;
  index: number;
  controlNumber: number;
  topic: Topic;
  year: number;
  rda: boolean;
  fields: MarcField[];
  /** Entry element for the Cutter mark (surname, corporate name or title). */
  mainEntry: string;
  title: Title;
  editionShort: string;
  volumes: number;
  callNumber: string;
  classScheme: 'ddc' | 'udc';
  /** The record is about Brazil (drives UDC place auxiliaries). */
  brazil: boolean;
  physical: boolean;
  /** Set when a translation added 041. */
  translation: boolean;
  /** Online resource (856, no items). */
  online: boolean;
  /** Concepts already used in the summary being written. */
  usedConcepts: string[];
  /** Item type (952 $y) when it differs from the work type's usual one. */
  itemType: string;
  /** Added entries (700), appended after the subjects so that the final sort has little to move. */
  added: MarcDataField[];
}

function topicPhrase(lang: Lang, topic: Topic): string {
  return lang === 'por' ? topic.titlePor : lang === 'spa' ? topic.titleSpa : topic.titleEng;
}
function topicGender(lang: Lang, topic: Topic) {
  return lang === 'spa' ? topic.spaGender : topic.gender;
}
function topicPlural(lang: Lang, topic: Topic): boolean {
  return lang === 'por' ? topic.pluralPor : lang === 'spa' ? topic.pluralSpa : false;
}
/** "a educação", "los derechos humanos", "education" (English takes no article). */
function withDefinite(lang: Lang, topic: Topic): string {
  const phrase = topicPhrase(lang, topic);
  if (lang === 'eng') return phrase;
  return `${article(lang, topicGender(lang, topic), topicPlural(lang, topic))} ${phrase}`;
}
/** "da educação", "del derecho", "of education". */
function ofTopic(lang: Lang, topic: Topic): string {
  const phrase = topicPhrase(lang, topic);
  if (lang === 'eng') return `of ${phrase}`;
  return `${withArticle(lang, 'de', topicGender(lang, topic), topicPlural(lang, topic))} ${phrase}`;
}
function nounOf(lang: Lang, noun: Noun): string {
  if (lang === 'eng') return `of ${noun.word}`;
  return `${withArticle(lang, 'de', noun.gender, noun.plural)} ${noun.word}`;
}

function fillSlots(ctx: Ctx, template: string, other: Topic): string {
  if (template.indexOf('{') < 0) return template;
  const { rng, lang } = ctx;
  let result = template;
  if (result.includes('{G2}')) result = result.replace('{G2}', rng.zipf(GENERAL_NOUNS[lang], 2).word);
  if (result.includes('{G}')) result = result.replace('{G}', rng.zipf(GENERAL_NOUNS[lang], 2).word);
  if (result.includes('{T}')) result = result.replace('{T}', topicPhrase(lang, other));
  if (result.includes('{C}')) result = result.replace('{C}', rng.zipf(CITIES[lang], 3));
  return result;
}

function subtitle(ctx: Ctx): string {
  const { rng, lang } = ctx;
  return fillSlots(ctx, rng.zipf(SUBTITLES[lang], 3), rng.zipf(NON_LITERARY_TOPICS, 2));
}

function place(ctx: Ctx): string {
  const chosen = ctx.rng.zipf(PLACES[ctx.lang], 1);
  if (chosen.endsWith('Brasil') || chosen.endsWith('Brazil')) ctx.brazil = true;
  return chosen;
}

function secondTopic(ctx: Ctx): Topic {
  const { rng, topic } = ctx;
  const sameArea = topicsByArea.get(topic.area) ?? NON_LITERARY_TOPICS;
  for (let attempt = 0; attempt < 3; attempt++) {
    const candidate = rng.chance(0.6) ? rng.zipf(sameArea, 1) : rng.zipf(NON_LITERARY_TOPICS, 2);
    if (candidate !== topic && !candidate.literary) return candidate;
  }
  return NON_LITERARY_TOPICS[0] === topic ? (NON_LITERARY_TOPICS[1] as Topic) : (NON_LITERARY_TOPICS[0] as Topic);
}

/** Titles of non-fiction works: textbooks, essays, monographs, theses. */
function academicTitle(ctx: Ctx, research = false): Title {
  const { rng, lang, topic } = ctx;
  const t = topicPhrase(lang, topic);
  const g = rng.zipf(GENERAL_NOUNS[lang], 2);
  let main: string;
  let subtitleP = 0.35;
  // Research works (theses, articles) are not textbooks: no "Introduction to", "Manual of".
  const pattern = research ? rng.int(3, 15) : rng.int(0, 15);
  if (lang === 'por') {
    const gender = topic.gender;
    const plural = topic.pluralPor;
    switch (pattern) {
      case 0:
        main = `Introdução ${withArticle(lang, 'a', gender, plural)} ${t}`;
        break;
      case 1:
        main = `${rng.pick(['Fundamentos', 'Princípios', 'Elementos', 'Tópicos'])} de ${t}`;
        break;
      case 2:
        main = `${rng.pick(['Manual', 'Curso', 'Tratado', 'Compêndio'])} de ${t}`;
        break;
      case 3:
      case 4:
        main = t;
        subtitleP = 1;
        break;
      case 5:
        main = `${t} ${and(lang, g.word)} ${g.word}`;
        break;
      case 6:
      case 7:
        main = `${withDefinite(lang, topic)} ${place(ctx)}`;
        break;
      case 8:
      case 9:
        main = `${g.word} ${ofTopic(lang, topic)}${rng.chance(0.45) ? ` ${place(ctx)}` : ''}`;
        break;
      case 10: {
        const g2 = rng.zipf(GENERAL_NOUNS[lang], 2);
        main = `${g.word} ${and(lang, g2.word)} ${g2.word} ${withArticle(lang, 'em', gender, plural)} ${t}`;
        break;
      }
      case 11:
        main = `${rng.pick(['Ensaios', 'Estudos', 'Reflexões', 'Perspectivas'])} sobre ${withDefinite(lang, topic)}`;
        break;
      case 12:
        main = `${t} ${and(lang, '')} ${topicPhrase(lang, secondTopic(ctx))}`;
        break;
      case 13:
        main = `${t} ${agree('contemporâneo/contemporânea', gender, plural, lang)}`;
        break;
      case 14:
        main = `${rng.pick(['O ensino', 'A pesquisa', 'A formação', 'A avaliação'])} ${rng.chance(0.5) ? 'em' : 'de'} ${t}`;
        break;
      default:
        main = `${g.word} ${and(lang, '')} ${t} ${place(ctx)}`;
        break;
    }
  } else if (lang === 'spa') {
    const gender = topic.spaGender;
    const plural = topic.pluralSpa;
    switch (pattern) {
      case 0:
        main = `Introducción ${withArticle(lang, 'a', gender, plural)} ${t}`;
        break;
      case 1:
        main = `${rng.pick(['Fundamentos', 'Principios', 'Elementos', 'Lecciones'])} de ${t}`;
        break;
      case 2:
        main = `${rng.pick(['Manual', 'Curso', 'Tratado', 'Compendio'])} de ${t}`;
        break;
      case 3:
      case 4:
        main = t;
        subtitleP = 1;
        break;
      case 5:
        main = `${t} ${and(lang, g.word)} ${g.word}`;
        break;
      case 6:
      case 7:
        main = `${withDefinite(lang, topic)} ${place(ctx)}`;
        break;
      case 8:
      case 9:
        main = `${g.word} ${ofTopic(lang, topic)}${rng.chance(0.45) ? ` ${place(ctx)}` : ''}`;
        break;
      case 10: {
        const g2 = rng.zipf(GENERAL_NOUNS[lang], 2);
        main = `${g.word} ${and(lang, g2.word)} ${g2.word} en ${withDefinite(lang, topic)}`;
        break;
      }
      case 11:
        main = `${rng.pick(['Ensayos', 'Estudios', 'Reflexiones', 'Perspectivas'])} sobre ${withDefinite(lang, topic)}`;
        break;
      case 12: {
        const other = topicPhrase(lang, secondTopic(ctx));
        main = `${t} ${and(lang, other)} ${other}`;
        break;
      }
      case 13:
        main = `${t} ${agree('contemporáneo/contemporánea', gender, plural, lang)}`;
        break;
      case 14:
        main = `${rng.pick(['La enseñanza', 'La investigación', 'La formación', 'La evaluación'])} en ${t}`;
        break;
      default:
        main = `${g.word} ${and(lang, t)} ${t} ${place(ctx)}`;
        break;
    }
  } else {
    switch (pattern) {
      case 0:
        main = `Introduction to ${t}`;
        break;
      case 1:
        main = `${rng.pick(['Fundamentals', 'Principles', 'Elements', 'Topics'])} of ${t}`;
        break;
      case 2:
        main = `${rng.pick(['Handbook of', 'The Routledge handbook of', 'The Oxford handbook of', 'A companion to'])} ${t}`;
        break;
      case 3:
      case 4:
        main = t;
        subtitleP = 1;
        break;
      case 5:
        main = `${t} and ${g.word}`;
        break;
      case 6:
      case 7:
        main = `${t} ${place(ctx)}`;
        break;
      case 8:
      case 9:
        main = `${rng.chance(0.5) ? 'A history' : `The ${g.word}`} ${ofTopic(lang, topic)}${rng.chance(0.45) ? ` ${place(ctx)}` : ''}`;
        break;
      case 10: {
        const g2 = rng.zipf(GENERAL_NOUNS[lang], 2);
        main = `${g.word} and ${g2.word} in ${t}`;
        break;
      }
      case 11:
        main = `${rng.pick(['Essays', 'Studies', 'Reflections', 'Perspectives'])} on ${t}`;
        break;
      case 12:
        main = `${t} and ${topicPhrase(lang, secondTopic(ctx))}`;
        break;
      case 13:
        main = `${rng.pick(['Contemporary', 'Understanding', 'Rethinking', 'Teaching'])} ${t}`;
        break;
      case 14:
        main = `${rng.pick(['Research methods in', 'New directions in', 'Debates in'])} ${t}`;
        break;
      default:
        main = `${g.word}, ${t} and the state ${place(ctx)}`;
        break;
    }
  }
  const title: Title = { main: upperFirst(main) };
  if (rng.chance(subtitleP)) title.sub = subtitle(ctx);
  return title;
}

/** Titles of novels, stories, poetry, films and albums. */
function fictionTitle(ctx: Ctx, short = false): Title {
  const { rng, lang } = ctx;
  const nounsList = FICTION_NOUNS[lang];
  const n = rng.zipf(nounsList, 3);
  let main: string;
  switch (rng.int(0, short ? 5 : 6)) {
    case 0:
      main = `${lang === 'eng' ? 'the' : article(lang, n.gender, n.plural)} ${n.word}`;
      break;
    case 1:
    case 2: {
      let n2 = rng.zipf(nounsList, 3);
      if (n2 === n) n2 = nounsList[(nounsList.indexOf(n) + 1) % nounsList.length] as Noun;
      main =
        lang === 'eng'
          ? `the ${n.word} of the ${n2.word}`
          : `${article(lang, n.gender, n.plural)} ${n.word} ${nounOf(lang, n2)}`;
      break;
    }
    case 3:
    case 4: {
      const adjective = rng.zipf(FICTION_ADJECTIVES[lang], 2);
      main =
        lang === 'eng'
          ? `the ${adjective} ${n.word}`
          : `${article(lang, n.gender, n.plural)} ${n.word} ${agree(adjective, n.gender, n.plural, lang)}`;
      break;
    }
    case 5:
      main = `${n.word} ${lang === 'eng' ? 'of' : 'de'} ${rng.zipf(CITIES[lang], 3)}`;
      break;
    default:
      main = lang === 'por' ? `${n.word} e outros ${n.plural ? 'textos' : 'contos'}` : n.word;
      break;
  }
  const title: Title = { main: upperFirst(main) };
  const literary = ctx.topic.literary;
  if (ctx.kind === 'book' || ctx.kind === 'ebook') {
    if (literary === 'p' && rng.chance(0.5)) title.sub = { por: 'poemas', eng: 'poems', spa: 'poemas' }[lang];
    else if (literary === 'j' && rng.chance(0.5)) title.sub = { por: 'contos', eng: 'stories', spa: 'cuentos' }[lang];
    else if (literary === 'f' && rng.chance(0.25)) title.sub = { por: 'romance', eng: 'a novel', spa: 'novela' }[lang];
    else if (literary === 'd' && rng.chance(0.5))
      title.sub = { por: 'peça em três atos', eng: 'a play', spa: 'drama en tres actos' }[lang];
  }
  return title;
}

// ---- Names and fields -----------------------------------------------------------------------

function nameField(tag: string, heading: string, dates: string, relator: string): MarcDataField {
  const ind1 = heading.includes(', ') ? '1' : '0';
  const pairs: string[] = [];
  const endsWithPeriod = heading.endsWith('.');
  if (dates) {
    pairs.push('a', `${heading},`, 'd', relator ? `${dates},` : dates.endsWith('-') ? dates : `${dates}.`);
  } else {
    pairs.push('a', relator ? `${heading},` : endsWithPeriod ? heading : `${heading}.`);
  }
  if (relator) pairs.push('e', `${relator}.`);
  return fieldFrom(tag, ind1, ' ', pairs);
}

function corporateField(tag: string, body: CorporateBody, relator = ''): MarcDataField {
  const pairs = ['a', body.unit ? `${body.name}.` : relator ? `${body.name},` : `${body.name}.`];
  if (body.unit) {
    const units = body.unit.split('. ');
    for (let i = 0; i < units.length; i++) {
      const last = i === units.length - 1;
      pairs.push('b', last && relator ? `${units[i]},` : `${units[i]}.`);
    }
  }
  if (relator) pairs.push('e', `${relator}.`);
  const ind1 = /^(Brasil|España)$/.test(body.name) ? '1' : '2';
  return fieldFrom(tag, ind1, ' ', pairs);
}

function corporateDisplay(body: CorporateBody): string {
  return body.unit ? `${body.name}. ${body.unit}` : body.name;
}

const RELATORS: Record<
  Lang,
  Record<'author' | 'editor' | 'translator' | 'advisor' | 'director' | 'composer' | 'performer', string>
> = {
  por: {
    author: 'autor',
    editor: 'organizador',
    translator: 'tradutor',
    advisor: 'orientador',
    director: 'diretor',
    composer: 'compositor',
    performer: 'intérprete',
  },
  eng: {
    author: 'author',
    editor: 'editor',
    translator: 'translator',
    advisor: 'thesis advisor',
    director: 'film director',
    composer: 'composer',
    performer: 'performer',
  },
  spa: {
    author: 'autor',
    editor: 'compilador',
    translator: 'traductor',
    advisor: 'director de tesis',
    director: 'director de cine',
    composer: 'compositor',
    performer: 'intérprete',
  },
};

interface Responsibility {
  statement: string;
  persons: Person[];
}

/** Adds 1XX/7XX for the authorship pattern and returns the 245 $c statement. */
function addAuthors(ctx: Ctx, allowEdited: boolean, authorLang: Lang = ctx.lang): Responsibility | undefined {
  const { rng, lang, fields } = ctx;
  const relators = RELATORS[lang];
  const roll = rng.next();
  if (roll < 0.6 || !allowEdited) {
    const count = roll < 0.45 || !allowEdited ? 1 : rng.int(2, 3);
    const persons = people(rng, authorLang, count, 0.12);
    const authorRelator = ctx.rda ? relators.author : '';
    const first = persons[0] as Person;
    fields.push(nameField('100', first.heading, first.dates, authorRelator));
    for (let i = 1; i < persons.length; i++) {
      const other = persons[i] as Person;
      ctx.added.push(nameField('700', other.heading, other.dates, authorRelator));
    }
    ctx.mainEntry = first.surname;
    return { statement: naturalNames(lang, persons), persons };
  }
  if (roll < 0.93) {
    const count = rng.chance(0.55) ? 1 : rng.int(2, 3);
    const persons = people(rng, authorLang, count, 0.12);
    const editorRelator = ctx.rda ? relators.editor : abbreviatedEditor(lang);
    for (const person of persons) ctx.added.push(nameField('700', person.heading, person.dates, editorRelator));
    const names = naturalNames(lang, persons);
    const plural = count > 1;
    const statement =
      lang === 'por'
        ? rng.chance(0.5)
          ? `${names} (org${plural ? 's' : ''}.)`
          : `organização ${names}`
        : lang === 'spa'
          ? rng.chance(0.5)
            ? `${names} (coord${plural ? 's' : ''}.)`
            : `compilación de ${names}`
          : `edited by ${names}`;
    return { statement, persons };
  }
  const body = rng.zipf(corporateFor(lang, ctx.topic.area), 1);
  if (body.name === 'Brasil') ctx.brazil = true;
  fields.push(corporateField('110', body, ctx.rda ? relators.author : ''));
  ctx.mainEntry = body.name;
  return { statement: corporateDisplay(body), persons: [] };
}

function people(rng: Rng, lang: Lang, count: number, withDates: number): Person[] {
  const result: Person[] = [];
  for (let i = 0; i < count; i++) result.push(makePerson(rng, lang, withDates));
  return result;
}

function naturalNames(lang: Lang, persons: readonly Person[]): string {
  const names: string[] = [];
  for (const person of persons) names.push(person.natural);
  return joinAnd(lang, names);
}

function abbreviatedEditor(lang: Lang): string {
  return lang === 'por' ? 'org' : lang === 'spa' ? 'comp' : 'ed';
}

function titleField(
  ctx: Ctx,
  title: Title,
  responsibility: string | undefined,
  hasMainEntry: boolean,
  gmd = '',
): MarcDataField {
  const { main, sub } = title;
  const pairs: string[] = [];
  const gmdText = gmd && !ctx.rda ? gmd : '';
  const punctuation = sub ? ' :' : responsibility ? ' /' : '.';
  if (gmdText) {
    pairs.push('a', main, 'h', `${gmdText}${punctuation}`);
  } else {
    pairs.push('a', `${main}${punctuation === '.' && /[.?!]$/.test(main) ? '' : punctuation}`);
  }
  if (sub) pairs.push('b', `${sub}${responsibility ? ' /' : '.'}`);
  if (responsibility) pairs.push('c', responsibility.endsWith('.') ? responsibility : `${responsibility}.`);
  return fieldFrom('245', hasMainEntry ? '1' : '0', String(nonfilingCharacters(ctx.lang, main)), pairs);
}

// ---- Dates ---------------------------------------------------------------------------------

/** Publication year 1950–2026, skewed to recent years (density grows linearly towards 2026). */
function publicationYear(rng: Rng, first = 1950): number {
  const u = rng.next();
  return LAST_YEAR - Math.floor((LAST_YEAR - first + 1) * u * u);
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Date entered (008/00-05, yymmdd) and latest transaction (005). */
function recordDates(rng: Rng, year: number): { entered: string; transaction: string } {
  const from = Math.max(year, 1998);
  const enteredYear = Math.min(LAST_YEAR, from + rng.int(0, 2));
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  const changedYear = rng.chance(0.3) ? Math.min(LAST_YEAR, enteredYear + rng.int(1, 5)) : enteredYear;
  const changedMonth = changedYear === enteredYear ? Math.max(month, rng.int(1, 12)) : rng.int(1, 12);
  const entered = `${String(enteredYear).slice(2)}${pad2(month)}${pad2(day)}`;
  const transaction = `${changedYear}${pad2(changedMonth)}${pad2(rng.int(1, 28))}${pad2(rng.int(7, 20))}${pad2(
    rng.int(0, 59),
  )}${pad2(rng.int(0, 59))}.0`;
  return { entered, transaction };
}

// ---- Physical description, edition, publication ----------------------------------------------

const ROMAN = ['vii', 'ix', 'x', 'xi', 'xii', 'xiv', 'xv', 'xvi', 'xviii', 'xx', 'xxii', 'xxiv', 'xxxii'];

function pagesText(ctx: Ctx, pages: number, leaves = false): string {
  const { rng, lang, rda } = ctx;
  const prelim = !leaves && rng.chance(0.3) ? `${rng.pick(ROMAN)}, ` : '';
  if (leaves)
    return rda
      ? `${pages} ${lang === 'eng' ? 'leaves' : lang === 'spa' ? 'hojas' : 'folhas'}`
      : `${pages} ${lang === 'eng' ? 'leaves' : lang === 'spa' ? 'h.' : 'f.'}`;
  if (rda) return `${prelim}${pages} ${lang === 'eng' ? 'pages' : lang === 'spa' ? 'páginas' : 'páginas'}`;
  return `${prelim}${pages} p.`;
}

function illustrationsText(ctx: Ctx): string {
  const { rng, lang, rda } = ctx;
  const colour = rng.chance(0.3);
  if (lang === 'eng')
    return rda ? (colour ? 'illustrations (some color)' : 'illustrations') : colour ? 'ill. (some col.)' : 'ill.';
  if (lang === 'spa') return rda ? 'ilustraciones' : colour ? 'il. col.' : 'il.';
  return rda ? (colour ? 'ilustrações color.' : 'ilustrações') : colour ? 'il. color.' : 'il.';
}

function physicalField(a: string, b: string, c: string, e = ''): MarcDataField {
  const pairs = ['a', b ? `${a} :` : c ? `${a} ;` : a];
  if (b) pairs.push('b', c ? `${b} ;` : b);
  if (c) pairs.push('c', e ? `${c} +` : c);
  if (e) pairs.push('e', e);
  return fieldFrom('300', ' ', ' ', pairs);
}

function bookPages(rng: Rng): number {
  return 2 * Math.floor((40 + rng.next() * rng.next() * 860 + rng.int(0, 60)) / 2);
}

const EDITION_FORMS: Record<Lang, readonly string[]> = {
  por: ['ed.', 'ed. rev.', 'ed. rev. e ampl.', 'ed. rev. e atual.', 'ed. atual.', 'ed., reimpr.'],
  eng: ['ed.', 'ed., rev.', 'ed., rev. and expanded', 'ed., updated'],
  spa: ['ed.', 'ed. corr. y aum.', 'ed. rev.', 'ed. act.'],
};
const ENGLISH_ORDINALS = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];
const ENGLISH_WORD_ORDINALS = [
  '',
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Ninth',
  'Tenth',
  'Eleventh',
  'Twelfth',
];

function addEdition(ctx: Ctx, probability: number): void {
  const { rng, lang, rda } = ctx;
  if (!rng.chance(probability)) return;
  const n = 2 + Math.floor(rng.next() * rng.next() * 11);
  const form = rng.zipf(EDITION_FORMS[lang], 1);
  let statement: string;
  let short: string;
  if (lang === 'eng') {
    short = `${ENGLISH_ORDINALS[n]} ed.`;
    statement = rda
      ? `${ENGLISH_WORD_ORDINALS[n]} edition${form === 'ed.' ? '' : form.slice(3).replace('rev.', 'revised')}`
      : `${ENGLISH_ORDINALS[n]} ${form}`;
  } else if (lang === 'spa') {
    short = `${n}a ed.`;
    statement = rda ? `${n}.ª edición${form === 'ed.' ? '' : ` ${form.slice(4)}`}` : `${n}a ${form}`;
  } else {
    short = `${n}. ed.`;
    statement = rda && form === 'ed.' ? `${n}. edição` : `${n}. ${form}`;
  }
  ctx.editionShort = short;
  ctx.fields.push(field('250', ' ', ' ', 'a', statement.endsWith('.') ? statement : `${statement}.`));
}

function addPublication(ctx: Ctx, publisher: Publisher | undefined, yearText: string, placeOverride?: string): void {
  const { rng, rda, fields } = ctx;
  const placeName = placeOverride ?? publisher?.place ?? '';
  if (!publisher) {
    // Theses and unpublished material: place and date only.
    if (rda) fields.push(field('264', ' ', '0', 'a', `${placeName},`, 'c', `${yearText}.`));
    else fields.push(field('260', ' ', ' ', 'a', `${placeName},`, 'c', `${yearText}.`));
    return;
  }
  if (rda) {
    fields.push(field('264', ' ', '1', 'a', `${placeName} :`, 'b', `${publisher.name},`, 'c', `${yearText}.`));
    if (rng.chance(0.12) && /^\d{4}$/.test(yearText)) fields.push(field('264', ' ', '4', 'c', `©${yearText}`));
  } else if (rng.chance(0.015)) {
    fields.push(field('260', ' ', ' ', 'a', '[S.l.] :', 'b', '[s.n.],', 'c', `${yearText}.`));
  } else {
    fields.push(
      field(
        '260',
        ' ',
        ' ',
        'a',
        `${placeName} :`,
        'b',
        `${publisher.name},`,
        'c',
        `${rng.chance(0.04) ? 'c' : ''}${yearText}.`,
      ),
    );
  }
}

const CONTENT_TYPES: Record<string, Record<Lang, [string, string]>> = {
  text: { por: ['texto', 'txt'], eng: ['text', 'txt'], spa: ['texto', 'txt'] },
  video: {
    por: ['imagem bidimensional em movimento', 'tdi'],
    eng: ['two-dimensional moving image', 'tdi'],
    spa: ['imagen bidimensional en movimiento', 'tdi'],
  },
  map: { por: ['imagem cartográfica', 'cri'], eng: ['cartographic image', 'cri'], spa: ['imagen cartográfica', 'cri'] },
  score: { por: ['música notada', 'ntm'], eng: ['notated music', 'ntm'], spa: ['música notada', 'ntm'] },
  music: { por: ['música executada', 'prm'], eng: ['performed music', 'prm'], spa: ['música interpretada', 'prm'] },
  spoken: { por: ['palavra falada', 'spw'], eng: ['spoken word', 'spw'], spa: ['palabra hablada', 'spw'] },
  program: {
    por: ['programa de computador', 'cop'],
    eng: ['computer program', 'cop'],
    spa: ['programa informático', 'cop'],
  },
  image: { por: ['imagem fixa', 'sti'], eng: ['still image', 'sti'], spa: ['imagen fija', 'sti'] },
  object: {
    por: ['forma tridimensional', 'tdf'],
    eng: ['three-dimensional form', 'tdf'],
    spa: ['forma tridimensional', 'tdf'],
  },
};
const MEDIA_TYPES: Record<string, Record<Lang, [string, string]>> = {
  unmediated: { por: ['não mediado', 'n'], eng: ['unmediated', 'n'], spa: ['sin mediación', 'n'] },
  computer: { por: ['computador', 'c'], eng: ['computer', 'c'], spa: ['computadora', 'c'] },
  video: { por: ['vídeo', 'v'], eng: ['video', 'v'], spa: ['video', 'v'] },
  audio: { por: ['áudio', 's'], eng: ['audio', 's'], spa: ['audio', 's'] },
};
const CARRIER_TYPES: Record<string, Record<Lang, [string, string]>> = {
  volume: { por: ['volume', 'nc'], eng: ['volume', 'nc'], spa: ['volumen', 'nc'] },
  online: { por: ['recurso online', 'cr'], eng: ['online resource', 'cr'], spa: ['recurso en línea', 'cr'] },
  videodisc: { por: ['videodisco', 'vd'], eng: ['videodisc', 'vd'], spa: ['videodisco', 'vd'] },
  videocassette: { por: ['videocassete', 'vf'], eng: ['videocassette', 'vf'], spa: ['videocasete', 'vf'] },
  sheet: { por: ['folha', 'nb'], eng: ['sheet', 'nb'], spa: ['hoja', 'nb'] },
  audiodisc: { por: ['disco de áudio', 'sd'], eng: ['audio disc', 'sd'], spa: ['disco de audio', 'sd'] },
  disc: { por: ['disco de computador', 'cd'], eng: ['computer disc', 'cd'], spa: ['disco de computadora', 'cd'] },
  object: { por: ['objeto', 'nr'], eng: ['object', 'nr'], spa: ['objeto', 'nr'] },
  card: { por: ['cartão', 'no'], eng: ['card', 'no'], spa: ['tarjeta', 'no'] },
};

/** RDA content/media/carrier (336/337/338), only in RDA records. */
function addRdaTypes(ctx: Ctx, content: string, media: string, carrier: string): void {
  if (!ctx.rda) return;
  const lang = ctx.lang;
  const c = CONTENT_TYPES[content]?.[lang] as [string, string];
  const m = MEDIA_TYPES[media]?.[lang] as [string, string];
  const k = CARRIER_TYPES[carrier]?.[lang] as [string, string];
  ctx.fields.push(
    field('336', ' ', ' ', 'a', c[0], 'b', c[1], '2', 'rdacontent'),
    field('337', ' ', ' ', 'a', m[0], 'b', m[1], '2', 'rdamedia'),
    field('338', ' ', ' ', 'a', k[0], 'b', k[1], '2', 'rdacarrier'),
  );
}

// ---- Standard numbers -------------------------------------------------------------------------

const ISBN_QUALIFIERS: Record<Lang, readonly string[]> = {
  por: ['broch.', 'enc.', 'broch.', 'papel'],
  eng: ['pbk.', 'hbk.', 'pbk. : alk. paper', 'paperback'],
  spa: ['rústica', 'tapa dura', 'rúst.'],
};
const EBOOK_QUALIFIER: Record<Lang, string> = { por: 'e-book', eng: 'ebook', spa: 'libro electrónico' };

function addIsbns(ctx: Ctx, publisher: Publisher, ebook: boolean): void {
  const { rng, year, lang, rda, fields, volumes } = ctx;
  if (year < 1972) return;
  if (!rng.chance(year >= 1990 ? 0.93 : 0.55)) return;
  const articleDigits = 12 - publisher.isbnPrefix.length;
  const base = rng.nextUint32() % 10 ** articleDigits;
  const numbers = volumes > 1 ? volumes + (rng.chance(0.5) ? 1 : 0) : 1;
  for (let i = 0; i < numbers; i++) {
    const isbn13 = makeIsbn13(publisher.isbnPrefix, (base + i) % 10 ** articleDigits);
    const qualifier = ebook
      ? EBOOK_QUALIFIER[lang]
      : volumes > 1
        ? i < volumes
          ? `v. ${i + 1}`
          : lang === 'eng'
            ? 'set'
            : lang === 'spa'
              ? 'obra completa'
              : 'obra completa'
        : rng.chance(0.3)
          ? rng.pick(ISBN_QUALIFIERS[lang])
          : '';
    const forms: string[] = [];
    if (year < 2005) forms.push(isbn13To10(isbn13));
    else if (year < 2008) forms.push(isbn13, isbn13To10(isbn13));
    else forms.push(isbn13);
    for (const isbn of forms) {
      if (!qualifier) fields.push(field('020', ' ', ' ', 'a', isbn));
      else if (rda) fields.push(field('020', ' ', ' ', 'a', isbn, 'q', qualifier));
      else fields.push(field('020', ' ', ' ', 'a', `${isbn} (${qualifier})`));
    }
  }
}

// ---- Classification and call numbers ------------------------------------------------------------

function addClassification(ctx: Ctx, ddcOverride?: string, udcOverride?: string): void {
  const { rng, topic, fields } = ctx;
  const useUdc = ctx.lang !== 'eng' && rng.chance(0.22);
  let number: string;
  if (useUdc) {
    number = udcOverride ?? rng.pick(topic.udc);
    if (ctx.brazil && !number.includes('(')) number = `${number}(81)`;
    fields.push(field('080', ' ', ' ', 'a', number));
    ctx.classScheme = 'udc';
  } else {
    number = ddcOverride ?? rng.pick(topic.ddc);
    fields.push(field('082', '0', '4', 'a', number, '2', '23'));
    ctx.classScheme = 'ddc';
  }
  const mark = cutterMark(ctx.mainEntry || ctx.title.main, ctx.title.main);
  fields.push(field('090', ' ', ' ', 'a', number, 'b', mark));
  ctx.callNumber = `${number} ${mark}${ctx.editionShort ? ` ${ctx.editionShort}` : ''}`;
}

// ---- Subjects -----------------------------------------------------------------------------------

const SUBJECT_SOURCE: Record<Lang, { ind2: string; source?: string }> = {
  por: { ind2: '4' },
  eng: { ind2: '0' },
  spa: { ind2: '7', source: 'embne' },
};

function subjectField(
  ctx: Ctx,
  topic: Topic,
  extra: { x?: string; z?: string; y?: string; v?: string },
): MarcDataField {
  const { lang } = ctx;
  const parts = topic.headingParts[lang];
  const main = parts[0] as string;
  const pairs = ['a', main];
  for (let i = 1; i < parts.length; i++) pairs.push('x', parts[i] as string);
  if (extra.x) pairs.push('x', extra.x);
  if (extra.z) pairs.push('z', extra.z);
  if (extra.y) pairs.push('y', extra.y);
  if (extra.v) pairs.push('v', extra.v);
  const last = pairs.length - 1;
  if (!/[.?!-]$/.test(pairs[last] as string)) pairs[last] = `${pairs[last]}.`;
  const source = SUBJECT_SOURCE[lang];
  if (source.source) pairs.push('2', source.source);
  if (main === 'Brasil' || main === 'Brazil') ctx.brazil = true;
  return fieldFrom(topic.geographic ? '651' : '650', ' ', source.ind2, pairs);
}

function addSubjects(ctx: Ctx, form?: string): void {
  const { rng, lang, topic, fields } = ctx;
  const count = 1 + (rng.chance(0.6) ? 1 : 0) + (rng.chance(0.25) ? 1 : 0);
  for (let i = 0; i < count; i++) {
    const subject = i === 0 ? topic : secondTopic(ctx);
    const extra: { x?: string; z?: string; y?: string; v?: string } = {};
    if (!subject.geographic && !subject.literary) {
      if (rng.chance(0.3)) extra.x = rng.zipf(GENERAL_SUBDIVISIONS[lang], 1);
      const geoP = lang === 'por' ? GEOGRAPHIC_SUBDIVISION_P : 0.3;
      if (rng.chance(geoP)) {
        extra.z = rng.zipf(GEOGRAPHIC_SUBDIVISIONS[lang], lang === 'por' ? BRASIL_OFFSET : 1);
        if (/Bra[sz]il/.test(extra.z)) ctx.brazil = true;
      }
      if (rng.chance(0.1)) extra.y = rng.zipf(CHRONOLOGICAL_SUBDIVISIONS[lang], 1);
    } else if (subject.literary && rng.chance(0.2)) {
      extra.y = rng.zipf(CHRONOLOGICAL_SUBDIVISIONS[lang], 1);
    }
    if (i === 0 && form) extra.v = form;
    fields.push(subjectField(ctx, subject, extra));
  }
  if (rng.chance(topic.area === 'lit' || topic.area === 'hist' ? 0.12 : 0.02)) {
    const person = rng.zipf(SUBJECT_PEOPLE[lang], 2);
    const x = { por: 'Crítica e interpretação', eng: 'Criticism and interpretation', spa: 'Crítica e interpretación' }[
      lang
    ];
    const pairs = ['a', `${person.heading},`, 'd', person.dates, 'x', `${x}.`];
    if (SUBJECT_SOURCE[lang].source) pairs.push('2', SUBJECT_SOURCE[lang].source as string);
    fields.push(fieldFrom('600', '1', SUBJECT_SOURCE[lang].ind2, pairs));
  }
}

// ---- Notes ----------------------------------------------------------------------------------------

const SUMMARY_SUBJECT: Record<Lang, Partial<Record<WorkTypeKey, string>> & { default: string }> = {
  por: {
    default: 'Este livro',
    thesis: 'Esta tese',
    dissertation: 'Esta dissertação',
    undergraduateWork: 'Este trabalho',
    article: 'Este artigo',
    video: 'Este documentário',
    electronicResource: 'Este recurso',
    kit: 'Este material',
    image: 'Esta coleção',
    manuscript: 'Esta correspondência',
    object: 'Este jogo',
    soundRecording: 'Esta gravação',
  },
  eng: {
    default: 'This book',
    thesis: 'This thesis',
    dissertation: 'This dissertation',
    undergraduateWork: 'This paper',
    article: 'This article',
    video: 'This documentary',
    electronicResource: 'This resource',
    kit: 'This kit',
    image: 'This collection',
    manuscript: 'This correspondence',
    object: 'This game',
    soundRecording: 'This recording',
  },
  spa: {
    default: 'Este libro',
    thesis: 'Esta tesis',
    dissertation: 'Esta tesis',
    undergraduateWork: 'Este trabajo',
    article: 'Este artículo',
    video: 'Este documental',
    electronicResource: 'Este recurso',
    kit: 'Este material',
    image: 'Esta colección',
    manuscript: 'Esta correspondencia',
    object: 'Este juego',
    soundRecording: 'Esta grabación',
  },
};
const PERSPECTIVES: Record<Lang, readonly string[]> = {
  por: ['crítica', 'histórica', 'interdisciplinar', 'comparada', 'sociológica', 'teórica', 'empírica', 'etnográfica'],
  eng: [
    'critical',
    'historical',
    'interdisciplinary',
    'comparative',
    'sociological',
    'theoretical',
    'empirical',
    'ethnographic',
  ],
  spa: ['crítica', 'histórica', 'interdisciplinaria', 'comparada', 'sociológica', 'teórica', 'empírica', 'etnográfica'],
};

/** Concepts for one summary, drawn without repeating a concept already used in it. */
function concept(ctx: Ctx): string {
  const list = CONCEPTS[ctx.lang];
  let chosen = ctx.rng.zipf(list, 4);
  for (let attempt = 0; attempt < 4 && ctx.usedConcepts.includes(chosen); attempt++) chosen = ctx.rng.zipf(list, 4);
  while (ctx.usedConcepts.includes(chosen)) chosen = list[(list.indexOf(chosen) + 1) % list.length] as string;
  ctx.usedConcepts.push(chosen);
  return chosen;
}

function twoNouns(ctx: Ctx): [string, string] {
  const list = GENERAL_NOUNS[ctx.lang];
  const first = ctx.rng.zipf(list, 2);
  let second = ctx.rng.zipf(list, 2);
  if (second === first) second = list[(list.indexOf(first) + 1) % list.length] as Noun;
  return [first.word, second.word];
}

function summarySentence(ctx: Ctx, pick: number): string {
  const { rng, lang, topic, kind } = ctx;
  const subjectTable = SUMMARY_SUBJECT[lang];
  const subject = subjectTable[kind] ?? subjectTable.default;
  const t = topicPhrase(lang, topic);
  const [g, g2] = twoNouns(ctx);
  if (lang === 'por') {
    switch (pick) {
      case 0:
        return `${subject} analisa ${withDefinite(lang, topic)} ${place(ctx)}, a partir de uma perspectiva ${rng.pick(PERSPECTIVES.por)}.`;
      case 1:
        return `${subject} discute ${concept(ctx)} e ${concept(ctx)} no contexto ${ofTopic(lang, topic)}.`;
      case 2:
        return `${subject} apresenta os principais conceitos de ${t}, com exemplos, estudos de caso e exercícios.`;
      case 3:
        return `Reúne estudos sobre ${joinAnd(lang, [concept(ctx), concept(ctx), concept(ctx)])}.`;
      case 4:
        return `Examina as relações entre ${g} e ${g2} ${place(ctx)}.`;
      case 5:
        return `Com base em pesquisa realizada em ${rng.zipf(CITIES.por, 3)}, aborda ${concept(ctx)} e ${concept(ctx)}.`;
      case 6:
        return `Destina-se a estudantes de graduação e pós-graduação, professores e profissionais de ${t}.`;
      case 7:
        return `Inclui discussão sobre ${concept(ctx)}.`;
      default:
        return `Os resultados indicam a importância ${withArticle(lang, 'de', 'f', false)} ${concept(ctx)} para ${withDefinite(lang, topic)}.`;
    }
  }
  if (lang === 'spa') {
    switch (pick) {
      case 0:
        return `${subject} analiza ${withDefinite(lang, topic)} ${place(ctx)} desde una perspectiva ${rng.pick(PERSPECTIVES.spa)}.`;
      case 1:
        return `${subject} discute ${concept(ctx)} y ${concept(ctx)} en el contexto ${ofTopic(lang, topic)}.`;
      case 2:
        return `${subject} presenta los principales conceptos de ${t}, con ejemplos, estudios de caso y ejercicios.`;
      case 3:
        return `Reúne estudios sobre ${joinAnd(lang, [concept(ctx), concept(ctx), concept(ctx)])}.`;
      case 4:
        return `Examina las relaciones entre ${g} ${and(lang, g2)} ${g2} ${place(ctx)}.`;
      case 5:
        return `A partir de una investigación realizada en ${rng.zipf(CITIES.spa, 3)}, aborda ${concept(ctx)} y ${concept(ctx)}.`;
      case 6:
        return `Dirigido a estudiantes de grado y posgrado, docentes y profesionales de ${t}.`;
      case 7:
        return `Incluye una discusión sobre ${concept(ctx)}.`;
      default:
        return `Los resultados señalan la importancia de ${concept(ctx)} para ${withDefinite(lang, topic)}.`;
    }
  }
  switch (pick) {
    case 0:
      return `${subject} examines ${t} ${place(ctx)} from a ${rng.pick(PERSPECTIVES.eng)} perspective.`;
    case 1:
      return `${subject} discusses ${concept(ctx)} and ${concept(ctx)} in the context of ${t}.`;
    case 2:
      return `${subject} presents the main concepts of ${t}, with examples, case studies and exercises.`;
    case 3:
      return `Brings together studies on ${joinAnd(lang, [concept(ctx), concept(ctx), concept(ctx)])}.`;
    case 4:
      return `Examines the relationship between ${g} and ${g2} ${place(ctx)}.`;
    case 5:
      return `Drawing on research carried out in ${rng.zipf(CITIES.eng, 3)}, it addresses ${concept(ctx)} and ${concept(ctx)}.`;
    case 6:
      return `Intended for undergraduate and graduate students, teachers and practitioners of ${t}.`;
    case 7:
      return `Includes a discussion of ${concept(ctx)}.`;
    default:
      return `The findings point to the importance of ${concept(ctx)} for ${t}.`;
  }
}

function addSummary(ctx: Ctx, probability: number, lang: Lang = ctx.lang): void {
  const { rng } = ctx;
  if (!rng.chance(probability)) return;
  const saved = ctx.lang;
  ctx.lang = lang;
  ctx.usedConcepts.length = 0;
  const sentences = [summarySentence(ctx, rng.int(0, 2))];
  const second = rng.int(3, 8);
  sentences.push(summarySentence(ctx, second));
  if (rng.chance(0.5)) sentences.push(summarySentence(ctx, 3 + ((second - 3 + rng.int(1, 5)) % 6)));
  ctx.lang = saved;
  ctx.fields.push(field('520', ' ', ' ', 'a', sentences.join(' ')));
}

const PLOTS: Record<Lang, readonly string[]> = {
  por: [
    'a história de uma família ao longo de três gerações',
    'o reencontro de dois irmãos depois de anos de silêncio',
    'a juventude de uma professora do interior',
    'a viagem de um menino pelo sertão',
    'a vida de uma comunidade de pescadores',
    'a amizade entre duas mulheres numa cidade em transformação',
    'um retirante que chega à cidade grande',
    'os últimos dias de um velho fazendeiro',
  ],
  eng: [
    'three generations of a family',
    'two brothers who meet again after years of silence',
    'the youth of a small-town teacher',
    "a boy's journey across the backlands",
    'a community of fishermen',
    'the friendship of two women in a changing city',
    'a migrant who arrives in the big city',
    'the last days of an old farmer',
  ],
  spa: [
    'la historia de una familia a lo largo de tres generaciones',
    'el reencuentro de dos hermanos después de años de silencio',
    'la juventud de una maestra de pueblo',
    'el viaje de un niño por la pampa',
    'la vida de una comunidad de pescadores',
    'la amistad de dos mujeres en una ciudad que cambia',
    'un emigrante que llega a la gran ciudad',
    'los últimos días de un viejo hacendado',
  ],
};

/** A plot summary for fiction (novels, films, audiobooks). */
function addFictionSummary(ctx: Ctx, probability: number): void {
  const { rng, lang } = ctx;
  if (!rng.chance(probability)) return;
  const city = rng.zipf(CITIES[lang], 2);
  const plot = rng.pick(PLOTS[lang]);
  const [g, g2] = twoNouns(ctx);
  const text =
    lang === 'por'
      ? `Narrativa ambientada em ${city}, que acompanha ${plot} e reflete sobre ${g} e ${g2}.`
      : lang === 'spa'
        ? `Ambientada en ${city}, la narración sigue ${plot} y reflexiona sobre ${g} ${and(lang, g2)} ${g2}.`
        : `Set in ${city}, the story follows ${plot} and reflects on ${g} and ${g2}.`;
  ctx.fields.push(field('520', ' ', ' ', 'a', text));
}

function addBibliographyNote(ctx: Ctx, probability: number, leaves = false): boolean {
  const { rng, lang, fields } = ctx;
  if (!rng.chance(probability)) return false;
  const from = rng.int(80, 400);
  const to = from + rng.int(4, 30);
  const unit = leaves ? 'f.' : 'p.';
  const text =
    lang === 'por'
      ? rng.pick([
          'Inclui bibliografia.',
          `Bibliografia: ${unit} ${from}-${to}.`,
          'Inclui referências bibliográficas.',
          'Inclui bibliografia e índice.',
        ])
      : lang === 'spa'
        ? rng.pick([
            'Incluye bibliografía.',
            `Bibliografía: ${unit} ${from}-${to}.`,
            'Incluye referencias bibliográficas e índice.',
          ])
        : rng.pick([
            'Includes bibliographical references and index.',
            `Includes bibliographical references (p. ${from}-${to}) and index.`,
            'Includes bibliographical references.',
          ]);
  fields.push(field('504', ' ', ' ', 'a', text));
  return true;
}

function addContents(ctx: Ctx, probability: number): void {
  const { rng, lang } = ctx;
  if (!rng.chance(probability)) return;
  const chapters: string[] = [];
  const count = rng.int(4, 8);
  const intro = { por: 'Introdução', eng: 'Introduction', spa: 'Introducción' }[lang];
  chapters.push(intro);
  for (let i = 1; i < count; i++) {
    const topic = i === 1 ? ctx.topic : secondTopic(ctx);
    const g = rng.zipf(GENERAL_NOUNS[lang], 2);
    chapters.push(
      upperFirst(
        lang === 'eng'
          ? `${g.word} and ${topicPhrase(lang, topic)}`
          : `${topicPhrase(lang, topic)} ${and(lang, g.word)} ${g.word}`,
      ),
    );
  }
  chapters.push({ por: 'Considerações finais', eng: 'Conclusion', spa: 'Conclusiones' }[lang]);
  ctx.fields.push(field('505', '0', ' ', 'a', `${chapters.join(' -- ')}.`));
}

function addSeries(ctx: Ctx, probability: number): void {
  const { rng, lang, fields } = ctx;
  if (!rng.chance(probability)) return;
  const name = fillSlots(ctx, rng.zipf(SERIES[lang], 2), ctx.topic);
  if (name.includes('Brasil')) ctx.brazil = true;
  const number = rng.chance(0.6) ? String(rng.int(1, 180)) : '';
  const traced = rng.chance(0.6);
  if (number) fields.push(field('490', traced ? '1' : '0', ' ', 'a', `${name} ;`, 'v', number));
  else fields.push(field('490', traced ? '1' : '0', ' ', 'a', name));
  if (traced) {
    if (number) fields.push(field('830', ' ', '0', 'a', `${name} ;`, 'v', `${number}.`));
    else fields.push(field('830', ' ', '0', 'a', `${name}.`));
  }
}

function addVariantTitle(ctx: Ctx, probability: number): void {
  const { rng, lang, title, fields } = ctx;
  if (!rng.chance(probability)) return;
  if (title.sub && rng.chance(0.6)) {
    fields.push(field('246', '3', '0', 'a', upperFirst(title.sub)));
  } else {
    const label = { por: 'Título da capa:', eng: 'Cover title:', spa: 'Título de la cubierta:' }[lang];
    fields.push(field('246', '1', ' ', 'i', label, 'a', title.main));
  }
}

function languageField(lang: Lang, original: Lang, summaryLang?: Lang): MarcDataField {
  if (original !== lang) return field('041', '1', ' ', 'a', lang, 'h', original);
  return field('041', '0', ' ', 'a', lang, 'b', summaryLang ?? lang);
}

function electronicLocation(ctx: Ctx, url: string, note: string): void {
  const pairs = ['u', url];
  if (note) pairs.push('z', note);
  ctx.fields.push(fieldFrom('856', '4', '0', pairs));
}

const ONLINE_NOTE: Record<Lang, string> = {
  por: 'Acesso ao texto completo',
  eng: 'Full text available online',
  spa: 'Acceso al texto completo',
};

function repositoryUrl(ctx: Ctx): string {
  return `https://repositorio.exemplo.edu.br/handle/123456789/${ctx.controlNumber}`;
}

function slug(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);
}

// ---- Journals (periodicals and article hosts) ---------------------------------------------------

interface Journal {
  title: string;
  issn: string;
  onlineIssn: string;
  topic: Topic;
  publisher: Publisher;
  startYear: number;
  frequency: readonly [string, string, string, string];
}

const FREQUENCIES = [
  ['q', 'Trimestral', 'Quarterly', 'Trimestral'],
  ['f', 'Semestral', 'Semiannual', 'Semestral'],
  ['b', 'Bimestral', 'Bimonthly', 'Bimestral'],
  ['t', 'Quadrimestral', 'Three times a year', 'Cuatrimestral'],
  ['m', 'Mensal', 'Monthly', 'Mensual'],
  ['a', 'Anual', 'Annual', 'Anual'],
] as const;
const ISSN_PREFIXES: Record<Lang, readonly string[]> = {
  por: ['1413', '0101', '1678', '1809', '2175', '2236', '2318', '2447', '1981', '0104', '1517', '2237'],
  eng: ['0022', '0013', '1469', '1741', '0140', '1460', '0002', '1552', '0033', '1097'],
  spa: ['0185', '1405', '0034', '0716', '1668', '0121', '1390', '1135', '0718', '1657'],
};
const JOURNAL_PATTERNS: Record<Lang, readonly string[]> = {
  por: [
    'Revista brasileira de {t}',
    'Cadernos de {t}',
    'Revista de {t}',
    'Estudos em {t}',
    'Boletim de {t}',
    'Revista {u} de {t}',
    'Perspectivas em {t}',
  ],
  eng: [
    'Journal of {t}',
    'International journal of {t}',
    'Studies in {t}',
    'Review of {t}',
    'Research in {t}',
    '{T} quarterly',
    'Annals of {t}',
  ],
  spa: [
    'Revista de {t}',
    'Cuadernos de {t}',
    'Revista latinoamericana de {t}',
    'Estudios de {t}',
    'Anales de {t}',
    'Revista mexicana de {t}',
  ],
};
const UNIVERSITY_ADJECTIVES = ['da UFMG', 'da USP', 'da UFRGS', 'da UnB', 'da UFBA', 'da UFPE', 'da UFSC'];

const journalCache = new Map<string, Journal>();
const journalRng = new Rng();

/** The journal universe: journal `index` of a language is the same in every catalogue. */
function journal(lang: Lang, index: number): Journal {
  const key = `${lang}${index}`;
  const cached = journalCache.get(key);
  if (cached) return cached;
  const rng = journalRng;
  rng.reseed(deriveSeed(0x10d7a1, index, lang === 'por' ? 1 : lang === 'eng' ? 2 : 3));
  const topic = rng.zipf(NON_LITERARY_TOPICS, 1);
  const phrase = topicPhrase(lang, topic);
  const pattern = rng.pick(JOURNAL_PATTERNS[lang]);
  const title = upperFirst(
    pattern.replace('{t}', phrase).replace('{T}', upperFirst(phrase)).replace('{u}', rng.pick(UNIVERSITY_ADJECTIVES)),
  ).replace('Revista da', 'Revista');
  const prefix = rng.pick(ISSN_PREFIXES[lang]);
  const digits = String(rng.int(0, 999)).padStart(3, '0');
  const onlinePrefix = rng.pick(ISSN_PREFIXES[lang]);
  const result: Journal = {
    title,
    issn: makeIssn(prefix + digits),
    onlineIssn: makeIssn(onlinePrefix + String(rng.int(0, 999)).padStart(3, '0')),
    topic,
    publisher: rng.zipf(publishersFor(lang, topic.area), 1),
    startYear: 1950 + Math.floor(rng.next() * 70),
    frequency: rng.pick(FREQUENCIES),
  };
  if (index < 2000) journalCache.set(key, result);
  return result;
}

// ---- Record assembly ---------------------------------------------------------------------------

function common008(
  ctx: Ctx,
  entered: string,
  dateType: string,
  date1: string,
  date2: string,
  country: string,
): Common008 {
  return {
    entered,
    dateType,
    date1,
    date2,
    place: country,
    language: ctx.lang,
    source: ctx.lang === 'eng' && ctx.kind === 'book' ? ' ' : 'd',
  };
}

function cataloguingSource(ctx: Ctx): MarcDataField {
  const pairs =
    ctx.lang === 'eng' && (ctx.kind === 'book' || ctx.kind === 'ebook')
      ? ['a', 'DLC', 'b', 'eng', 'c', 'DLC', 'd', LOCAL_AGENCY]
      : ctx.lang === 'spa' && ctx.kind === 'book' && ctx.rng.chance(0.5)
        ? ['a', 'SpMaBN', 'b', 'spa', 'c', 'SpMaBN', 'd', LOCAL_AGENCY]
        : ['a', LOCAL_AGENCY, 'b', 'por', 'c', LOCAL_AGENCY];
  if (ctx.rda) pairs.push('e', 'rda');
  return fieldFrom('040', ' ', ' ', pairs);
}

interface Fixed {
  type: string;
  level: string;
  f008: string;
  multipart?: string;
  control?: string;
}

function chooseTopic(ctx: Ctx): void {
  const { rng, lang } = ctx;
  let topic = rng.zipf(TOPICS, 1.5);
  if (topic.literary && lang !== 'por') topic = rng.pick(LITERARY_TOPICS[lang]);
  ctx.topic = topic;
}

function buildBook(ctx: Ctx, ebook: boolean, entered: string): Fixed {
  const { rng, lang, fields, topic } = ctx;
  const literary = topic.literary;
  // Translations: Portuguese and Spanish editions of English (and Spanish/English) works.
  const translatedFrom: Lang | undefined =
    lang === 'por' && rng.chance(0.12)
      ? rng.chance(0.8)
        ? 'eng'
        : 'spa'
      : lang === 'spa' && rng.chance(0.08)
        ? 'eng'
        : lang === 'eng' && rng.chance(0.02)
          ? 'por'
          : undefined;
  ctx.volumes = !literary && rng.chance(0.06) ? rng.int(2, 4) : 1;
  ctx.title = literary ? fictionTitle(ctx) : academicTitle(ctx);
  const authorLang = translatedFrom ?? lang;
  const responsibility = addAuthors(ctx, !literary, authorLang);
  const hasMainEntry = ctx.mainEntry !== '';
  let statement = responsibility?.statement;
  let original: Title | undefined;
  if (translatedFrom) {
    const translator = makePerson(rng, lang, 0);
    const label = { por: 'tradução', eng: 'translated by', spa: 'traducción de' }[lang];
    statement = `${statement ?? ''} ; ${label} ${translator.natural}`.replace(/^ ; /, '');
    ctx.added.push(
      nameField('700', translator.heading, '', ctx.rda ? RELATORS[lang].translator : lang === 'eng' ? 'tr' : 'trad'),
    );
    const saved = ctx.lang;
    ctx.lang = translatedFrom;
    original = literary ? fictionTitle(ctx) : academicTitle(ctx);
    ctx.lang = saved;
    fields.push(languageField(lang, translatedFrom));
    ctx.translation = true;
    if (hasMainEntry) {
      const uniform = ['a', original.main, 'l', `${{ por: 'Português', eng: 'English', spa: 'Español' }[lang]}.`];
      fields.push(fieldFrom('240', '1', String(nonfilingCharacters(translatedFrom, original.main)), uniform));
    }
  }
  fields.push(titleField(ctx, ctx.title, statement, hasMainEntry));
  addVariantTitle(ctx, 0.07);
  addEdition(ctx, literary ? 0.12 : 0.28);
  const publisher = rng.zipf(publishersFor(lang, topic.area), 1.5);
  addIsbns(ctx, publisher, ebook);
  addPublication(ctx, publisher, String(ctx.year));
  const pages = bookPages(rng);
  const illustrated = !literary && rng.chance(0.5);
  const height = `${rng.pick(['21', '23', '23', '24', '25', '28', '18'])} cm`;
  if (ebook) {
    const text = {
      por: `1 recurso online (${pagesText(ctx, pages)})`,
      eng: `1 online resource (${pagesText(ctx, pages)})`,
      spa: `1 recurso en línea (${pagesText(ctx, pages)})`,
    }[lang];
    fields.push(physicalField(text, illustrated ? illustrationsText(ctx) : '', ''));
    addRdaTypes(ctx, 'text', 'computer', 'online');
  } else {
    const extent = ctx.volumes > 1 ? `${ctx.volumes} v.` : pagesText(ctx, pages);
    fields.push(physicalField(extent, illustrated ? illustrationsText(ctx) : '', height));
    addRdaTypes(ctx, 'text', 'unmediated', 'volume');
  }
  addSeries(ctx, 0.18);
  const notes: string[] = [];
  if (original)
    notes.push(
      `${{ por: 'Tradução de', eng: 'Translation of', spa: 'Traducción de' }[lang]}: ${original.main}${original.sub ? ` : ${original.sub}` : ''}.`,
    );
  const indexed = !literary && rng.chance(0.15);
  if (indexed) notes.push({ por: 'Inclui índice.', eng: 'Includes index.', spa: 'Incluye índice.' }[lang]);
  if (rng.chance(0.03))
    notes.push(
      `${{ por: 'Publicado originalmente em', eng: 'Originally published in', spa: 'Publicado originalmente en' }[lang]} ${ctx.year - rng.int(3, 40)}.`,
    );
  for (const note of notes) fields.push(field('500', ' ', ' ', 'a', note));
  const bibliography = !literary && addBibliographyNote(ctx, 0.55);
  addContents(ctx, literary ? 0.02 : 0.08);
  if (literary) addFictionSummary(ctx, 0.25);
  else addSummary(ctx, ebook ? 0.6 : 0.35);
  addSubjects(ctx, !literary && ctx.title.main.startsWith('Manual') ? FORM_SUBDIVISIONS[lang].handbooks : undefined);
  if (ebook) electronicLocation(ctx, repositoryUrl(ctx), ONLINE_NOTE[lang]);
  addClassification(ctx);
  const f008 = books008(common008(ctx, entered, 's', String(ctx.year), '    ', publisher.country), {
    illustrations: illustrated ? 'a' : '',
    audience: literary ? ' ' : rng.chance(0.3) ? 'e' : ' ',
    form: ebook ? 'o' : ' ',
    contents: bibliography ? 'b' : '',
    index: indexed ? '1' : '0',
    literary: literary ?? '0',
  });
  return { type: 'a', level: 'm', f008, multipart: ctx.volumes > 1 ? 'a' : ' ' };
}

function buildThesis(ctx: Ctx, entered: string): Fixed {
  const { rng, lang, fields, topic, kind } = ctx;
  ctx.title = academicTitle(ctx, true);
  if (!ctx.title.sub && rng.chance(0.5)) ctx.title.sub = subtitle(ctx);
  const author = makePerson(rng, lang, 0.05);
  fields.push(nameField('100', author.heading, author.dates, ctx.rda ? RELATORS[lang].author : ''));
  ctx.mainEntry = author.surname;
  const advisor = makePerson(rng, lang, 0);
  const university = rng.zipf(UNIVERSITIES[lang], 1.5);
  const label = { por: 'orientação', eng: 'advisor', spa: 'dirección' }[lang];
  fields.push(titleField(ctx, ctx.title, `${author.natural} ; ${label} ${advisor.natural}`, true));
  addPublication(ctx, undefined, String(ctx.year), university.city);
  const leaves =
    kind === 'undergraduateWork' ? rng.int(30, 90) : kind === 'thesis' ? rng.int(160, 420) : rng.int(80, 220);
  fields.push(
    physicalField(
      pagesText(ctx, leaves, true),
      rng.chance(0.6) ? illustrationsText(ctx) : '',
      rng.chance(0.6) ? '30 cm' : '',
    ),
  );
  addRdaTypes(ctx, 'text', 'unmediated', 'volume');
  const heading = topic.headingParts[lang][0] as string;
  const degree =
    lang === 'por'
      ? kind === 'thesis'
        ? 'Tese (Doutorado em'
        : kind === 'dissertation'
          ? 'Dissertação (Mestrado em'
          : 'Trabalho de conclusão de curso (Graduação em'
      : lang === 'spa'
        ? kind === 'thesis'
          ? 'Tesis (Doctorado en'
          : kind === 'dissertation'
            ? 'Tesis (Maestría en'
            : 'Trabajo de fin de grado (Licenciatura en'
        : kind === 'thesis'
          ? 'Thesis (Ph.D. in'
          : kind === 'dissertation'
            ? 'Thesis (M.A. in'
            : 'Thesis (B.A. in';
  fields.push(field('502', ' ', ' ', 'a', `${degree} ${heading}) – ${university.name}, ${ctx.year}.`));
  addBibliographyNote(ctx, 0.9, true);
  addSummary(ctx, 1);
  if (lang !== 'eng' && kind !== 'undergraduateWork' && rng.chance(0.7)) {
    addSummary(ctx, 1, 'eng');
    fields.push(field('041', '0', ' ', 'a', lang, 'b', lang, 'b', 'eng'));
  }
  addSubjects(ctx);
  ctx.added.push(
    nameField('700', advisor.heading, '', ctx.rda ? RELATORS[lang].advisor : lang === 'por' ? 'orient' : ''),
  );
  if (rng.chance(0.2)) {
    const coAdvisor = makePerson(rng, lang, 0);
    ctx.added.push(nameField('700', coAdvisor.heading, '', ctx.rda ? RELATORS[lang].advisor : ''));
  }
  const program =
    kind === 'undergraduateWork'
      ? { por: `Curso de ${heading}`, eng: `Department of ${heading}`, spa: `Carrera de ${heading}` }[lang]
      : {
          por: `Programa de Pós-Graduação em ${heading}`,
          eng: `Graduate Program in ${heading}`,
          spa: `Programa de Posgrado en ${heading}`,
        }[lang];
  fields.push(corporateField('710', { name: university.name, unit: program, area: topic.area }));
  if (rng.chance(0.6)) electronicLocation(ctx, repositoryUrl(ctx), ONLINE_NOTE[lang]);
  addClassification(ctx);
  const f008 = books008(common008(ctx, entered, 's', String(ctx.year), '    ', university.country), {
    illustrations: 'a',
    contents: 'mb',
    literary: '0',
  });
  return { type: 'a', level: 'm', f008 };
}

function buildPeriodical(ctx: Ctx, online: boolean, entered: string): Fixed {
  const { rng, lang, fields } = ctx;
  const index = rng.chance(0.15) ? rng.zipf(POOL_INDICES, 1) : 2000 + (mix32(ctx.index * 7919 + 17) % 5_000_000);
  const j = journal(lang, index);
  ctx.topic = j.topic;
  ctx.title = { main: j.title };
  ctx.mainEntry = '';
  ctx.year = j.startYear;
  const ceased = rng.chance(0.25);
  const endYear = ceased ? Math.min(LAST_YEAR - 1, j.startYear + rng.int(3, 40)) : 0;
  fields.push(field('022', '0', ' ', 'a', online ? j.onlineIssn : j.issn, ...(online ? ['l', j.issn] : [])));
  fields.push(field('245', '0', String(nonfilingCharacters(lang, j.title)), 'a', `${j.title}.`));
  if (rng.chance(0.3)) fields.push(field('246', '1', '3', 'a', abbreviatedTitle(j.title)));
  const yearsText = ceased ? `${j.startYear}-${endYear}` : `${j.startYear}-`;
  addPublication(ctx, j.publisher, yearsText);
  fields.push(
    physicalField(
      online ? { por: '1 recurso online', eng: '1 online resource', spa: '1 recurso en línea' }[lang] : 'v.',
      online ? '' : illustrationsText(ctx),
      online ? '' : rng.pick(['28 cm', '23 cm', '30 cm']),
    ),
  );
  fields.push(field('310', ' ', ' ', 'a', j.frequency[lang === 'por' ? 1 : lang === 'eng' ? 2 : 3]));
  addRdaTypes(ctx, 'text', online ? 'computer' : 'unmediated', online ? 'online' : 'volume');
  const numbering = {
    por: `v. 1, n. 1 (${j.startYear})-`,
    eng: `Vol. 1, no. 1 (${j.startYear})-`,
    spa: `Vol. 1, n.º 1 (${j.startYear})-`,
  }[lang];
  fields.push(field('362', '0', ' ', 'a', ceased ? `${numbering}${endYear}.` : numbering));
  if (online)
    fields.push(
      field(
        '538',
        ' ',
        ' ',
        'a',
        {
          por: 'Modo de acesso: World Wide Web.',
          eng: 'Mode of access: World Wide Web.',
          spa: 'Modo de acceso: World Wide Web.',
        }[lang],
      ),
    );
  addSubjects(ctx, FORM_SUBDIVISIONS[lang].periodicals);
  if (rng.chance(0.3)) fields.push(corporateField('710', rng.zipf(corporateFor(lang, j.topic.area), 1)));
  if (online)
    electronicLocation(ctx, `https://periodicos.exemplo.edu.br/index.php/${slug(j.title)}`, ONLINE_NOTE[lang]);
  addClassification(ctx);
  const f008 = serial008(
    common008(
      ctx,
      entered,
      ceased ? 'd' : 'c',
      String(j.startYear),
      ceased ? String(endYear) : '9999',
      j.publisher.country,
    ),
    { frequency: j.frequency[0], regularity: 'r', kind: 'p', form: online ? 'o' : ' ' },
  );
  return { type: 'a', level: 's', f008 };
}

const TITLE_WORD_ABBREVIATIONS: Record<string, string> = {
  revista: 'Rev.',
  brasileira: 'bras.',
  cadernos: 'Cad.',
  boletim: 'Bol.',
  estudos: 'Estud.',
  perspectivas: 'Perspect.',
  journal: 'J.',
  international: 'Int.',
  review: 'Rev.',
  studies: 'Stud.',
  research: 'Res.',
  annals: 'Ann.',
  quarterly: 'Q.',
  cuadernos: 'Cuad.',
  latinoamericana: 'latinoam.',
  mexicana: 'mex.',
  anales: 'An.',
  estudios: 'Estud.',
};
const TITLE_STOP_WORDS = new Set(['de', 'da', 'do', 'em', 'of', 'in', 'the', 'la', 'el', 'del']);

/** An ISO 4-style abbreviated key title (246 13): "Revista brasileira de educação" → "Rev. bras. educação". */
function abbreviatedTitle(title: string): string {
  const words: string[] = [];
  for (const word of title.split(' ')) {
    const lower = word.toLowerCase();
    if (TITLE_STOP_WORDS.has(lower)) continue;
    words.push(TITLE_WORD_ABBREVIATIONS[lower] ?? word);
  }
  return upperFirst(words.join(' '));
}

const POOL_INDICES = Array.from({ length: 400 }, (_, i) => i);
const MONTHS: Record<Lang, readonly string[]> = {
  por: ['jan./mar.', 'abr./jun.', 'jul./set.', 'out./dez.', 'jan./jun.', 'jul./dez.', 'maio/ago.', 'set./dez.'],
  eng: ['Jan.-Mar.', 'Apr.-June', 'July-Sept.', 'Oct.-Dec.', 'Spring', 'Fall', 'Summer', 'Winter'],
  spa: ['ene.-mar.', 'abr.-jun.', 'jul.-sept.', 'oct.-dic.', 'ene.-jun.', 'jul.-dic.'],
};

function buildArticle(ctx: Ctx, entered: string): Fixed {
  const { rng, lang, fields } = ctx;
  const j = journal(lang, rng.zipf(POOL_INDICES, 1));
  ctx.topic = rng.chance(0.7) ? j.topic : ctx.topic;
  ctx.year = Math.max(ctx.year, j.startYear);
  ctx.title = academicTitle(ctx, true);
  const authors = addAuthors(ctx, false);
  if (authors && rng.chance(0.5)) {
    const coauthors = people(rng, lang, rng.int(1, 3), 0);
    for (const person of coauthors)
      ctx.added.push(nameField('700', person.heading, '', ctx.rda ? RELATORS[lang].author : ''));
    authors.statement = `${authors.statement}, ${naturalNames(lang, coauthors)}`;
  }
  fields.push(titleField(ctx, ctx.title, authors?.statement, true));
  addSummary(ctx, 0.75);
  addSubjects(ctx);
  const volume = Math.max(1, ctx.year - j.startYear + 1);
  const start = rng.int(1, 300);
  const pagesLabel = lang === 'eng' ? 'p.' : 'p.';
  const issue = {
    por: `v. ${volume}, n. ${rng.int(1, 4)}, ${pagesLabel} ${start}-${start + rng.int(8, 30)}, ${rng.pick(MONTHS.por)} ${ctx.year}`,
    eng: `Vol. ${volume}, no. ${rng.int(1, 4)} (${rng.pick(MONTHS.eng)} ${ctx.year}), p. ${start}-${start + rng.int(8, 30)}`,
    spa: `Vol. ${volume}, n.º ${rng.int(1, 4)} (${rng.pick(MONTHS.spa)} ${ctx.year}), p. ${start}-${start + rng.int(8, 30)}`,
  }[lang];
  fields.push(field('773', '0', ' ', 't', j.title, 'g', issue, 'x', j.issn));
  if (rng.chance(0.5))
    electronicLocation(
      ctx,
      `https://periodicos.exemplo.edu.br/index.php/${slug(j.title)}/article/view/${ctx.controlNumber}`,
      '',
    );
  addClassification(ctx);
  const f008 = books008(common008(ctx, entered, 's', String(ctx.year), '    ', j.publisher.country), { literary: '0' });
  return { type: 'a', level: 'a', f008 };
}

function buildVideo(ctx: Ctx, entered: string): Fixed {
  const { rng, lang, fields } = ctx;
  const documentary = rng.chance(0.6);
  ctx.title = documentary ? academicTitle(ctx) : fictionTitle(ctx);
  const director = makePerson(rng, lang, 0.1);
  ctx.mainEntry = '';
  const label = { por: 'direção', eng: 'directed by', spa: 'dirección' }[lang];
  fields.push(
    titleField(
      ctx,
      ctx.title,
      `${label} ${director.natural}`,
      false,
      { por: '[videogravação]', eng: '[videorecording]', spa: '[videograbación]' }[lang],
    ),
  );
  const publisher = rng.zipf(DISTRIBUTORS[lang], 1);
  addPublication(ctx, publisher, String(ctx.year));
  const minutes = documentary ? rng.int(20, 110) : rng.int(80, 150);
  // DVDs appeared in 1997: older videos are VHS cassettes.
  const dvd = ctx.year >= 1998;
  if (!dvd) ctx.itemType = 'VHS';
  const text = dvd
    ? {
        por: [`1 DVD (${minutes} min)`, 'son., color.', '4 3/4 pol.'],
        eng: [`1 videodisc (${minutes} min.)`, 'sound, color', '4 3/4 in.'],
        spa: [`1 DVD (${minutes} min)`, 'son., col.', '12 cm'],
      }[lang]
    : {
        por: [`1 videocassete (${minutes} min)`, 'son., color.', '1/2 pol.'],
        eng: [`1 videocassette (${minutes} min.)`, 'sd., col.', '1/2 in.'],
        spa: [`1 videocasete (${minutes} min)`, 'son., col.', '1/2 pulg.'],
      }[lang];
  fields.push(physicalField(text[0] as string, text[1] as string, text[2] as string));
  addRdaTypes(ctx, 'video', 'video', dvd ? 'videodisc' : 'videocassette');
  fields.push(
    field('508', ' ', ' ', 'a', `${{ por: 'Direção', eng: 'Director', spa: 'Dirección' }[lang]}: ${director.natural}.`),
  );
  if (!documentary) {
    fields.push(field('511', '1', ' ', 'a', `${naturalNames(lang, people(rng, lang, rng.int(2, 4), 0))}.`));
  }
  fields.push(
    field(
      '538',
      ' ',
      ' ',
      'a',
      dvd
        ? { por: 'DVD, região 4, NTSC.', eng: 'DVD, region 1, NTSC.', spa: 'DVD, región 2, PAL.' }[lang]
        : { por: 'VHS, NTSC.', eng: 'VHS.', spa: 'VHS, PAL.' }[lang],
    ),
  );
  if (documentary) addSummary(ctx, 0.85);
  else addFictionSummary(ctx, 0.85);
  addSubjects(ctx);
  ctx.added.push(nameField('700', director.heading, director.dates, ctx.rda ? RELATORS[lang].director : ''));
  addClassification(ctx, '791.4372');
  const f008 = visual008(common008(ctx, entered, 's', String(ctx.year), '    ', publisher.country), {
    runningTime: String(minutes).padStart(3, '0'),
    type: 'v',
    technique: rng.chance(0.1) ? 'a' : 'l',
  });
  return { type: 'g', level: 'm', f008 };
}

/** Publishers without ISBNs (video distributors, map makers). */
function producer(place: string, name: string, country: string): Publisher {
  return { place: place.normalize('NFC'), name: name.normalize('NFC'), country, isbnPrefix: '', areas: ['any'] };
}

const DISTRIBUTORS: Record<Lang, readonly Publisher[]> = {
  por: [
    producer('Rio de Janeiro', 'VideoFilmes', 'bl '),
    producer('São Paulo', 'Europa Filmes', 'bl '),
    producer('São Paulo', 'Imovision', 'bl '),
    producer('Brasília', 'TV Escola', 'bl '),
    producer('São Paulo', 'Cinemateca Brasileira', 'bl '),
    producer('Rio de Janeiro', 'Canal Futura', 'bl '),
  ],
  eng: [
    producer('New York', 'Criterion Collection', 'nyu'),
    producer('New York', 'Films Media Group', 'nyu'),
    producer('Arlington, VA', 'PBS Video', 'vau'),
    producer('New York', 'Kino Lorber', 'nyu'),
    producer('London', 'BBC Worldwide', 'enk'),
  ],
  spa: [
    producer('Madrid', 'Cameo', 'sp '),
    producer('Barcelona', 'Filmax', 'sp '),
    producer('México', 'Instituto Mexicano de Cinematografía', 'mx '),
    producer('Montevideo', 'Cinemateca Uruguaya', 'uy '),
  ],
};

const MAP_PUBLISHERS: Record<Lang, readonly Publisher[]> = {
  por: [
    producer('Rio de Janeiro', 'IBGE', 'bl '),
    producer('São Paulo', 'Ática', 'bl '),
    producer('Belo Horizonte', 'Instituto de Geociências Aplicadas', 'bl '),
    producer('São Paulo', 'Melhoramentos', 'bl '),
  ],
  eng: [
    producer('Washington, D.C.', 'National Geographic Society', 'dcu'),
    producer('Chicago', 'Rand McNally', 'ilu'),
    producer('London', 'Stanfords', 'enk'),
  ],
  spa: [
    producer('Aguascalientes', 'INEGI', 'mx '),
    producer('Madrid', 'Instituto Geográfico Nacional', 'sp '),
    producer('Buenos Aires', 'Instituto Geográfico Nacional', 'ag '),
  ],
};

const MAP_PLACES: Record<Lang, readonly string[]> = {
  por: [
    'Brasil',
    'Minas Gerais',
    'São Paulo (Estado)',
    'Bahia',
    'Rio Grande do Sul',
    'Paraná',
    'Pernambuco',
    'Amazônia',
    'Belo Horizonte (MG)',
    'Rio de Janeiro (RJ)',
    'Goiás',
    'Ceará',
    'Pará',
    'Distrito Federal (Brasil)',
  ],
  eng: [
    'Brazil',
    'South America',
    'Latin America',
    'United States',
    'World',
    'Amazon River Region',
    'Mexico',
    'Europe',
  ],
  spa: ['América del Sur', 'México', 'España', 'Argentina', 'Colombia', 'Chile', 'Perú', 'Brasil'],
};
const MAP_KINDS: Record<Lang, readonly string[]> = {
  por: [
    'mapa político',
    'mapa rodoviário',
    'mapa físico',
    'mapa geológico',
    'mapa de vegetação',
    'mapa turístico',
    'uso e ocupação do solo',
    'mapa hidrográfico',
    'mapa de solos',
  ],
  eng: ['political map', 'road map', 'physical map', 'geological map', 'vegetation map', 'tourist map'],
  spa: ['mapa político', 'mapa de carreteras', 'mapa físico', 'mapa geológico', 'mapa de vegetación', 'mapa turístico'],
};
const SCALES = [25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000];

function buildMap(ctx: Ctx, entered: string): Fixed {
  const { rng, lang, fields } = ctx;
  const where = rng.zipf(MAP_PLACES[lang], 1);
  if (/Bra[sz]il/.test(where)) ctx.brazil = true;
  const atlas = rng.chance(0.15);
  const kind = rng.zipf(MAP_KINDS[lang], 1);
  ctx.title = atlas
    ? {
        main: {
          por: `Atlas ${rng.pick(['geográfico', 'escolar', 'histórico'])}`,
          eng: `Atlas of ${where}`,
          spa: `Atlas de ${where}`,
        }[lang],
        sub: lang === 'por' ? where : undefined,
      }
    : { main: where.replace(/ \(.*\)$/, ''), sub: kind };
  if (ctx.title.sub === undefined) delete ctx.title.sub;
  const useBody = rng.chance(0.6);
  let statement: string;
  let publisher = rng.zipf(MAP_PUBLISHERS[lang], 1);
  if (useBody) {
    // The national mapping agency is author and publisher (IBGE, INEGI, National Geographic).
    publisher = MAP_PUBLISHERS[lang][0] as Publisher;
    const body: CorporateBody =
      lang === 'por' ? (POR_CORPORATE[1] as CorporateBody) : { name: publisher.name, area: 'any' };
    fields.push(corporateField('110', body, ''));
    ctx.mainEntry = body.name;
    statement = corporateDisplay(body);
  } else {
    const person = makePerson(rng, lang, 0);
    fields.push(
      nameField(
        '100',
        person.heading,
        '',
        ctx.rda ? { por: 'cartógrafo', eng: 'cartographer', spa: 'cartógrafo' }[lang] : '',
      ),
    );
    ctx.mainEntry = person.surname;
    statement = person.natural;
  }
  const scale = rng.pick(SCALES);
  fields.push(field('034', '1', ' ', 'a', 'a', 'b', String(scale)));
  fields.push(
    titleField(
      ctx,
      ctx.title,
      statement,
      true,
      { por: '[material cartográfico]', eng: '[cartographic material]', spa: '[material cartográfico]' }[lang],
    ),
  );
  const scaleText = String(scale).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'eng' ? ',' : '.');
  fields.push(
    field(
      '255',
      ' ',
      ' ',
      'a',
      `${{ por: 'Escala', eng: 'Scale', spa: 'Escala' }[lang]} 1:${scaleText}${rng.chance(0.3) ? '' : '.'}`,
    ),
  );
  addPublication(ctx, publisher, String(ctx.year));
  const size = `${rng.int(40, 110)} x ${rng.int(50, 120)} cm`;
  fields.push(
    atlas
      ? physicalField(
          {
            por: `1 atlas (${rng.int(40, 200)} p.)`,
            eng: `1 atlas (${rng.int(40, 200)} p.)`,
            spa: `1 atlas (${rng.int(40, 200)} p.)`,
          }[lang],
          { por: 'color.', eng: 'col. maps', spa: 'col.' }[lang],
          '35 cm',
        )
      : physicalField(
          { por: '1 mapa', eng: '1 map', spa: '1 mapa' }[lang],
          { por: 'color.', eng: 'col.', spa: 'col.' }[lang],
          size,
        ),
  );
  addRdaTypes(ctx, 'map', 'unmediated', atlas ? 'volume' : 'sheet');
  const geo = ['a', where, 'v', `${FORM_SUBDIVISIONS[lang].maps}.`];
  if (SUBJECT_SOURCE[lang].source) geo.push('2', SUBJECT_SOURCE[lang].source as string);
  fields.push(fieldFrom('651', ' ', SUBJECT_SOURCE[lang].ind2, geo));
  addClassification(ctx, '912.81', '912(81)');
  const f008 = map008(common008(ctx, entered, 's', String(ctx.year), '    ', publisher.country), {
    type: atlas ? 'e' : 'a',
    index: atlas ? '1' : '0',
  });
  return { type: 'e', level: 'm', f008 };
}

const MUSIC_FORMS: readonly { code: string; por: string; eng: string; spa: string; parts: string }[] = [
  {
    code: 'sn',
    por: 'Sonata para {i} n. {k}',
    eng: 'Sonata for {i}, no. {k}',
    spa: 'Sonata para {i} n.º {k}',
    parts: ' ',
  },
  { code: 'pr', por: 'Prelúdios para {i}', eng: 'Preludes for {i}', spa: 'Preludios para {i}', parts: ' ' },
  {
    code: 'zz',
    por: 'Quarteto de cordas n. {k}',
    eng: 'String quartet no. {k}',
    spa: 'Cuarteto de cuerdas n.º {k}',
    parts: 'd',
  },
  { code: 'su', por: 'Suíte para {i}', eng: 'Suite for {i}', spa: 'Suite para {i}', parts: ' ' },
  {
    code: 'sg',
    por: 'Canções para voz e piano',
    eng: 'Songs for voice and piano',
    spa: 'Canciones para voz y piano',
    parts: ' ',
  },
  { code: 'st', por: 'Estudos para {i}', eng: 'Studies for {i}', spa: 'Estudios para {i}', parts: ' ' },
  { code: 'wz', por: 'Valsas para piano', eng: 'Waltzes for piano', spa: 'Valses para piano', parts: ' ' },
  {
    code: 'co',
    por: 'Concerto para {i} e orquestra',
    eng: 'Concerto for {i} and orchestra',
    spa: 'Concierto para {i} y orquesta',
    parts: 'e',
  },
  { code: 'df', por: 'Choros para {i}', eng: 'Choros for {i}', spa: 'Choros para {i}', parts: ' ' },
];

function displayName(person: KnownPerson | Person): string {
  return 'surname' in person ? person.natural : naturalOrder(person.heading);
}

function composer(ctx: Ctx): KnownPerson | Person {
  return ctx.rng.chance(0.45) ? ctx.rng.zipf(COMPOSERS[ctx.lang], 2) : makePerson(ctx.rng, ctx.lang, 0.3);
}

function buildScore(ctx: Ctx, entered: string): Fixed {
  const { rng, lang, fields } = ctx;
  const form = rng.pick(MUSIC_FORMS);
  const instrument = rng.zipf(INSTRUMENTS[lang], 1);
  const main = form[lang].replace('{i}', instrument).replace('{k}', String(rng.int(1, 12)));
  ctx.title = { main };
  const who = composer(ctx);
  fields.push(nameField('100', who.heading, who.dates, ctx.rda ? RELATORS[lang].composer : ''));
  ctx.mainEntry = who.heading.split(',')[0] ?? who.heading;
  fields.push(
    field(
      '028',
      '2',
      '2',
      'a',
      `${rng.pick(['E', 'M', 'AMP', 'IB'])} ${rng.int(100, 9999)}`,
      'b',
      rng.pick(['Irmãos Vitale', 'Max Eschig', 'Ricordi', 'Boosey & Hawkes']),
    ),
  );
  fields.push(
    titleField(ctx, ctx.title, displayName(who), true, { por: '[música]', eng: '[music]', spa: '[música]' }[lang]),
  );
  const publisher = rng.zipf(publishersFor(lang, 'arts'), 1);
  addPublication(
    ctx,
    {
      ...publisher,
      name: rng.pick(['Irmãos Vitale', 'Ricordi', 'Max Eschig', 'Boosey & Hawkes', 'Academia Brasileira de Música']),
    },
    String(ctx.year),
  );
  fields.push(
    physicalField(
      `${{ por: '1 partitura', eng: '1 score', spa: '1 partitura' }[lang]} (${rng.int(8, 80)} p.)`,
      '',
      `${rng.pick(['31', '30', '28'])} cm`,
    ),
  );
  addRdaTypes(ctx, 'score', 'unmediated', 'volume');
  const heading =
    form.code === 'zz'
      ? { por: 'Quartetos de cordas', eng: 'String quartets', spa: 'Cuartetos de cuerda' }[lang]
      : form.code === 'sg'
        ? { por: 'Canções', eng: 'Songs (High voice) with piano', spa: 'Canciones' }[lang]
        : lang === 'eng'
          ? `${upperFirst(instrument)} music`
          : `Música para ${instrument}`;
  const pairs = ['a', heading, 'v', `${FORM_SUBDIVISIONS[lang].scores}.`];
  if (SUBJECT_SOURCE[lang].source) pairs.push('2', SUBJECT_SOURCE[lang].source as string);
  fields.push(fieldFrom('650', ' ', SUBJECT_SOURCE[lang].ind2, pairs));
  addClassification(ctx, '784.2', '78');
  const f008 = music008(common008(ctx, entered, 's', String(ctx.year), '    ', publisher.country), {
    composition: form.code,
    format: form.parts === ' ' ? 'z' : 'a',
    parts: form.parts,
  });
  return { type: 'c', level: 'm', f008 };
}

const LABELS: Record<Lang, readonly [string, string][]> = {
  por: [
    ['Rio de Janeiro', 'Biscoito Fino'],
    ['São Paulo', 'Selo Sesc'],
    ['Rio de Janeiro', 'Som Livre'],
    ['São Paulo', 'Atração Fonográfica'],
    ['Rio de Janeiro', 'Universal Music'],
  ],
  eng: [
    ['New York', 'Columbia'],
    ['London', 'EMI'],
    ['Hamburg', 'Deutsche Grammophon'],
    ['New York', 'Blue Note'],
    ['Los Angeles', 'Capitol Records'],
  ],
  spa: [
    ['Buenos Aires', 'EMI Odeón'],
    ['México', 'Discos Pentagrama'],
    ['Madrid', 'Nuevos Medios'],
    ['La Habana', 'EGREM'],
  ],
};

function buildSoundRecording(ctx: Ctx, musical: boolean, entered: string): Fixed {
  const { rng, lang, fields } = ctx;
  const audiobook = !musical && rng.chance(0.6);
  if (audiobook && !ctx.topic.literary) {
    ctx.topic =
      lang === 'por' ? (TOPICS.find((topic) => topic.literary === 'f') as Topic) : rng.pick(LITERARY_TOPICS[lang]);
  }
  ctx.title = musical || audiobook ? fictionTitle(ctx) : academicTitle(ctx);
  const performer = musical ? composer(ctx) : makePerson(rng, lang, 0.1);
  fields.push(
    nameField(
      '100',
      performer.heading,
      performer.dates,
      ctx.rda ? (musical ? RELATORS[lang].performer : RELATORS[lang].author) : '',
    ),
  );
  ctx.mainEntry = performer.heading.split(',')[0] ?? performer.heading;
  const labelEntry: readonly [string, string] = rng.pick(LABELS[lang]);
  const labelPlace = labelEntry[0];
  const label = labelEntry[1];
  fields.push(field('028', '0', '2', 'a', String(rng.int(100000, 999999)), 'b', label));
  const natural = displayName(performer);
  fields.push(
    titleField(
      ctx,
      ctx.title,
      natural,
      true,
      { por: '[gravação sonora]', eng: '[sound recording]', spa: '[grabación sonora]' }[lang],
    ),
  );
  const publisher = rng.zipf(PUBLISHERS[lang], 1);
  addPublication(ctx, { ...publisher, place: labelPlace, name: label }, String(ctx.year));
  const minutes = rng.int(35, 78);
  fields.push(
    physicalField(
      { por: `1 CD (${minutes} min)`, eng: `1 audio disc (${minutes} min.)`, spa: `1 disco compacto (${minutes} min)` }[
        lang
      ],
      { por: 'digital, estéreo', eng: 'digital, stereo', spa: 'digital, estéreo' }[lang],
      { por: '4 3/4 pol.', eng: '4 3/4 in.', spa: '12 cm' }[lang],
    ),
  );
  addRdaTypes(ctx, musical ? 'music' : 'spoken', 'audio', 'audiodisc');
  if (musical) {
    const tracks: string[] = [];
    const trackCount = rng.int(6, 12);
    for (let i = 0; i < trackCount; i++) tracks.push(fictionTitle(ctx, true).main);
    fields.push(field('505', '0', ' ', 'a', `${tracks.join(' -- ')}.`));
    const pairs = ['a', `${rng.zipf(MUSIC_GENRES[lang], 1)}.`];
    if (SUBJECT_SOURCE[lang].source) pairs.push('2', SUBJECT_SOURCE[lang].source as string);
    fields.push(fieldFrom('650', ' ', SUBJECT_SOURCE[lang].ind2, pairs));
  } else {
    fields.push(
      field(
        '500',
        ' ',
        ' ',
        'a',
        audiobook
          ? { por: 'Audiolivro.', eng: 'Audiobook.', spa: 'Audiolibro.' }[lang]
          : { por: 'Gravação de palestras.', eng: 'Recorded lectures.', spa: 'Grabación de conferencias.' }[lang],
      ),
    );
    if (audiobook) addFictionSummary(ctx, 0.5);
    else addSummary(ctx, 0.5);
    addSubjects(ctx);
  }
  addClassification(ctx, musical ? '781.64' : undefined, musical ? '78.067.26' : undefined);
  const f008 = music008(common008(ctx, entered, 's', String(ctx.year), '    ', publisher.country), {
    composition: musical ? rng.pick(['pp', 'mu', 'jz', 'sg']) : 'nn',
    format: 'n',
    parts: 'n',
    literaryText: musical ? '  ' : audiobook ? 'f' : 'l',
  });
  return { type: musical ? 'j' : 'i', level: 'm', f008 };
}

function buildComputerFile(ctx: Ctx, entered: string): Fixed {
  const { rng, lang, fields } = ctx;
  const online = rng.chance(0.5);
  ctx.online = online;
  const kind = rng.int(0, 2);
  const t = topicPhrase(lang, ctx.topic);
  ctx.title = {
    main: upperFirst(
      kind === 0
        ? { por: `Base de dados de ${t}`, eng: `${upperFirst(t)} database`, spa: `Base de datos de ${t}` }[lang]
        : kind === 1
          ? t
          : {
              por: `Censo ${rng.pick(['escolar', 'demográfico', 'agropecuário'])} ${ctx.year}`,
              eng: `Survey of ${t}, ${ctx.year}`,
              spa: `Censo ${rng.pick(['escolar', 'de población', 'agropecuario'])} ${ctx.year}`,
            }[lang],
    ),
    sub:
      kind === 1
        ? { por: 'software educacional', eng: 'educational software', spa: 'software educativo' }[lang]
        : kind === 2
          ? { por: 'microdados', eng: 'microdata', spa: 'microdatos' }[lang]
          : undefined,
  };
  if (ctx.title.sub === undefined) delete ctx.title.sub;
  const body = kind === 2 && lang === 'por' ? (POR_CORPORATE[1] as CorporateBody) : rng.pick(CORPORATE[lang]);
  fields.push(corporateField('110', body, ''));
  ctx.mainEntry = body.name;
  fields.push(
    titleField(
      ctx,
      ctx.title,
      corporateDisplay(body),
      true,
      { por: '[recurso eletrônico]', eng: '[electronic resource]', spa: '[recurso electrónico]' }[lang],
    ),
  );
  fields.push(
    field(
      '256',
      ' ',
      ' ',
      'a',
      kind === 1
        ? { por: 'Programa de computador.', eng: 'Computer program.', spa: 'Programa informático.' }[lang]
        : { por: 'Dados eletrônicos.', eng: 'Computer data.', spa: 'Datos electrónicos.' }[lang],
    ),
  );
  const publisher = rng.zipf(PUBLISHERS[lang], 1);
  addPublication(ctx, publisher, String(ctx.year));
  fields.push(
    physicalField(
      online ? { por: '1 recurso online', eng: '1 online resource', spa: '1 recurso en línea' }[lang] : '1 CD-ROM',
      '',
      online ? '' : { por: '4 3/4 pol.', eng: '4 3/4 in.', spa: '12 cm' }[lang],
    ),
  );
  addRdaTypes(ctx, kind === 1 ? 'program' : 'text', 'computer', online ? 'online' : 'disc');
  fields.push(
    field(
      '538',
      ' ',
      ' ',
      'a',
      online
        ? {
            por: 'Modo de acesso: World Wide Web.',
            eng: 'Mode of access: World Wide Web.',
            spa: 'Modo de acceso: World Wide Web.',
          }[lang]
        : {
            por: 'Requisitos do sistema: Windows 10 ou superior.',
            eng: 'System requirements: Windows 10 or later.',
            spa: 'Requisitos del sistema: Windows 10 o superior.',
          }[lang],
    ),
  );
  addSummary(ctx, 0.6);
  addSubjects(ctx);
  if (online) electronicLocation(ctx, repositoryUrl(ctx), ONLINE_NOTE[lang]);
  addClassification(ctx);
  const f008 = computer008(common008(ctx, entered, 's', String(ctx.year), '    ', publisher.country), {
    form: online ? 'o' : ' ',
    fileType: kind === 1 ? 'b' : kind === 2 ? 'a' : 'm',
  });
  return { type: 'm', level: 'm', f008 };
}

function buildOther(ctx: Ctx, entered: string): Fixed {
  const { rng, lang, fields, kind } = ctx;
  const t = topicPhrase(lang, ctx.topic);
  const city = rng.zipf(CITIES[lang], 2);
  let extent: string;
  let type: string;
  let visualType = 'b';
  if (kind === 'kit') {
    ctx.title = {
      main: { por: `Kit pedagógico de ${t}`, eng: `${upperFirst(t)} teaching kit`, spa: `Material didáctico de ${t}` }[
        lang
      ],
    };
    extent = {
      por: '1 kit (1 guia do professor, 30 cartões, 1 DVD)',
      eng: "1 kit (1 teacher's guide, 30 cards, 1 DVD)",
      spa: '1 kit (1 guía docente, 30 tarjetas, 1 DVD)',
    }[lang];
    type = 'o';
  } else if (kind === 'image') {
    ctx.title = {
      main: { por: `Fotografias de ${city}`, eng: `Photographs of ${city}`, spa: `Fotografías de ${city}` }[lang],
    };
    extent = {
      por: `${rng.int(8, 60)} fotografias`,
      eng: `${rng.int(8, 60)} photographs`,
      spa: `${rng.int(8, 60)} fotografías`,
    }[lang];
    type = 'k';
    visualType = 'i';
  } else if (kind === 'object') {
    ctx.title = { main: { por: `Jogo de ${t}`, eng: `${upperFirst(t)} board game`, spa: `Juego de ${t}` }[lang] };
    extent = {
      por: '1 jogo (1 tabuleiro, 40 cartas, 4 peões)',
      eng: '1 game (1 board, 40 cards, 4 pieces)',
      spa: '1 juego (1 tablero, 40 cartas, 4 fichas)',
    }[lang];
    type = 'r';
    visualType = 'g';
  } else {
    ctx.title = { main: { por: `Cartas de ${city}`, eng: `Letters from ${city}`, spa: `Cartas de ${city}` }[lang] };
    extent = { por: `${rng.int(3, 60)} cartas`, eng: `${rng.int(3, 60)} letters`, spa: `${rng.int(3, 60)} cartas` }[
      lang
    ];
    type = 't';
  }
  ctx.title.main = upperFirst(ctx.title.main);
  const person = makePerson(rng, lang, 0.4);
  fields.push(nameField('100', person.heading, person.dates, ''));
  ctx.mainEntry = person.surname;
  fields.push(titleField(ctx, ctx.title, person.natural, true));
  if (kind === 'manuscript' || kind === 'image') {
    // Unpublished: a production date only.
    fields.push(field(ctx.rda ? '264' : '260', ' ', ctx.rda ? '0' : ' ', 'c', `${ctx.year}.`));
  } else {
    addPublication(ctx, rng.zipf(PUBLISHERS[lang], 1), String(ctx.year));
  }
  fields.push(
    physicalField(
      extent,
      kind === 'image' ? { por: 'p&b', eng: 'b&w', spa: 'b/n' }[lang] : '',
      kind === 'kit' ? '30 x 22 cm' : kind === 'image' ? '18 x 24 cm' : kind === 'object' ? '40 x 40 cm' : '30 cm',
    ),
  );
  addRdaTypes(
    ctx,
    kind === 'image' ? 'image' : kind === 'object' ? 'object' : 'text',
    'unmediated',
    kind === 'object' ? 'object' : kind === 'kit' ? 'card' : 'sheet',
  );
  if (kind === 'image' || kind === 'manuscript') {
    const form =
      kind === 'image'
        ? { por: 'Fotografias', eng: 'Photographs', spa: 'Fotografías' }[lang]
        : { por: 'Correspondência', eng: 'Correspondence', spa: 'Correspondencia' }[lang];
    const pairs = ['a', city, 'v', `${form}.`];
    if (SUBJECT_SOURCE[lang].source) pairs.push('2', SUBJECT_SOURCE[lang].source as string);
    fields.push(fieldFrom('651', ' ', SUBJECT_SOURCE[lang].ind2, pairs));
    if (kind === 'manuscript') {
      const name = nameField('600', person.heading, person.dates, '');
      name.ind2 = SUBJECT_SOURCE[lang].ind2;
      if (SUBJECT_SOURCE[lang].source) name.subfields.push({ code: '2', value: SUBJECT_SOURCE[lang].source as string });
      fields.push(name);
    }
  } else {
    addSummary(ctx, 0.5);
    addSubjects(ctx);
  }
  addClassification(
    ctx,
    kind === 'image' ? '779' : kind === 'manuscript' ? '091' : undefined,
    kind === 'image' ? '77' : kind === 'manuscript' ? '091' : undefined,
  );
  const common = common008(
    ctx,
    entered,
    kind === 'manuscript' ? 'q' : 's',
    String(ctx.year),
    kind === 'manuscript' ? String(Math.min(LAST_YEAR, ctx.year + 5)) : '    ',
    lang === 'por' ? 'bl ' : lang === 'spa' ? 'sp ' : 'xxu',
  );
  const f008 =
    type === 't'
      ? books008(common, { literary: '0' })
      : visual008(common, { runningTime: 'nnn', type: visualType, technique: 'n' });
  return { type, level: 'm', f008 };
}

// ---- Holdings (952) ----------------------------------------------------------------------------

const ITEM_TYPE: Partial<Record<WorkTypeKey, string>> = {
  book: 'LIVRO',
  thesis: 'TESE',
  dissertation: 'TESE',
  undergraduateWork: 'TESE',
  periodical: 'PERIODICO',
  video: 'DVD',
  map: 'MAPA',
  score: 'PARTITURA',
  musicRecording: 'CD',
  soundRecording: 'CD',
  electronicResource: 'CDROM',
  kit: 'MULTIMEIO',
  image: 'ICONOGRAFIA',
  manuscript: 'MANUSCRITO',
  object: 'OBJETO',
};
const LOCATION: Partial<Record<WorkTypeKey, string>> = {
  book: 'ACERVO',
  thesis: 'TESES',
  dissertation: 'TESES',
  undergraduateWork: 'TESES',
  periodical: 'PERIODICOS',
  map: 'MAPOTECA',
  manuscript: 'OBRAS_RARAS',
  image: 'OBRAS_RARAS',
};
const ITEM_COUNT = new WeightedTable([0, 1, 2, 3, 4, 5, 6], [7, 30, 25, 15, 10, 7, 6]);

function addItems(ctx: Ctx, rng: Rng, libraries: readonly { code: string }[]): void {
  if (libraries.length === 0) return;
  const { kind, fields, controlNumber } = ctx;
  let itemType = ctx.itemType || ITEM_TYPE[kind];
  if (!itemType) return;
  if (ctx.online) return;
  const reference =
    kind === 'book' &&
    (ctx.title.main.startsWith('Manual') || ctx.title.main.startsWith('Handbook') || rng.chance(0.04));
  if (reference) itemType = 'REFERENCIA';
  let count =
    kind === 'book'
      ? ITEM_COUNT.sample(rng.next())
      : kind === 'periodical'
        ? rng.int(1, 6)
        : ITEM_COUNT.sample(rng.next()) > 2
          ? 2
          : 1;
  if (ctx.volumes > 1) count = Math.min(6, ctx.volumes * rng.int(1, 2));
  const location = reference ? 'REFERENCIA' : (LOCATION[kind] ?? 'MULTIMEIOS');
  const source = ctx.classScheme;
  let issueYear = ctx.year;
  for (let i = 0; i < count; i++) {
    const library = libraries[libraries.length === 1 ? 0 : rng.weighted(libraryTable(libraries.length))] as {
      code: string;
    };
    const holding = rng.chance(0.03) ? (libraries[rng.int(0, libraries.length - 1)] as { code: string }) : library;
    const acquiredYear = Math.min(LAST_YEAR, Math.max(ctx.year, 1990) + rng.int(0, 3));
    const pairs: string[] = [];
    if (rng.chance(0.012)) pairs.push('1', '1');
    pairs.push('2', source);
    const notForLoan =
      reference ||
      kind === 'manuscript' ||
      kind === 'image' ||
      (kind === 'periodical' && rng.chance(0.5)) ||
      rng.chance(0.02);
    if (notForLoan) pairs.push('7', '1');
    pairs.push(
      'a',
      library.code,
      'b',
      holding.code,
      'c',
      location,
      'd',
      `${acquiredYear}-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}`,
    );
    let enumeration = '';
    if (ctx.volumes > 1) enumeration = `v. ${(i % ctx.volumes) + 1}`;
    else if (kind === 'periodical') {
      issueYear = Math.min(LAST_YEAR, issueYear + rng.int(i === 0 ? 0 : 1, 4));
      enumeration = `v. ${issueYear - ctx.year + 1}, n. ${rng.int(1, 4)} (${issueYear})`;
    }
    if (enumeration) pairs.push('h', enumeration);
    const callNumber = enumeration && ctx.volumes > 1 ? `${ctx.callNumber} ${enumeration}` : ctx.callNumber;
    const copy = ctx.volumes > 1 ? Math.floor(i / ctx.volumes) + 1 : i + 1;
    pairs.push('o', copy > 1 && kind !== 'periodical' ? `${callNumber} ex. ${copy}` : callNumber);
    pairs.push('p', String(controlNumber * 10 + i).padStart(10, '0'));
    pairs.push('t', String(copy));
    pairs.push('y', itemType);
    fields.push(fieldFrom('952', ' ', ' ', pairs));
  }
}

const libraryTables = new Map<number, WeightedTable<number>>();
function libraryTable(n: number): WeightedTable<number> {
  let table = libraryTables.get(n);
  if (!table) {
    const indices = Array.from({ length: n }, (_, i) => i);
    table = new WeightedTable(
      indices,
      indices.map((i) => 1 / (i + 1.5)),
    );
    libraryTables.set(n, table);
  }
  return table;
}

const PENDING_005 = control('005', '');
const PENDING_008 = control('008', '');

/** 008/00-05 is filled in by generateRecord once the record's dates are known. */
const ENTERED = '000000';

// ---- Public API ----------------------------------------------------------------------------------

function languageTable(languages: readonly Lang[] | undefined): WeightedTable<Lang> {
  const chosen = languages && languages.length > 0 ? [...new Set(languages)] : (['por', 'eng', 'spa'] as Lang[]);
  return new WeightedTable(
    chosen,
    chosen.map((lang) => LANGUAGE_WEIGHTS[lang]),
  );
}

/** Work types that never have items (online or hosted in another record). */
const NOT_PHYSICAL: ReadonlySet<WorkTypeKey> = new Set<WorkTypeKey>(['ebook', 'article', 'eperiodical']);

function tagKey(tag: string): number {
  return (tag.charCodeAt(0) << 16) | (tag.charCodeAt(1) << 8) | tag.charCodeAt(2);
}

/** Stable insertion sort by tag: the fields are nearly in order already, so this is ~linear. */
function sortByTag(fields: MarcField[]): void {
  for (let i = 1; i < fields.length; i++) {
    const current = fields[i] as MarcField;
    const key = tagKey(current.tag);
    let j = i - 1;
    while (j >= 0 && tagKey((fields[j] as MarcField).tag) > key) {
      fields[j + 1] = fields[j] as MarcField;
      j--;
    }
    fields[j + 1] = current;
  }
}

/** Generates one record: record number `index` (0-based) of a catalogue generated with `seed`. */
export function generateRecord(
  seed: number,
  index: number,
  controlNumber: number,
  languages: WeightedTable<Lang>,
  libraries: readonly { code: string }[],
  rng: Rng = new Rng(),
  itemRng: Rng = new Rng(),
  forcedKind?: WorkTypeKey,
): MarcRecord {
  rng.reseed(deriveSeed(seed, index, 0));
  const lang = rng.weighted(languages);
  const kind = forcedKind ?? rng.weighted(WORK_TYPE_TABLE);
  const ctx: Ctx = {
    rng,
    lang,
    kind,
    index,
    controlNumber,
    topic: TOPICS[0] as Topic,
    year: 0,
    rda: false,
    // Control fields first (005 and 008 are completed at the end), so that the final sort
    // by tag only has to fix the few data fields the builders emit out of order.
    // 005 and 008 are known only at the end: their slots are reserved here.
    fields: [
      control('001', String(controlNumber)),
      control('003', CONTROL_NUMBER_IDENTIFIER),
      PENDING_005,
      PENDING_008,
    ],
    mainEntry: '',
    title: { main: '' },
    editionShort: '',
    volumes: 1,
    callNumber: '',
    classScheme: 'ddc',
    brazil: false,
    physical: !NOT_PHYSICAL.has(kind),
    translation: false,
    online: false,
    usedConcepts: [],
    itemType: '',
    added: [],
  };
  chooseTopic(ctx);
  ctx.year = kind === 'manuscript' ? publicationYear(rng, 1850) : publicationYear(rng);
  if (kind === 'ebook' || kind === 'eperiodical' || kind === 'electronicResource')
    ctx.year = Math.max(ctx.year, 1995 + (ctx.year % 7));
  // Video cassettes reached libraries around 1980, DVDs in 1997 (see buildVideo).
  if (kind === 'video') ctx.year = Math.max(ctx.year, 1980 + (ctx.year % 9));
  ctx.rda = ctx.year >= 2014 ? rng.chance(0.85) : ctx.year >= 2010 ? rng.chance(0.3) : rng.chance(0.03);
  ctx.fields.push(cataloguingSource(ctx));

  let fixed: Fixed;
  switch (kind) {
    case 'book':
      fixed = buildBook(ctx, false, ENTERED);
      break;
    case 'ebook':
      fixed = buildBook(ctx, true, ENTERED);
      break;
    case 'thesis':
    case 'dissertation':
    case 'undergraduateWork':
      fixed = buildThesis(ctx, ENTERED);
      break;
    case 'periodical':
      fixed = buildPeriodical(ctx, false, ENTERED);
      break;
    case 'eperiodical':
      fixed = buildPeriodical(ctx, true, ENTERED);
      break;
    case 'article':
      fixed = buildArticle(ctx, ENTERED);
      break;
    case 'video':
      fixed = buildVideo(ctx, ENTERED);
      break;
    case 'map':
      fixed = buildMap(ctx, ENTERED);
      break;
    case 'score':
      fixed = buildScore(ctx, ENTERED);
      break;
    case 'musicRecording':
      fixed = buildSoundRecording(ctx, true, ENTERED);
      break;
    case 'soundRecording':
      fixed = buildSoundRecording(ctx, false, ENTERED);
      break;
    case 'electronicResource':
      fixed = buildComputerFile(ctx, ENTERED);
      break;
    default:
      fixed = buildOther(ctx, ENTERED);
      break;
  }
  // Dates depend on the final publication year (periodicals and articles adjust it).
  const dates = recordDates(rng, ctx.year);
  const fields = ctx.fields;
  if (kind === 'book' && lang !== 'por' && !ctx.translation && rng.chance(0.02)) {
    fields.push(field('041', '0', ' ', 'a', lang, 'a', 'por'));
    fields.push(
      field(
        '546',
        ' ',
        ' ',
        'a',
        {
          por: 'Texto em português e inglês.',
          eng: 'Text in English and Portuguese.',
          spa: 'Texto en español y portugués.',
        }[lang],
      ),
    );
  }
  for (const added of ctx.added) fields.push(added);
  itemRng.reseed(deriveSeed(seed, index, 1));
  if (ctx.physical) addItems(ctx, itemRng, libraries);

  const encoding =
    ctx.year === LAST_YEAR && rng.chance(0.3) ? '8' : rng.chance(0.06) ? '7' : rng.chance(0.08) ? '1' : ' ';
  fields[2] = control('005', dates.transaction);
  fields[3] = control('008', dates.entered + fixed.f008.slice(6));
  sortByTag(fields);
  return {
    leader: leader({
      status: rng.chance(0.2) ? 'c' : 'n',
      type: fixed.type,
      level: fixed.level,
      control: fixed.control ?? ' ',
      encoding,
      form: ctx.rda ? 'i' : 'a',
      multipart: fixed.multipart ?? ' ',
    }),
    fields,
  };
}

/** Yields `count` records; deterministic for a given seed and options. */
export function* generateRecords(options: GeneratorOptions): Generator<MarcRecord> {
  const seed = options.seed ?? 1;
  const first = options.firstControlNumber ?? 1;
  const languages = languageTable(options.languages);
  const rng = new Rng();
  const itemRng = new Rng();
  for (let i = 0; i < options.count; i++) {
    yield generateRecord(seed, i, first + i, languages, options.libraries, rng, itemRng);
  }
}

/** The language table for a list of record languages (for callers of generateRecord). */
export function languageWeights(languages?: readonly LanguageCode[]): WeightedTable<Lang> {
  return languageTable(languages);
}
