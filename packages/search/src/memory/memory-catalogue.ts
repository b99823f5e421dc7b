import { LRUCache } from 'lru-cache';
import type { IndexColumn } from '../index-document.ts';
import type { MatchExpression, PositionalCondition } from '../match-expression.ts';
import type { FacetFilter } from '../parse-search-query.ts';
import { satisfiesPositional } from '../positional.ts';
import type { SortKey } from '../search-options.ts';
import { TRUNCATION, truncationMatcher, truncationStem } from '../truncation.ts';
import { Bitset } from './bitset.ts';
import { countGroupCodes, countWithin, groupOf } from './facet-slots.ts';
import { MatchedRecords } from './matched-records.ts';
import { type RareFacetReach, rareFacetReach } from './rare-facet-reach.ts';
import { topByRelevance } from './relevance.ts';
import { COLUMN_NUMBER, compareUtf8, compareYears, type SearchSegment } from './search-segment.ts';
import { matchSegment } from './segment-match.ts';
import { kthLargest, topK } from './top-k.ts';
import type { Vocabulary } from './vocabulary.ts';
import { boundedEditDistance } from './word-distance.ts';

export interface MemorySearch {
  expression: MatchExpression;
  positional: PositionalCondition[];
  filters: FacetFilter[];
  sort: SortKey;
  offset: number;
  limit: number;
  /** Facet values listed per letter (the most frequent; selected values are always added). */
  facetValuesPerLetter: number;
}

export interface FacetCount {
  letter: string;
  code: string;
  label: string;
  /** Matches with every filter applied. */
  count: number;
  /** Matches with the filters of this value's own letter left out (docs/search.md). */
  countWithoutOwnLetter: number;
  selected: boolean;
}

/** A word of the vocabulary close to a searched one (did you mean), with its records in the searched columns. */
export interface WordSuggestion {
  word: string;
  distance: number;
  records: number;
}

export interface MemorySearchResult {
  total: number;
  ids: number[];
  facets: FacetCount[];
}

/** Relevance weight of a match per index column: a title match counts most, notes least. */
const COLUMN_WEIGHTS: Record<IndexColumn, number> = {
  title: 10,
  author: 5,
  subject: 4,
  series: 2,
  call_number: 2,
  identifiers: 2,
  notes: 1,
  publisher: 1,
  title_s: 8,
  author_s: 4,
  subject_s: 3,
  series_s: 2,
  notes_s: 1,
  publisher_s: 1,
};

/** Answers kept per catalogue (one revision): a repeated search, a new page or order of a recent one. */
const CACHED_ANSWERS = 1000;
/** Match sets with their facet counts kept per catalogue (each up to a bitset and an ordinal list per segment). */
const CACHED_MATCH_SETS = 32;
/** Candidates of a position condition checked between two pauses of searchInSteps (~25 ms at a million records). */
const POSITION_CHECKS_PER_STEP = 4096;
/**
 * Matches in a segment from which its common facet values are counted in one pass and its rare ones only when they
 * may be listed (facets()); below, every value is counted, which costs little and leaves nothing uncertain.
 */
const COMMON_PASS_MATCHES = 1024;
/** Values withRareValues completes one by one from their short lists; beyond, counting the rare values is cheaper. */
const MOST_COMPLETED_VALUES = 2048;

export interface SearchOptions {
  /** false: compute afresh, ignoring (and then replacing) a cached answer, as a `Cache-Control: no-cache` request asks. */
  reuse?: boolean;
}

/** One facet value of one record (facetValuesOf). */
export interface RecordFacetValue {
  recordId: number;
  letter: string;
  code: string;
  label: string;
}

/** The matches of one search, its total and facet counts: what a new page or order of the same search reuses. */
interface CountedMatches {
  matches: SegmentMatch[];
  total: number;
  facets: FacetCount[];
}

interface SegmentMatch {
  segment: SearchSegment;
  /** Matches of the expression (and position conditions), before facet filters. */
  matched: Bitset;
  /** Records having a value of each filter's letter among its codes. */
  filters: Bitset[];
  /** Matches with every filter applied. */
  all: MatchedRecords;
}

/**
 * The per-segment work of one search over some of a catalogue's segments (MemoryCatalogue.searchPart), what
 * mergeParts completes into the answer: plain data (typed arrays and numbers), so a search thread can post it, and
 * its sets' words on shared memory there, so the merging thread reads them without a copy. The segments are named by
 * their index in the catalogue, which every thread holds over the same arrays.
 */
export interface SearchPart {
  /** Per segment searched: its index, its matches with every filter, and whether only its common values were counted. */
  segments: PartSegment[];
  /** The facet values counted over the matches with every filter, and their counts (values[i] counted counts[i]). */
  values: Uint32Array;
  counts: Uint32Array;
  /** Per filter of the request (in order), its letter's values counted with the other letters' filters only. */
  widened: { values: Uint32Array; counts: Uint32Array }[];
  /** Each segment's best offset + limit in the request's order: its index, the record's ordinal, its score. */
  ranked: { segments: Uint32Array; ordinals: Uint32Array; scores: Float64Array };
}

