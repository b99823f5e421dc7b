/**
 * Query terms for the search benchmarks, chosen from the generator's vocabulary and verified by
 * counting (see benchmark-terms.test.ts, which recounts them on 20,000 records).
 *
 * A record "contains" a term when the term's tokens occur, consecutively, among the tokens of
 * the record's searchable text: every data field except 0XX (numbers and codes), 856 (links)
 * and 952 (items), after the folding a search index applies (NFD, accents dropped, lower case;
 * tokens are runs of letters and digits). Measured frequencies, seed 1, 20,000 records:
 *
 * - broad `brasil` — 29.5 %: the Portuguese geographic subdivision "Brasil" (650 $z), "no Brasil"
 *   in titles and summaries, 651 "Brasil -- História", corporate "Brasil. Ministério…". It is the
 *   most common content word of a Brazilian catalogue; Spanish records use it too (English has
 *   "Brazil", a different term).
 * - common `educação` (folded `educacao`) — 15.9 %: the most frequent topic (rank 1 of the Zipf list).
 * - phrase `políticas públicas` — 7.1 %: a topic and the first concept of the summaries.
 * - author `silva` — 11.0 %: the most frequent Brazilian surname, in 100/700 and 245 $c.
 * - two terms `história brasil` (AND, not a phrase) — 11.2 % (1.9 % as a phrase).
 * - selective `parintins` — 0.055 % (11 of 20,000; 15 with seeds 2 and 3): a town of the
 *   long tail of case-study cities.
 * - prefix `educa` — a truncation query (educação, educacional, educativa, education…).
 * - none `xylographie` — matches nothing (the empty-result path).
 *
 * Most other words are rare: the vocabulary lists are ordered by popularity and drawn with
 * Zipf ranks, so a handful of head words cover a large share of records and the long tail
 * (cities, concepts, fiction nouns, names) appears in few.
 */
import type { MarcRecord } from '@estante/core';
import { fold } from './identifiers.ts';

export const BENCHMARK_TERMS = {
  /** ≈ 30 % of records. */
  broad: 'brasil',
  /** ≈ 16 % of records. */
  common: 'educação',
  /** < 0.1 % of records (≈ 0.05 %). */
  selective: 'parintins',
  /** A two-word phrase, ≈ 7 % of records. */
  phrase: 'políticas públicas',
  /** A personal-name term, ≈ 11 % of records. */
  author: 'silva',
  /** Two terms that must both occur (not as a phrase). */
  twoTerms: 'história brasil',
  /** A truncation / autocomplete prefix. */
  prefix: 'educa',
  /** The accent-folded spelling of `common`: a search must fold accents to match it. */
  folded: 'educacao',
  /** Matches no record. */
  none: 'xylographie',
} as const;

/** Tokens of a text as a search index sees them (folded, letters and digits). */
export function tokenize(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

/** The searchable tokens of a record: all data fields except 0XX, 856 and 952. */
export function recordTokens(record: MarcRecord): string[] {
  const tokens: string[] = [];
  for (const field of record.fields) {
    if (!('subfields' in field)) continue;
    if (field.tag < '100' || field.tag === '856' || field.tag === '952') continue;
    for (const subfield of field.subfields) {
      if (/^[0-9]$/.test(subfield.code)) continue;
      for (const token of tokenize(subfield.value)) tokens.push(token);
    }
    tokens.push('\u0000'); // phrases do not span fields
  }
  return tokens;
}

/** True if the record's searchable text holds the term (all words, consecutively for phrases). */
export function recordContainsTerm(record: MarcRecord, term: string, asPhrase = true): boolean {
  return tokensContain(recordTokens(record), tokenize(term), asPhrase);
}

/** True if any token starts with the (folded) prefix. */
export function recordHasPrefix(record: MarcRecord, prefix: string): boolean {
  const folded = fold(prefix);
  return recordTokens(record).some((token) => token.startsWith(folded));
}

export function tokensContain(tokens: readonly string[], words: readonly string[], asPhrase: boolean): boolean {
  if (words.length === 0) return false;
  if (!asPhrase || words.length === 1) return words.every((word) => tokens.includes(word));
  outer: for (let i = 0; i + words.length <= tokens.length; i++) {
    for (let j = 0; j < words.length; j++) if (tokens[i + j] !== words[j]) continue outer;
    return true;
  }
  return false;
}

/** Share of records (0–1) that contain the term. */
export function termFrequency(records: readonly MarcRecord[], term: string, asPhrase = true): number {
  if (records.length === 0) return 0;
  const words = tokenize(term);
  let hits = 0;
  for (const record of records) if (tokensContain(recordTokens(record), words, asPhrase)) hits++;
  return hits / records.length;
}