export interface PartSegment {
  index: number;
  count: number;
  /** The set's words when only the common values were counted (its rare ones are merge's to decide), else empty. */
  words: Uint32Array;
  partly: boolean;
}

/** A term of relevance: an index column, a word, and what a record having it there adds to its score. */
interface TermWeight {
  column: number;
  wordId: number;
  weight: number;
}

interface Ranked {
  segment: SearchSegment;
  ordinal: number;
  score: number;
}

/**
 * A catalogue held in memory as segments (an older base and newer ones holding the records changed since),
 * answering a search: total, one page in the requested order and exact facet counts.
 */
export class MemoryCatalogue {
  /**
   * This catalogue never changes (a newer revision is a new MemoryCatalogue), so its answers can be kept without
   * invalidation: what Solr's query-result cache and Elasticsearch's request cache do per index version.
   */
  private readonly answers = new LRUCache<string, MemorySearchResult>({ max: CACHED_ANSWERS });
  private readonly matchSets = new LRUCache<string, CountedMatches>({ max: CACHED_MATCH_SETS });
  private readonly suggestions = new LRUCache<string, WordSuggestion[]>({ max: CACHED_ANSWERS });
  private readonly counts: (Uint32Array | undefined)[] = [undefined, undefined];
  private recordCount: number | undefined;
  private split: { threads: number; groups: number[][] | undefined } | undefined;
  /** Letters counted without their rare values so far (withRareValues): what tests and diagnostics read. */
  rareFacetCountsSkipped = 0;
  /** Segments whose rare values of a letter were counted so far (withRareValues), for the same readers. */
  rareFacetPartsCounted = 0;

  /**
   * What a value can still count in the segments where it is rare (rare-facet-reach.ts): given when this catalogue
   * derives from another (a refresh, a merge) or comes with an image, computed from the segments otherwise.
   */
  readonly rareReach: RareFacetReach;

  constructor(
    readonly vocabulary: Vocabulary,
    readonly segments: SearchSegment[],
    rareReach?: RareFacetReach,
  ) {
    this.rareReach = rareReach ?? rareFacetReach(vocabulary, segments);
  }

  /**
   * Records in the catalogue, counted once: relevance weighs every search's terms with it, and counting the deleted
   * set's bits took a pass over a million bits per search. A newer revision is a new catalogue, whose records replaced
   * in the base are marked before it is made.
   */
  get size(): number {
    this.recordCount ??= this.segments.reduce((sum, segment) => sum + segment.size - segment.deleted.count(), 0);
    return this.recordCount;
  }

  /**
   * The values of `letters` of each listed record (a result page's additional data), per record and letter in code
   * order: read from the facet columns that the counts read, so a page needs no database statement for them. A record
   * not in this catalogue is left out.
   */
  facetValuesOf(ids: readonly number[], letters: readonly string[]): RecordFacetValue[] {
    const vocabulary = this.vocabulary;
    const result: RecordFacetValue[] = [];
    for (const id of ids) {
      const found = this.locate(id);
      if (!found) continue;
      for (const letter of letters) {
        const entries = found.segment.facetValues(found.ordinal, letter).map((value) => {
          const code = vocabulary.facetCode(value);
          return { recordId: id, letter, code, label: vocabulary.facetLabel(value, code) };
        });
        if (entries.length > 1) entries.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
        result.push(...entries);
      }
    }
    return result;
  }

  /** Where a record lives: the newest segment holding it not replaced since. */
  private locate(id: number): { segment: SearchSegment; ordinal: number } | undefined {
    for (let index = this.segments.length - 1; index >= 0; index -= 1) {
      const segment = this.segments[index]!;
      const ordinal = segment.ordinalOf(id);
      if (ordinal >= 0 && !segment.deleted.has(ordinal)) return { segment, ordinal };
    }
    return undefined;
  }

  /**
   * Postings of a word in the columns over every segment (a record with the word in two columns counts twice): the
   * frequency truncation and suggestions weigh words by. 0 for a word the columns do not hold (a stem, a marker).
   */
  wordRecords(word: string | number, columns: readonly IndexColumn[]): number {
    const wordId = typeof word === 'number' ? word : this.vocabulary.knownWordId(word);
    if (wordId === -1) return 0;
    let total = 0;
    for (const column of columns) {
      const number = COLUMN_NUMBER.get(column)!;
      for (const segment of this.segments) total += segment.postingCount(number, wordId);
    }
    return total;
  }

  /**
   * The words a truncated word stands for in the columns (truncation.ts): those of the vocabulary it matches that the
   * columns hold, the TRUNCATION.maxExpansions most frequent (ties in code point order).
   */
  expandTruncation(word: string, columns: readonly IndexColumn[]): string[] {
    const matches = truncationMatcher(word);
    const found: { word: string; records: number }[] = [];
    for (const wordId of this.vocabulary.wordsWithPrefix(truncationStem(word))) {
      const text = this.vocabulary.word(wordId);
      if (!matches(text)) continue;
      const records = this.wordRecords(wordId, columns);
      if (records > 0) found.push({ word: text, records });
    }
    found.sort((a, b) => b.records - a.records || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    return found.slice(0, TRUNCATION.maxExpansions).map((item) => item.word);
  }

  /**
   * Words of the columns within `maxDistance` edits of `word` (did you mean), nearest first, then most frequent. Only
   * words sharing its first letter are read, as spell checkers commonly assume: a 26th of the vocabulary.
   */
  suggestWords(word: string, columns: readonly IndexColumn[], maxDistance: number, limit: number): WordSuggestion[] {
    // A misspelling is often searched again (the next page, another order): its neighbours are kept.
    const key = JSON.stringify([word, columns, maxDistance, limit]);
    let suggestions = this.suggestions.get(key);
    if (!suggestions) {
      suggestions = this.nearWords(word, columns, maxDistance, limit);
      this.suggestions.set(key, suggestions);
    }
    return suggestions;
  }

  private nearWords(
    word: string,
    columns: readonly IndexColumn[],
    maxDistance: number,
    limit: number,
  ): WordSuggestion[] {
    const found: WordSuggestion[] = [];
    if (word.length === 0) return found;
    for (const wordId of this.vocabulary.wordsWithPrefix(word[0]!)) {
      if (Math.abs(this.vocabulary.wordLength(wordId) - word.length) > maxDistance) continue;
      const text = this.vocabulary.word(wordId);
      const distance = boundedEditDistance(word, text, maxDistance);
      if (distance <= 0) continue;
      const records = this.wordRecords(wordId, columns);
      if (records > 0) found.push({ word: text, distance, records });
    }
    found.sort(
      (a, b) => a.distance - b.distance || b.records - a.records || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    );
    return found.slice(0, limit);
  }

  /** Number of records matching an expression (no filters, no position conditions). */
  count(expression: MatchExpression): number {
    return this.segments.reduce((sum, segment) => sum + matchSegment(segment, expression).count(), 0);
  }

  /** One page of a search with its total and facet counts (shared with the cache: callers do not modify it). */
  search(request: MemorySearch, options: SearchOptions = {}): MemorySearchResult {
    const steps = this.searchSteps(request, options);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /**
   * The same search, awaiting `pause()` between its steps (matching each segment, a few thousand position checks,
   * the facet counts, the page) so that the other requests of this process run in between: a record fetch waits
   * for one step of a broad search, not for the whole of every search ahead of it. Each step leaves the scratch
   * arrays it shares with other searches (counts, score block) zeroed, so searches may interleave step by step.
   */
  async searchInSteps(
    request: MemorySearch,
    options: SearchOptions,
    pause: () => Promise<void>,
  ): Promise<MemorySearchResult> {
    const steps = this.searchSteps(request, options);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      await pause();
    }
  }

  private *searchSteps(request: MemorySearch, options: SearchOptions): Generator<void, MemorySearchResult> {
    const reuse = options.reuse ?? true;
    const cached = this.cachedAnswer(request, options);
    if (cached) return cached;
    const matchKey = matchSetKey(request);
    const counted = reuse ? this.matchSets.get(matchKey) : undefined;
    if (counted) {
      const result = { total: counted.total, ids: this.page(counted.matches, request), facets: counted.facets };
      this.answers.set(JSON.stringify(request), result);
      return result;
    }
    const matches: SegmentMatch[] = [];
    const valuesMet: number[] = [];
    const part = yield* this.partSteps(
      request,
      this.segments.map((_, index) => index),
      matches,
      valuesMet,
    );
    const result = this.merge(request, [part], { counted: valuesMet, matches });
    // Only what paging reads is kept: the per-filter sets were for the facet counts.
    this.matchSets.set(matchKey, {
      matches: matches.map((match) => ({ ...match, matched: match.all.set, filters: [] })),
      total: result.total,
      facets: result.facets,
    });
    return result;
  }

  /** The answer kept for this request, unless `options` asks for one computed afresh. */
  cachedAnswer(request: MemorySearch, options: SearchOptions = {}): MemorySearchResult | undefined {
    return (options.reuse ?? true) ? this.answers.get(JSON.stringify(request)) : undefined;
  }

  /**
   * How a search splits over `threads` threads (docs/performance.md, "One search over several threads"): the segment
   * indexes each thread searches, the segments dealt out the largest first to the thread with the fewest records so
   * far. Undefined when the split would not shorten the search: fewer than two segments, or one thread left with
   * more than three quarters of the records (a base of one segment with a few newer ones beside it).
   */
  splitOver(threads: number): number[][] | undefined {
    // Asked at every search of a server with threads: counting the deleted records is a pass over each segment's bits.
    if (this.split?.threads !== threads) this.split = { threads, groups: this.dealtOut(threads) };
    return this.split.groups;
  }

  private dealtOut(threads: number): number[][] | undefined {
    if (threads < 2 || this.segments.length < 2) return undefined;
    const live = this.segments.map((segment) => segment.size - segment.deleted.count());
    const order = live.map((_, index) => index).sort((a, b) => live[b]! - live[a]! || a - b);
    const groups = Array.from({ length: threads }, () => ({ indexes: [] as number[], records: 0 }));
    for (const index of order) {
      const lightest = groups.reduce((best, group) => (group.records < best.records ? group : best));
      lightest.indexes.push(index);
      lightest.records += live[index]!;
    }
    const used = groups.filter((group) => group.indexes.length > 0);
    const total = live.reduce((sum, records) => sum + records, 0);
    if (used.length < 2 || Math.max(...used.map((group) => group.records)) * 4 > total * 3) return undefined;
    return used.map((group) => group.indexes.sort((a, b) => a - b));
  }

  /** searchInSteps' per-segment work over the segments `indexes` only (a search thread's share of a split search). */
  async searchPart(request: MemorySearch, indexes: readonly number[], pause: () => Promise<void>): Promise<SearchPart> {
    const steps = this.partSteps(request, indexes, []);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      await pause();
    }
  }

  /**
   * The per-segment work of a search over the segments `indexes`: their matches (each a step), then in one step each
   * segment's best offset + limit, then in one step their facet counts (every value of a segment with few matches,
   * the common ones of the others) and each filtered letter's widened counts. `matches` receives the segments'
   * matches (what paging a cached search reads). With `leftCounted` (the part merged at once by this catalogue, in
   * the same step), the counts stay in the scratch array and the values met are listed there, for merge to read:
   * taking ~25,000 values out and adding them back cost a search at a million records several per cent. Otherwise the
   * scratch counts are left zeroed.
   */
  private *partSteps(
    request: MemorySearch,
    indexes: readonly number[],
    matches: SegmentMatch[],
    leftCounted?: number[],
  ): Generator<void, SearchPart> {
    for (const index of indexes) {
      matches.push(yield* this.matchOne(this.segments[index]!, request));
      yield;
    }
    const ranked = this.rankSegments(
      matches.map((match, i) => ({ index: indexes[i]!, match })),
      request,
    );
    yield;
    const letters = this.facetLetters();
    // A segment with many matches has its common values of all letters counted in one pass, its rare ones only where
    // the merge finds they may matter (withRareValues); one with few has every value counted. Counting every value of
    // the newer segments a letter and a record at a time, whatever their size, cost a broad search 2.5 times its time
    // over the base alone once an import's merged tiers held 100,000 records.
    const counts = this.scratchCounts(0);
    const touched: number[] = leftCounted ?? [];
    const segments: PartSegment[] = matches.map((match, i) => {
      const { segment, all } = match;
      const partly = all.count >= COMMON_PASS_MATCHES;
      if (all.count === 0) {
        // Nothing to count.
      } else if (partly) {
        segment.countCommonFacets(all, counts, touched);
      } else {
        for (const letter of letters) segment.countFacets(letter, all.ordinals(), counts, touched, 'all');
      }
      return { index: indexes[i]!, count: all.count, words: partly ? all.set.words : new Uint32Array(0), partly };
    });
    const counted = leftCounted
      ? { values: new Uint32Array(0), counts: new Uint32Array(0) }
      : takeCounts(touched, counts);
    // Per segment, the codes of each group holding a filtered letter, counted once for all of its filtered letters.
    const groupCodes = matches.map(() => new Map<number, Uint32Array>());
    const widened = request.filters.map((filter) => {
      const widenedCounts = this.scratchCounts(1);
      const widenedTouched: number[] = [];
      if (letters.has(filter.letter)) {
        matches.forEach((match, i) => {
          this.countWithoutOwnLetter(match, filter, request, widenedCounts, widenedTouched, groupCodes[i]!);
        });
      }
      return takeCounts(widenedTouched, widenedCounts);
    });
    return {
      segments,
      values: counted.values,
      counts: counted.counts,
      widened,
      ranked: {
        segments: Uint32Array.from(ranked, (item) => item.index),
        ordinals: Uint32Array.from(ranked, (item) => item.ordinal),
        scores: Float64Array.from(ranked, (item) => item.score),
      },
    };
  }

  /**
   * The answer of a search from its parts (searchPart over every segment, in one part or several): the counts summed,
   * the rare values decided over the whole catalogue (withRareValues), the page ordered across segments. A value's
   * `count` is over the matches with every filter; for a filtered letter, `countWithoutOwnLetter` counts with the
   * other letters' filters only, and its values are listed by that count (a selected value always listed). One step:
   * it leaves the scratch counts zeroed. The answer is kept as searchInSteps keeps its own.
   */
  mergeParts(request: MemorySearch, parts: readonly SearchPart[]): MemorySearchResult {
    return this.merge(request, parts);
  }

  /**
   * mergeParts, or, with `own`, of the one part this catalogue searched itself (searchSteps): its counts are in the
   * scratch array (`counted`, partSteps' leftCounted) and its matches at hand, their members listed once for the
   * ranking and the rare values' counting: listing a broad search's members again cost about a tenth of a search at
   * a million records.
   */
  private merge(
    request: MemorySearch,
    parts: readonly SearchPart[],
    own?: { counted: number[]; matches: readonly SegmentMatch[] },
  ): MemorySearchResult {
    const vocabulary = this.vocabulary;
    const filtered = new Set(request.filters.map((filter) => filter.letter));
    const letters = this.facetLetters();
    const counts = this.scratchCounts(0);
    const touched: number[] = own?.counted ?? [];
    if (!own) for (const part of parts) addCounts(part.values, part.counts, counts, touched);
    const partlyCounted: SegmentMatch[] = [];
    let total = 0;
    for (const part of parts) {
      part.segments.forEach(({ index, count, words, partly }, i) => {
        total += count;
        if (!partly) return;
        const segment = this.segments[index]!;
        const all = own?.matches[i]?.all ?? new MatchedRecords(new Bitset(segment.size, words));
        partlyCounted.push({ segment, matched: all.set, filters: [], all });
      });
    }
    const results: FacetCount[] = [];
    // Routed by the letter's character code: a broad search counts ~25,000 values, and a one-letter string and a
    // Map look-up for each showed in its CPU profile.
    const byLetterCode: number[][] = [];
    for (const letter of letters) byLetterCode[letter.charCodeAt(0)] = [];
    for (const value of touched) byLetterCode[vocabulary.facetLetterCode(value)]!.push(value);
    for (const letter of letters) {
      const values = withRareValues(
        partlyCounted,
        letter,
        this.rareReach[letter.charCodeAt(0)] ?? Number.POSITIVE_INFINITY,
        byLetterCode[letter.charCodeAt(0)]!,
        counts,
        request.facetValuesPerLetter,
        filtered.has(letter),
        (skipped) => {
          if (skipped) this.rareFacetCountsSkipped += 1;
          else this.rareFacetPartsCounted += 1;
        },
      );
      if (filtered.has(letter)) continue;
      for (const value of this.mostFrequent(values, counts, request.facetValuesPerLetter, [])) {
        results.push(this.facetCount(value, counts[value]!, counts[value]!, false));
      }
    }
    request.filters.forEach((filter, filterIndex) => {
      if (!letters.has(filter.letter)) return;
      const widened = this.scratchCounts(1);
      const widenedTouched: number[] = [];
      for (const part of parts) {
        const { values, counts: partCounts } = part.widened[filterIndex]!;
        addCounts(values, partCounts, widened, widenedTouched);
      }
      const selected = filter.codes.map((code) => vocabulary.knownFacetId(filter.letter, code));
      for (const value of this.mostFrequent(widenedTouched, widened, request.facetValuesPerLetter, selected)) {
        results.push(this.facetCount(value, counts[value]!, widened[value]!, selected.includes(value)));
      }
      for (const value of widenedTouched) widened[value] = 0;
    });
    // Every value counted is in its letter's list, the rare ones added by withRareValues.
    for (const values of byLetterCode) if (values) for (const value of values) counts[value] = 0;
    const ranked: Ranked[] = [];
    for (const part of parts) {
      const { segments, ordinals, scores } = part.ranked;
      for (let i = 0; i < ordinals.length; i += 1) {
        ranked.push({ segment: this.segments[segments[i]!]!, ordinal: ordinals[i]!, score: scores[i]! });
      }
    }
    const result = { total, ids: pageOf(ranked, request), facets: results };
    this.answers.set(JSON.stringify(request), result);
    return result;
  }

  /** The facet letters of any segment, in the segments' order (the order the answer lists them in). */
  private facetLetters(): Set<string> {
    const letters = new Set<string>();
    for (const segment of this.segments) for (const letter of segment.facetColumns.keys()) letters.add(letter);
    return letters;
  }

  private *matchOne(segment: SearchSegment, request: MemorySearch): Generator<void, SegmentMatch> {
    const filters = this.filterSets(segment, request);
    let matched = matchSegment(segment, request.expression);
    if (request.positional.length > 0) {
      // Checked on word ids, reading only the columns a condition needs: no candidate's words are decoded.
      const ids = new Map<string, number>();
      const key = (word: string) => {
        let id = ids.get(word);
        if (id === undefined) {
          id = this.vocabulary.knownWordId(word);
          ids.set(word, id);
        }
        return id;
      };
      const kept = new Bitset(segment.size);
      const candidates = matched.toArray();
      for (let i = 0; i < candidates.length; i += 1) {
        // A broad position search checks tens of thousands of candidates: a step every few thousand.
        if (i > 0 && i % POSITION_CHECKS_PER_STEP === 0) yield;
        const ordinal = candidates[i]!;
        const columnWords = (column: IndexColumn) => segment.columnWords(ordinal, COLUMN_NUMBER.get(column)!);
        if (request.positional.every((condition) => satisfiesPositional(columnWords, condition, key))) {
          kept.add(ordinal);
        }
      }
      matched = kept;
    }
    // Neither set is changed afterwards (facets() copies before narrowing), so without filters they are one.
    const all = filters.length === 0 ? matched : matched.clone();
    for (const filter of filters) all.and(filter);
    return { segment, matched, filters, all: new MatchedRecords(all) };
  }

  /** A filter of one value reads its kept set; several values of one letter are joined into a new one. */
  private filterSets(segment: SearchSegment, request: MemorySearch): Bitset[] {
    return request.filters.map((filter) => {
      const sets = filter.codes.map((code) => segment.facetSet(this.vocabulary.knownFacetId(filter.letter, code)));
      if (sets.length === 1) return sets[0]!;
      const joined = new Bitset(segment.size);
      for (const set of sets) joined.or(set);
      return joined;
    });
  }

  /** Ids of the page: the best offset + limit of each segment in the order, merged. */
  private page(matches: SegmentMatch[], request: MemorySearch): number[] {
    const ranked = this.rankSegments(
      matches.map((match, index) => ({ index, match })),
      request,
    );
    return pageOf(
      ranked.map(({ index, ordinal, score }) => ({ segment: matches[index]!.segment, ordinal, score })),
      request,
    );
  }

  /** The best offset + limit of each segment's matches in the request's order, with their relevance scores. */
  private rankSegments(
    matches: readonly { index: number; match: SegmentMatch }[],
    request: MemorySearch,
  ): { index: number; ordinal: number; score: number }[] {
    const k = request.offset + request.limit;
    const weights = request.sort === 'C' ? this.termWeights(request.expression) : [];
    const ranked: { index: number; ordinal: number; score: number }[] = [];
    // The segments with the most matches first: the k-th best score so far then spares the others most of their
    // candidates (the base's rank bounds an import's small tiers), where each used to keep k of its own.
    const bySize = [...matches].sort((a, b) => b.match.all.count - a.match.all.count);
    let atLeast = Number.NEGATIVE_INFINITY;
    for (const {
      index,
      match: { segment, all },
    } of bySize) {
      if (all.count === 0) continue;
      if (request.sort !== 'C') {
        for (const ordinal of topOfSegment(segment, all, k, request.sort)) {
          ranked.push({ index, ordinal, score: 0 });
        }
        continue;
      }
      const postings = weights.map(({ column, wordId, weight }) => ({
        list: segment.posting(column, wordId),
        weight,
        set: segment.denseSet(column, wordId),
      }));
      for (const { ordinal, score } of topByRelevance(postings, all, k, segment.scoreBlock(), atLeast)) {
        ranked.push({ index, ordinal, score });
      }
      // k = 0: a search for its total and facets only (SRU's maximumRecords=0), no floor to find.
      if (k > 0 && ranked.length >= k) {
        const scores = Float64Array.from(ranked, (item) => item.score);
        atLeast = kthLargest(scores, k);
      }
    }
    return ranked;
  }

  /**
   * Per (index column, word) of the expression's positive terms: column weight × BM25 idf over the catalogue,
   * so a rare word counts more than a common one and a title match more than a match in the notes.
   */
  private termWeights(expression: MatchExpression): TermWeight[] {
    const size = Math.max(1, this.size);
    const terms = new Map<string, TermWeight>();
    for (const { columns, words } of positiveTerms(expression)) {
      for (const word of words) {
        const wordId = this.vocabulary.knownWordId(word);
        if (wordId === -1) continue;
        for (const column of columns) {
          const number = COLUMN_NUMBER.get(column)!;
          const key = `${number}:${wordId}`;
          if (terms.has(key)) continue;
          const frequency = this.segments.reduce((sum, segment) => sum + segment.postingCount(number, wordId), 0);
          const idf = Math.log(1 + (size - frequency + 0.5) / (frequency + 0.5));
          terms.set(key, { column: number, wordId, weight: COLUMN_WEIGHTS[column] * idf });
        }
      }
    }
    return [...terms.values()];
  }

  /**
   * Adds the values of a filtered letter over one segment's matches with the other letters' filters applied (its
   * `countWithoutOwnLetter`). A letter packed in a group is read from the group's codes counted once over the
   * matches with the filters outside the group, the group's other filters checked on the codes: with work type,
   * language and library filtered (one group), one pass over the matches instead of one per letter.
   */
  private countWithoutOwnLetter(
    match: SegmentMatch,
    filter: FacetFilter,
    request: MemorySearch,
    counts: Uint32Array,
    counted: number[],
    groupCodes: Map<number, Uint32Array>,
  ): void {
    const { segment } = match;
    const slots = segment.commonFacetSlots;
    const groupIndex = groupOf(slots, filter.letter);
    if (groupIndex === -1) {
      const others = withFilters(match, request, (letter) => letter !== filter.letter);
      segment.countLetter(filter.letter, others, counts, counted);
      return;
    }
    let codes = groupCodes.get(groupIndex);
    if (!codes) {
      const outside = withFilters(match, request, (letter) => groupOf(slots, letter) !== groupIndex);
      codes = countGroupCodes(slots, groupIndex, outside);
      groupCodes.set(groupIndex, codes);
    }
    const inside = request.filters
      .filter((other) => other.letter !== filter.letter && groupOf(slots, other.letter) === groupIndex)
      .map((other) => ({
        letter: other.letter,
        values: new Set(other.codes.map((code) => this.vocabulary.knownFacetId(other.letter, code))),
      }));
    countWithin(slots.groups[groupIndex]!, codes, filter.letter, inside, counts, counted);
  }

  /**
   * A zeroed count per facet value, reused by every search of this catalogue (the facet step is synchronous): a
   * million records have hundreds of thousands of values, too many to allocate and zero per search. The caller
   * zeroes the counts it touched.
   */
  private scratchCounts(slot: 0 | 1): Uint32Array {
    const current = this.counts[slot];
    if (current && current.length >= this.vocabulary.facetCount) return current;
    const fresh = new Uint32Array(this.vocabulary.facetCount);
    this.counts[slot] = fresh;
    return fresh;
  }

  /** Of the counted values, the `limit` with the highest counts (ties by code), plus the `always` values counted. */
  private mostFrequent(counted: number[], counts: Uint32Array, limit: number, always: number[]): number[] {
    const vocabulary = this.vocabulary;
    const best = topK(counted, limit, (a, b) => counts[b]! - counts[a]! || vocabulary.compareFacetCodes(a, b));
    const extra = always.filter((value) => value >= 0 && counts[value]! > 0 && !best.includes(value));
    return [...best, ...extra];
  }

  private facetCount(value: number, count: number, countWithoutOwnLetter: number, selected: boolean): FacetCount {
    const vocabulary = this.vocabulary;
    const code = vocabulary.facetCode(value);
    return {
      letter: vocabulary.facetLetter(value),
      code,
      label: vocabulary.facetLabel(value, code),
      count,
      countWithoutOwnLetter,
      selected,
    };
  }
}

/** A segment's matches with the filters of the letters that `applies` keeps (a new set). */
function withFilters(match: SegmentMatch, request: MemorySearch, applies: (letter: string) => boolean): Bitset {
  const result = match.matched.clone();
  match.filters.forEach((set, index) => {
    if (applies(request.filters[index]!.letter)) result.and(set);
  });
  return result;
}

/** Words of the parts of an expression that are not excluded (`nao`), with their columns: what relevance weighs. */
function positiveTerms(expression: MatchExpression): { columns: IndexColumn[]; words: string[] }[] {
  switch (expression.kind) {
    case 'words':
      return [{ columns: expression.columns, words: expression.words.flat() }];
    case 'phrase':
      return [{ columns: expression.columns, words: expression.words }];
    case 'and':
    case 'or':
      return expression.items.flatMap(positiveTerms);
    case 'not':
      return positiveTerms(expression.include);
  }
}

/** The best k ordinals of one segment by year or title: walking the precomputed order when the matches are many. */
function topOfSegment(segment: SearchSegment, all: MatchedRecords, k: number, sort: SortKey): number[] {
  if (sort === 'N') return Array.from(all.ordinals().subarray(0, k));
  if (all.count * 16 > segment.size) {
    const order = sort === 'A' ? segment.byYear : segment.byTitle;
    const result: number[] = [];
    for (let i = 0; i < order.length && result.length < k; i += 1) if (all.set.has(order[i]!)) result.push(order[i]!);
    return result;
  }
  const ordinals = all.ordinals();
  if (sort === 'T') return topK(ordinals, k, (a, b) => segment.titleRank[a]! - segment.titleRank[b]!);
  const years = segment.years;
  return topK(ordinals, k, (a, b) => compareYears(years[a]!, years[b]!) || a - b);
}

/** The order across segments, on the records' keys (ties by id, as the spec's orders are total). */
function crossSegmentOrder(sort: SortKey): (a: Ranked, b: Ranked) => number {
  const id = (item: Ranked) => item.segment.ids[item.ordinal]!;
  switch (sort) {
    case 'C':
      return (a, b) => b.score - a.score || id(a) - id(b);
    case 'N':
      return (a, b) => id(a) - id(b);
    case 'T':
      return (a, b) =>
        compareUtf8(a.segment.titleSorts.get(a.ordinal), b.segment.titleSorts.get(b.ordinal)) || id(a) - id(b);
    case 'A':
      return (a, b) => compareYears(a.segment.years[a.ordinal]!, b.segment.years[b.ordinal]!) || id(a) - id(b);
  }
}

/**
 * One letter's values counted so far (`counted`, a list of the caller's that the values met here are added to),
 * completed with the rare values of the segments whose common values only were counted (`partlyCounted`); returns the
 * values whose counts are exact and that can be among the `limit` most frequent. What any value can still gain in the
 * segments left (`reach`) is at most the catalogue's rare reach of the letter (`catalogueReach`, a value's records
 * summed over the segments where it is rare), and at most, per segment, the most records a rare value has there or its
 * matches. When the limit-th best count so far is above `reach`, a value counted nowhere cannot be listed, so the rare
 * values (most authors and subjects of a broad search) are not counted there; only the values whose count so far plus
 * `reach` still reaches it are completed, each from its short lists in the segments where it is rare. Until then the
 * segments with the fewest matches have their rare values counted, one at a time: the newer, smaller segments first, so
 * that the base's (the dearest) are skipped whenever its own bound allows, as they were before any segment was added.
 * With too many values to complete, or with `exact`, every rare value is counted.
 */
function withRareValues(
  partlyCounted: readonly SegmentMatch[],
  letter: string,
  catalogueReach: number,
  counted: number[],
  counts: Uint32Array,
  limit: number,
  exact: boolean,
  onRare: (skipped: boolean) => void,
): number[] {
  const left: { match: SegmentMatch; most: number }[] = [];
  for (const match of partlyCounted) {
    const { segment, all } = match;
    const column = segment.facetColumns.get(letter);
    if (!column || column.kind === 'single' || segment.groupedLetters.has(letter)) continue;
    const most = Math.min(segment.mostRareRecords(letter), all.count);
    if (most > 0) left.push({ match, most });
  }
  // The most matches first: the segments counted whole are taken from the end.
  left.sort((a, b) => b.match.all.count - a.match.all.count);
  // The values met are added to the list in place: copying it at each segment counted took half the merge's time over
  // four segments.
  const values = counted;
  const countRare = ({ segment, all }: SegmentMatch) => {
    segment.countFacets(letter, all.ordinals(), counts, values, 'rare', all.set);
    onRare(false);
  };
  if (!exact) {
    let limitth = 0;
    for (;;) {
      if (left.length === 0) return values;
      const reach = Math.min(
        catalogueReach,
        left.reduce((sum, { most }) => sum + most, 0),
      );
      limitth = limitthCount(values, counts, limit, limitth);
      if (limitth > reach) {
        const completed: number[] = [];
        for (const value of values) if (counts[value]! + reach >= limitth) completed.push(value);
        if (completed.length > MOST_COMPLETED_VALUES) break;
        onRare(true);
        for (const value of completed) {
          for (const { match } of left) {
            const { segment, all } = match;
            if (!segment.isFrequentFacet(value)) counts[value]! += segment.countMatchedWith(value, all.set);
          }
        }
        return completed;
      }
      countRare(left.pop()!.match);
    }
  }
  for (const { match } of left) countRare(match);
  return values;
}

/**
 * The limit-th best count of the values (0 with fewer values than that), knowing it is at least `before` (the counts
 * only grow and values are only added): the values counted below that are passed over. Copying every count at each
 * segment a letter's rare values were counted in took a quarter of the merge over an import's eight segments.
 */
function limitthCount(values: readonly number[], counts: Uint32Array, limit: number, before: number): number {
  if (values.length < limit) return 0;
  const candidates: number[] = [];
  for (let i = 0; i < values.length; i += 1) {
    const count = counts[values[i]!]!;
    if (count >= before) candidates.push(count);
  }
  return kthLargest(candidates, limit);
}

/** The key of a search's matches and facet counts: what a new page or order of the same search reuses. */
function matchSetKey(request: MemorySearch): string {
  return JSON.stringify([request.expression, request.positional, request.filters, request.facetValuesPerLetter]);
}

/** The page of the ranked candidates of every segment: ordered across segments, the offset left out. */
function pageOf(ranked: Ranked[], request: MemorySearch): number[] {
  return ranked
    .sort(crossSegmentOrder(request.sort))
    .slice(request.offset, request.offset + request.limit)
    .map((item) => item.segment.ids[item.ordinal]!);
}

/** The counted values and their counts, as a part carries them; the counts are zeroed for the next search. */
function takeCounts(touched: readonly number[], counts: Uint32Array): { values: Uint32Array; counts: Uint32Array } {
  const values = Uint32Array.from(touched);
  const taken = new Uint32Array(values.length);
  for (let i = 0; i < values.length; i += 1) {
    taken[i] = counts[values[i]!]!;
    counts[values[i]!] = 0;
  }
  return { values, counts: taken };
}

/** Adds a part's counts, listing in `touched` each value counted for the first time. */
function addCounts(values: Uint32Array, added: Uint32Array, counts: Uint32Array, touched: number[]): void {
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i]!;
    if (counts[value] === 0) touched.push(value);
    counts[value]! += added[i]!;
  }
}
