import { LRUCache } from 'lru-cache';
import { INDEX_COLUMNS, type IndexColumn, TEXT_COLUMNS, VALUE_START } from '../index-document.ts';
import { Bitset } from './bitset.ts';
import { RECORDS_PER_STEP, runSteps, type Steps, sortedOrdinalsInSteps } from './build-steps.ts';
import type { Csr } from './csr.ts';
import {
  buildCommonFacetSlotsInSteps,
  type CommonFacetSlots,
  countCommonFacetSlots,
  groupedLetters,
} from './facet-slots.ts';
import { GrowableUint32 } from './growable.ts';
import type { MatchedRecords } from './matched-records.ts';
import { SCORE_BLOCK } from './relevance.ts';
import { compareCodeUnits, StringPool } from './string-pool.ts';
import {
  type ByteRows,
  countGapsIn,
  countNumbers,
  decodeGaps,
  decodeNumbers,
  encodeGapRows,
  encodeGapRowsInSteps,
  encodeRecordColumnsInSteps,
} from './variable-byte.ts';
import type { Vocabulary } from './vocabulary.ts';

/** One record as the in-memory index takes it in: its index words, facet values and sort keys. */
export interface CatalogueEntry {
  id: number;
  /** MARC language code (008/35-37): the stemmed columns are stemmed in it, as buildIndexDocument does. */
  language: string | null;
  /** Folded words of each text column, in TEXT_COLUMNS order, value markers included (buildIndexDocument). */
  words: readonly (readonly string[])[];
  facets: readonly { letter: string; code: string; label: string }[];
  year: number | null;
  /** 245 filing form (records.title_sort). */
  titleSort: string;
}

/** Index column number → text column number its words come from (stemmed twins read their text column). */
export const SOURCE_COLUMN: number[] = INDEX_COLUMNS.map((column) =>
  (TEXT_COLUMNS as readonly string[]).indexOf(column.endsWith('_s') ? column.slice(0, -2) : column),
);
export const STEMMED: boolean[] = INDEX_COLUMNS.map((column) => column.endsWith('_s'));
export const COLUMN_NUMBER = new Map<IndexColumn, number>(INDEX_COLUMNS.map((column, index) => [column, index]));

const TEXT_COLUMN_COUNT = TEXT_COLUMNS.length;

export type { Csr } from './csr.ts';

/**
 * Posting lists of one index column, with the position of each word's first occurrence in the record's column
 * (capped at MAX_STORED_POSITION: six bits, four entries in three bytes): a phrase check starts there instead of
 * reading the column from its first word, and needs not read it at all when the positions line up.
 *
 * Only the words the column holds have a row: `words` lists them in increasing id order (a column holds a few
 * thousand of the vocabulary's words, except the identifiers: a row per vocabulary word in each of the 14 columns
 * was 56 bytes a word, mostly for empty rows). Row i has start[i+1] - start[i] records, entries start[i]…
 * start[i+1] of the column. A list of at least 1/DENSE_LIST_SHARE of the records is kept as a set only: the rows listed in `denseRows`, their sets one after the other in `denseWords` (bitset words). Any other
 * list is in bytes[byteStart[i]…byteStart[i+1]) as variable-byte gaps: the first ordinal, then each ordinal minus
 * the one before (1.2 bytes a record instead of 4 on the benchmark's catalogue). Entry e of the column has its
 * first position in bits 6e…6e+5 of firstPositions, lowest first (firstPositionAt).
 */
export interface Postings {
  words: Uint32Array;
  start: Uint32Array;
  byteStart: Uint32Array;
  bytes: Uint8Array;
  denseRows: Uint32Array;
  denseWords: Uint32Array;
  firstPositions: Uint8Array;
}

/** The row of `wordId` in a column's postings (binary search over its words), or -1 when the column lacks it. */
export function postingRow(words: Uint32Array, wordId: number): number {
  let low = 0;
  let high = words.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = words[middle]!;
    if (value === wordId) return middle;
    if (value < wordId) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * Highest first position stored (six bits: 99 % of the entries of the benchmark's catalogue are below it; at four
 * bits, 81 %, a phrase search read twice as many records' words and took 2.5 times as long); a word first met later
 * is looked for from there on.
 */
export const MAX_STORED_POSITION = 63;

/** Bytes of `entries` first positions packed six bits each, plus one so that a read of two bytes stays inside. */
export function firstPositionBytes(entries: number): number {
  return ((entries * 6 + 7) >>> 3) + 1;
}

/** The first position of entry `entry` of a column's postings (Postings.firstPositions, six bits each). */
export function firstPositionAt(packed: Uint8Array, entry: number): number {
  const bit = entry * 6;
  const at = bit >>> 3;
  return ((packed[at]! | (packed[at + 1]! << 8)) >>> (bit & 7)) & 0x3f;
}

/**
 * One facet letter's values per record: a column when no record has two (work type, year: counting reads one
 * number per match), otherwise compressed rows split in two: the values of at least FREQUENT_FACET_RECORDS records
 * of the segment, and the rare ones (most authors and subjects), which a broad search need not count (facets()).
 * The frequent rows are by ordinal; the rare rows only of the records having a rare value, in ordinal order (a start
 * per record having one instead of per record: most have none).
 * A record's rare row is found in constant time: `rareBits` marks the records having one, `rareRanks[w]` counts
 * those before bitset word w, and the row is that count plus the marked records before it in its word (rareRow).
 */
export type FacetColumn =
  | SingleFacetColumn
  | {
      kind: 'rows';
      /** Rows of the frequent values' places in `frequentValues` (two bytes each below 65,536 of them). */
      frequent: BlockRows;
      /** The letter's frequent values (facet value ids), in the order the segment first met them. */
      frequentValues: Uint32Array;
      rare: Csr;
      rareBits: Uint32Array;
      rareRanks: Uint32Array;
    };

/**
 * Rows whose starts take two bytes a record: row r runs from blockStart[r >> blockShift] + offsets[r] to the same
 * of r + 1 (a 32-bit start per 256 records, the offsets within the block 16-bit). A letter with 65,536 values or
 * more in some 256 records (none in practice) takes a block per record instead (blockShift 0).
 */
export interface BlockRows {
  blockShift: number;
  blockStart: Uint32Array;
  offsets: Uint16Array;
  data: Uint16Array | Uint32Array;
}

/** Where row `row` of block rows starts (it ends where row + 1 starts). */
function blockRowStart(rows: BlockRows, row: number): number {
  return rows.blockStart[row >>> rows.blockShift]! + rows.offsets[row]!;
}

/** Compressed-row starts (length rows + 1) as block rows' starts, 256 rows a block when the offsets fit 16 bits. */
export function blockStarts(start: Uint32Array): Pick<BlockRows, 'blockShift' | 'blockStart' | 'offsets'> {
  const rows = start.length;
  let fits = true;
  for (let row = 0; row < rows && fits; row += 1) if (start[row]! - start[row & ~0xff]! > 0xffff) fits = false;
  const blockShift = fits ? 8 : 0;
  const blockStart = new Uint32Array(((rows - 1) >>> blockShift) + 1);
  const offsets = new Uint16Array(rows);
  for (let row = 0; row < rows; row += 1) {
    const block = row >>> blockShift;
    if ((row & ((1 << blockShift) - 1)) === 0) blockStart[block] = start[row]!;
    offsets[row] = start[row]! - blockStart[block]!;
  }
  return { blockShift, blockStart, offsets };
}

/** Records whose rare values countRareRows reads a stage at a time, and the values it holds at most. */
const RARE_BATCH = 512;
const RARE_BATCH_VALUES = 4 * RARE_BATCH;
const batchRows = new Int32Array(RARE_BATCH);
const batchEnds = new Uint32Array(RARE_BATCH);
const batchValues = new Uint32Array(RARE_BATCH_VALUES);
const batchMet = new Uint32Array(RARE_BATCH_VALUES);

/**
 * Counts the rare values of the listed records a batch at a time, a stage at a time: their rows, where their values
 * end, the values, then the counts. A stage's reads do not wait for one another, so the processor has many under way
 * at once. A record at a time, each read waited for the one before (a row, its bounds, its values, their counts, in
 * arrays of megabytes), and a value met for the first time was a branch on a read not yet answered: the authors of
 * 10,000 records took 2.7 ms at five million records, 1.8–2.0 ms a stage at a time.
 */
function countRareRows(
  rareBits: Uint32Array,
  rareRanks: Uint32Array,
  start: Uint32Array,
  data: Uint32Array,
  ordinals: Uint32Array,
  counts: Uint32Array,
  counted: number[],
): void {
  for (let from = 0; from < ordinals.length; from += RARE_BATCH) {
    const to = Math.min(ordinals.length, from + RARE_BATCH);
    let rows = 0;
    for (let i = from; i < to; i += 1) {
      const row = rareRow(rareBits, rareRanks, ordinals[i]!);
      if (row !== -1) batchRows[rows++] = row;
    }
    for (let r = 0; r < rows; r += 1) batchEnds[r] = start[batchRows[r]! + 1]!;
    let values = 0;
    for (let r = 0; r < rows; r += 1) {
      const first = start[batchRows[r]!]!;
      const end = batchEnds[r]!;
      if (values + (end - first) > RARE_BATCH_VALUES) {
        addCounts(values, counts, counted);
        values = 0;
      }
      if (end - first > RARE_BATCH_VALUES) {
        // A record with more values than the batch holds, counted alone.
        for (let j = first; j < end; j += 1) {
          const value = data[j]!;
          if (counts[value] === 0) counted.push(value);
          counts[value]! += 1;
        }
        continue;
      }
      for (let j = first; j < end; j += 1) batchValues[values++] = data[j]!;
    }
    addCounts(values, counts, counted);
  }
}

/** Adds the batch's first `length` values to their counts, listing after the loop each value counted the first time. */
function addCounts(length: number, counts: Uint32Array, counted: number[]): void {
  let met = 0;
  for (let i = 0; i < length; i += 1) {
    const value = batchValues[i]!;
    const count = counts[value]!;
    counts[value] = count + 1;
    batchMet[met] = value;
    // 1 when the count was 0 (a uint32 count stays far below 2^31).
    met += (count - 1) >>> 31;
  }
  for (let i = 0; i < met; i += 1) counted.push(batchMet[i]!);
}

/** The rare row of a record in a letter's rows (FacetColumn), or -1 when it has no rare value. */
function rareRow(rareBits: Uint32Array, rareRanks: Uint32Array, ordinal: number): number {
  const word = rareBits[ordinal >>> 5]!;
  const bit = 1 << (ordinal & 31);
  if ((word & bit) === 0) return -1;
  let v = word & (bit - 1);
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return rareRanks[ordinal >>> 5]! + ((((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24);
}

/**
 * A letter with at most one value per record, at the width its number of distinct values needs: cells[ordinal] is
 * 0 for a record without a value, else 1 + the value's place in `values` (facet value ids). A byte a record for the
 * work types, languages or formats (fewer than 255 values), two for the years.
 */
export interface SingleFacetColumn {
  kind: 'single';
  values: Uint32Array;
  cells: Uint8Array | Uint16Array | Uint32Array;
}

/** Which part of a letter's rows to count: every value, or only the rare values (of a letter in rows). */
export type FacetPart = 'all' | 'rare';

/** Records a facet value needs in a segment to be among its frequent values. */
export const FREQUENT_FACET_RECORDS = 32;

/** Facet values whose record sets are kept as bitsets once a filter used them (125 KB each at 1,000,000 records). */
const CACHED_FACET_SETS = 256;

/**
 * Decoded posting lists kept, in entries per record of the segment (4 bytes each: 16 MB at a million records), so
 * that a broad search's lists (a dense one rebuilt from its set, ~0.3 ms at 58,000 entries) are decoded once while
 * the words stay in use, not at every search.
 */
const DECODED_LIST_ENTRIES = 4;
/** Word ids a column spans in a decoded list's key (column × WORD_KEYS + word id). */
const WORD_KEYS = 2 ** 32;

/**
 * A posting list of at least 1/DENSE_LIST_SHARE of the segment's records is also kept as a bitset: the set takes
 * no more memory than the list, and joining it into a match set is ~31,000 word operations at a million records
 * instead of one scattered write per entry (`brasil` in every field: 358,000 entries, ~1 ms).
 */
export const DENSE_LIST_SHARE = 16;

/** Year order of the spec: newest first, records without a year (-1) last. */
export function compareYears(x: number, y: number): number {
  if (x === y) return 0;
  if (x === -1) return 1;
  if (y === -1) return -1;
  return y - x;
}

/** UTF-8 byte order (= code point order), the order both databases file title keys in. */
export function compareUtf8(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return compareCodeUnits(x, y);
  }
  return a.length - b.length;
}

/**
 * An immutable block of records (Lucene's segment): record ordinals 0…n-1 in increasing id order, the words of
 * each text column in order (for phrases and word positions), posting lists per (index column, word) as sorted
 * ordinals, facet values per letter as compressed rows (and inverted, value → ordinals, for filters), and the
 * sort keys with the year and title orders precomputed. Records replaced later are marked in `deleted`.
 */
export class SearchSegment {
  readonly size: number;
  readonly deleted: Bitset;

  /**
   * Relevance scores of one block of records, shared by the searches of this segment: ranking is one synchronous
   * step that leaves it zeroed (searchInSteps).
   */
  private scores: Float32Array | undefined;
  /** Where decodeTextColumn decodes a column's words (a phrase check per candidate record allocates nothing). */
  private wordBuffer = new Uint32Array(256);
  /** Where the column found by the last textColumnBytes ends in tokens.bytes. */
  private textColumnEnd = 0;
  private readonly facetSets = new LRUCache<number, Bitset>({ max: CACHED_FACET_SETS });
  /**
   * The posting lists decoded last, by column × WORD_KEYS + word id, up to DECODED_LIST_ENTRIES per record of the
   * segment: the frequent words of one search come back in the next (callers do not modify a list).
   */
  private readonly decodedLists: LRUCache<number, Uint32Array>;
  /** Per index column, the dense posting lists' sets by word id: views of Postings.denseWords (denseSetsOf). */
  private readonly denseSets: Map<number, Bitset>[];
  /** The facet values with at least FREQUENT_FACET_RECORDS records in this segment (isFrequentFacet). */
  private readonly frequentFacets: Bitset;
  /**
   * By letter code, the most records a rare value of the letter has in this segment (mostRareRecords): what a value
   * left uncounted here can add to a count at most. Below FREQUENT_FACET_RECORDS, so a byte each.
   */
  private readonly rareRecordsMost = new Uint8Array(128);
  /** Letters counted whole by the common slots' groups: none of their values is left for a count of rare values. */
  readonly groupedLetters: Set<string>;

  constructor(
    readonly vocabulary: Vocabulary,
    readonly ids: Int32Array,
    readonly languages: Uint8Array,
    readonly years: Int32Array,
    /** 245 filing forms by ordinal (off the JavaScript heap). */
    readonly titleSorts: StringPool,
    /**
     * The words (ids) of each record's text columns in order, row = ordinal, as variable-byte numbers (1.6 bytes a
     * word instead of 4; variable-byte.ts), after the byte lengths of the record's columns but the last
     * (encodeRecordColumns: 4 bytes a record of starts and ~7 of lengths instead of 32 bytes of starts).
     */
    readonly tokens: ByteRows,
    readonly postings: Postings[],
    readonly facetColumns: Map<string, FacetColumn>,
    /**
     * The values that a search always counts (the letters with few values, a column letter's values, the frequent
     * values of the others), in cells per record: one pass over the matches counts them all (facet-slots.ts).
     */
    readonly commonFacetSlots: CommonFacetSlots,
    /** Facet value → the ordinals of the records having it, as variable-byte gaps (facetPosting). */
    readonly facetPostings: ByteRows,
    readonly byYear: Uint32Array,
    readonly byTitle: Uint32Array,
    readonly titleRank: Uint32Array,
  ) {
    this.size = ids.length;
    this.deleted = new Bitset(this.size);
    this.decodedLists = new LRUCache<number, Uint32Array>({
      maxSize: Math.max(1 << 16, DECODED_LIST_ENTRIES * this.size),
      sizeCalculation: (list) => Math.max(1, list.length),
    });
    this.groupedLetters = groupedLetters(commonFacetSlots);
    // Read for each value a broad search counts: one bit each instead of counting its list's bytes every time.
    const values = facetPostings.start.length - 1;
    this.frequentFacets = new Bitset(Math.max(0, values));
    for (let value = 0; value < values; value += 1) {
      const { start, bytes } = facetPostings;
      const records = countNumbers(bytes, start[value]!, start[value + 1]!, FREQUENT_FACET_RECORDS);
      if (records >= FREQUENT_FACET_RECORDS) this.frequentFacets.add(value);
      else if (records > 0) {
        const letterCode = vocabulary.facetLetterCode(value);
        if (records > (this.rareRecordsMost[letterCode] ?? 0)) this.rareRecordsMost[letterCode] = records;
      }
    }
    this.denseSets = postings.map((columnPostings) => denseSetsOf(columnPostings, this.size));
  }

  /** A zeroed score per record of a block (relevance.ts); the caller zeroes what it wrote before the next search. */
  scoreBlock(): Float32Array {
    this.scores ??= new Float32Array(SCORE_BLOCK);
    return this.scores;
  }

  /** Sorted ordinals of the records having `wordId` in index column `column`. */
  posting(column: number, wordId: number): Uint32Array {
    const postings = this.postings[column]!;
    const row = postingRow(postings.words, wordId);
    if (row === -1) return EMPTY;
    const key = column * WORD_KEYS + wordId;
    let list = this.decodedLists.get(key);
    if (list) return list;
    const dense = this.denseSets[column]!.get(wordId);
    list = dense
      ? dense.toArray(postings.start[row + 1]! - postings.start[row]!)
      : decodeGaps(postings.bytes, postings.byteStart[row]!, postings.byteStart[row + 1]!);
    this.decodedLists.set(key, list);
    return list;
  }

  /** How many records have `wordId` in index column `column` (without decoding their list). */
  postingCount(column: number, wordId: number): number {
    const { words, start } = this.postings[column]!;
    const row = postingRow(words, wordId);
    return row === -1 ? 0 : start[row + 1]! - start[row]!;
  }

  /** The records having `wordId` in index column `column` as a set, when the list is dense enough to keep one. */
  denseSet(column: number, wordId: number): Bitset | undefined {
    return this.denseSets[column]!.get(wordId);
  }

  /** Adds the records having `wordId` in column `column` to `set`: a dense list as its set, word by word. */
  addPosting(set: Bitset, column: number, wordId: number): void {
    const dense = this.denseSet(column, wordId);
    if (dense) set.or(dense);
    else set.addAll(this.posting(column, wordId));
  }

  /**
   * Where in the record's column `wordId` first occurs (at least), per record of posting(column, wordId): for the
   * list's i-th record, firstPositionAt(packed, first + i).
   */
  firstPositions(column: number, wordId: number): { packed: Uint8Array; first: number } {
    const { words, start, firstPositions } = this.postings[column]!;
    const row = postingRow(words, wordId);
    return { packed: firstPositions, first: row === -1 ? 0 : start[row]! };
  }

  /** Words (ids) of index column `column` of one record, stemmed in the record's language for the stemmed twins. */
  columnWords(ordinal: number, column: number): Uint32Array {
    const from = this.textColumnBytes(ordinal, SOURCE_COLUMN[column]!);
    const to = this.textColumnEnd;
    const decoded = new Uint32Array(to - from);
    const raw = decoded.subarray(0, decodeNumbers(this.tokens.bytes, from, to, decoded));
    if (!STEMMED[column]) return raw;
    const language = this.languages[ordinal]!;
    const marker = this.vocabulary.wordId(VALUE_START);
    return raw.map((word) => (word === marker ? word : this.vocabulary.stemId(word, language)));
  }

  /**
   * The words of a record's text column (`column` numbers a text column, not an index column) decoded into a
   * buffer of this segment, reused by the next call: read it before calling again. Returns how many there are.
   */
  decodeTextColumn(ordinal: number, column: number): { words: Uint32Array; count: number } {
    const from = this.textColumnBytes(ordinal, column);
    const to = this.textColumnEnd;
    if (this.wordBuffer.length < to - from)
      this.wordBuffer = new Uint32Array(Math.max(to - from, this.wordBuffer.length * 2));
    return { words: this.wordBuffer, count: decodeNumbers(this.tokens.bytes, from, to, this.wordBuffer) };
  }

  /**
   * Where text column `column` of a record starts in tokens.bytes; it ends at textColumnEnd (set by this call, so
   * that a phrase check per candidate allocates nothing). The record's bytes open with the byte lengths of its
   * columns but the last (encodeRecordColumns).
   */
  private textColumnBytes(ordinal: number, column: number): number {
    const { start, bytes } = this.tokens;
    let at = start[ordinal]!;
    let from = 0;
    let to = 0;
    for (let c = 0; c < TEXT_COLUMN_COUNT - 1; c += 1) {
      let length = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = bytes[at++]!;
        length |= (byte & 0x7f) << shift;
        shift += 7;
      } while (byte >= 0x80);
      if (c < column) from += length;
      else if (c === column) to = from + length;
    }
    this.textColumnEnd = column === TEXT_COLUMN_COUNT - 1 ? start[ordinal + 1]! : at + to;
    return at + from;
  }

  /** Sorted ordinals of the records having facet value `facetId`. */
  facetPosting(facetId: number): Uint32Array {
    const { start, bytes } = this.facetPostings;
    if (facetId < 0 || facetId + 1 >= start.length) return EMPTY;
    return decodeGaps(bytes, start[facetId]!, start[facetId + 1]!);
  }

  /** The records having facet value `facetId`, as a set (kept for the next filter on it; callers do not modify it). */
  facetSet(facetId: number): Bitset {
    let set = this.facetSets.get(facetId);
    if (!set) {
      set = Bitset.fromSorted(this.size, this.facetPosting(facetId));
      this.facetSets.set(facetId, set);
    }
    return set;
  }

  /**
   * Adds 1 to counts[value] for each value of `letter` of each listed record, and lists in `counted` each value
   * counted for the first time: choosing the most frequent then reads the values met, not every value there is.
   */
  countFacets(
    letter: string,
    ordinals: Uint32Array,
    counts: Uint32Array,
    counted: number[],
    part: FacetPart,
    matches?: Bitset,
  ): void {
    const column = this.facetColumns.get(letter);
    if (!column) return;
    if (column.kind === 'single') {
      // A column has no rare part: all its values are counted whatever the part asked.
      if (part === 'rare') return;
      const { values, cells } = column;
      for (let i = 0; i < ordinals.length; i += 1) {
        const cell = cells[ordinals[i]!]!;
        if (cell === 0) continue;
        const value = values[cell - 1]!;
        if (counts[value] === 0) counted.push(value);
        counts[value]! += 1;
      }
      return;
    }
    if (part === 'all') countRows(column.frequent, column.frequentValues, ordinals, counts, counted);
    const { rareBits, rareRanks } = column;
    const { start, data } = column.rare;
    // Fewer records have rare values (series) than there are matches: read those records, keeping the matches.
    if (matches && start.length - 1 < ordinals.length) {
      const { words } = matches;
      for (let word = 0; word < rareBits.length; word += 1) {
        let both = rareBits[word]! & words[word]!;
        while (both !== 0) {
          const lowest = both & -both;
          both ^= lowest;
          const row = rareRow(rareBits, rareRanks, word * 32 + 31 - Math.clz32(lowest));
          for (let j = start[row]!; j < start[row + 1]!; j += 1) {
            const value = data[j]!;
            if (counts[value] === 0) counted.push(value);
            counts[value]! += 1;
          }
        }
      }
      return;
    }
    countRareRows(rareBits, rareRanks, start, data, ordinals, counts, counted);
  }

  /** Counts the common values (see commonFacetSlots) of the matched records. */
  countCommonFacets(matches: MatchedRecords, counts: Uint32Array, counted: number[]): void {
    countCommonFacetSlots(this.commonFacetSlots, matches, counts, counted);
  }

  /** A record's values of `letter` (facet value ids): its frequent values, then its rare ones. */
  facetValues(ordinal: number, letter: string): number[] {
    const column = this.facetColumns.get(letter);
    if (!column) return [];
    if (column.kind === 'single') {
      const cell = column.cells[ordinal]!;
      return cell === 0 ? [] : [column.values[cell - 1]!];
    }
    const values: number[] = [];
    const { frequent, frequentValues, rare, rareBits, rareRanks } = column;
    for (let i = blockRowStart(frequent, ordinal); i < blockRowStart(frequent, ordinal + 1); i += 1) {
      values.push(frequentValues[frequent.data[i]!]!);
    }
    const row = rareRow(rareBits, rareRanks, ordinal);
    if (row !== -1) for (let i = rare.start[row]!; i < rare.start[row + 1]!; i += 1) values.push(rare.data[i]!);
    return values;
  }

  /** Adds 1 to counts[value] for each value of `letter` of each record of `matches` (every value, rare or not). */
  countLetter(letter: string, matches: Bitset, counts: Uint32Array, counted: number[]): void {
    this.countFacets(letter, matches.toArray(), counts, counted, 'all');
  }

  /** The most records any rare value of `letter` has in this segment (0 when it has none). */
  mostRareRecords(letter: string): number {
    // Facet letters are ASCII; another one is not tracked, so nothing is assumed of it.
    return this.rareRecordsMost[letter.charCodeAt(0)] ?? FREQUENT_FACET_RECORDS - 1;
  }

  /** mostRareRecords of every letter, by letter code (read only). */
  rareRecordsByLetter(): Readonly<Uint8Array> {
    return this.rareRecordsMost;
  }

  /** How many of `matches` have facet value `facetId` (a rare value's short list, read in place). */
  countMatchedWith(facetId: number, matches: Bitset): number {
    const { start, bytes } = this.facetPostings;
    if (facetId < 0 || facetId + 1 >= start.length) return 0;
    return countGapsIn(bytes, start[facetId]!, start[facetId + 1]!, matches);
  }

  /** True when the value is counted with the frequent part of its letter (see FacetColumn). */
  isFrequentFacet(facetId: number): boolean {
    return facetId >= 0 && facetId < this.frequentFacets.size && this.frequentFacets.has(facetId);
  }

  /** The ordinal of a record id, or -1 (ordinals follow ids, so a binary search). */
  ordinalOf(id: number): number {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = this.ids[middle]!;
      if (value === id) return middle;
      if (value < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }
}

const EMPTY = new Uint32Array(0);

/** Builds a segment from entries added in increasing id order. */
export class SegmentBuilder {
  private readonly ids: number[] = [];
  private readonly languages: number[] = [];
  private readonly years: number[] = [];
  private readonly titleSorts = new StringPool(false);
  private readonly tokenStart = new GrowableUint32();
  private readonly tokens = new GrowableUint32(1 << 16);
  private readonly facetStart = new GrowableUint32();
  private readonly facets = new GrowableUint32(1 << 14);
  private readonly marker: number;

  constructor(private readonly vocabulary: Vocabulary) {
    this.marker = vocabulary.wordId(VALUE_START);
    this.tokenStart.push(0);
    this.facetStart.push(0);
  }

  get count(): number {
    return this.ids.length;
  }

  add(entry: CatalogueEntry): void {
    const last = this.ids.at(-1);
    if (last !== undefined && entry.id <= last)
      throw new Error(`entries must come in increasing id order (${entry.id})`);
    const language = this.vocabulary.languageNumber(entry.language);
    this.ids.push(entry.id);
    this.languages.push(language);
    this.years.push(entry.year ?? -1);
    this.titleSorts.add(entry.titleSort);
    for (let column = 0; column < TEXT_COLUMN_COUNT; column += 1) {
      for (const word of entry.words[column] ?? []) {
        const id = this.vocabulary.wordId(word);
        this.tokens.push(id);
        // Stems numbered now, so the vocabulary no longer grows while the posting lists are counted.
        if (language !== 0 && id !== this.marker) this.vocabulary.stemId(id, language);
      }
      this.tokenStart.push(this.tokens.length);
    }
    for (const facet of entry.facets) this.facets.push(this.vocabulary.facetId(facet.letter, facet.code, facet.label));
    this.facetStart.push(this.facets.length);
  }

  /**
   * A record of another segment over the same vocabulary, as it is there (a tier merge, CatalogueSearch.plannedMerge):
   * its words, facet values and sort keys are copied as numbers, so nothing is numbered anew. Its stems were
   * numbered when it was first added.
   */
  addRecordOf(segment: SearchSegment, ordinal: number): void {
    const id = segment.ids[ordinal]!;
    const last = this.ids.at(-1);
    if (last !== undefined && id <= last) throw new Error(`entries must come in increasing id order (${id})`);
    this.ids.push(id);
    this.languages.push(segment.languages[ordinal]!);
    this.years.push(segment.years[ordinal]!);
    this.titleSorts.add(segment.titleSorts.get(ordinal));
    for (let column = 0; column < TEXT_COLUMN_COUNT; column += 1) {
      const { words, count } = segment.decodeTextColumn(ordinal, column);
      for (let i = 0; i < count; i += 1) this.tokens.push(words[i]!);
      this.tokenStart.push(this.tokens.length);
    }
    for (const letter of segment.facetColumns.keys()) {
      for (const value of segment.facetValues(ordinal, letter)) this.facets.push(value);
    }
    this.facetStart.push(this.facets.length);
  }

  build(): SearchSegment {
    return runSteps(this.buildSteps());
  }

  /**
   * The same build, awaiting `pause()` once it has held the thread for `stepMilliseconds` (read on `clock`): a tier
   * merged beside the searches (CatalogueSearch.plannedMerge) lets them run in between. The build may stop every
   * RECORDS_PER_STEP records of each of its passes; with only a column's postings, the facets or a sort order
   * between two stops, a merge of 120,000 records at a million held the searches' thread for 60-230 ms at a time.
   * The vocabulary may grow meanwhile; the segment reads only the numbers its entries were given when added.
   */
  async buildInSteps(
    pause: () => Promise<void>,
    { stepMilliseconds = MERGE_STEP_MS, clock = () => performance.now() } = {},
  ): Promise<SearchSegment> {
    const steps = this.buildSteps();
    let since = clock();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (clock() - since < stepMilliseconds) continue;
      await pause();
      since = clock();
    }
  }

  private *buildSteps(): Steps<SearchSegment> {
    const size = this.ids.length;
    const ids = Int32Array.from(this.ids);
    const languages = Uint8Array.from(this.languages);
    const years = Int32Array.from(this.years);
    // Views, not copies: read only while building (the builder is dropped after); at a million records the words
    // in order are 300 MB as 32-bit ids, which a copy would add to the load's peak.
    const tokens: Csr = { start: this.tokenStart.view(), data: this.tokens.view() };
    const postings: Postings[] = [];
    for (let column = 0; column < INDEX_COLUMNS.length; column += 1) {
      postings.push(yield* this.buildPostings(tokens, languages, column));
      yield;
    }
    const facetRows: Csr = { start: this.facetStart.view(), data: this.facets.view() };
    const facetColumns = new Map<string, FacetColumn>();
    // The count read once: a refresh between two steps may number more values.
    const facetCount = this.vocabulary.facetCount;
    const facetPostings = invert(facetRows, facetCount);
    const frequent = (value: number) =>
      facetPostings.start[value + 1]! - facetPostings.start[value]! >= FREQUENT_FACET_RECORDS;
    yield;
    const letterRows = yield* splitByLetter(facetRows, this.vocabulary);
    for (const [letter, rows] of letterRows) facetColumns.set(letter, yield* columnOf(rows, frequent));
    // Decided once per value, not once per row (ten million rows at a million records).
    // Values the segment does not hold are never asked about: a small segment beside a million values decides a few.
    const common = new Uint8Array(facetCount);
    for (let value = 0; value < common.length; value += 1) {
      if (value % (RECORDS_PER_STEP * 64) === 0) yield;
      if (facetPostings.start[value + 1] === facetPostings.start[value]) continue;
      common[value] =
        facetColumns.get(this.vocabulary.facetLetter(value))?.kind === 'single' || frequent(value) ? 1 : 0;
    }
    const commonFacetSlots = yield* buildCommonFacetSlotsInSteps(
      letterRows,
      (letter) => facetColumns.get(letter)?.kind === 'single',
      (value) => common[value] === 1,
      size,
    );
    yield;
    this.titleSorts.compact();
    const byTitle = yield* sortedOrdinalsInSteps(size, (a, b) => this.titleSorts.compare(a, b) || a - b);
    const titleRank = new Uint32Array(size);
    byTitle.forEach((ordinal, rank) => {
      titleRank[ordinal] = rank;
    });
    yield;
    const byYear = yield* sortedOrdinalsInSteps(size, (a, b) => compareYears(years[a]!, years[b]!) || a - b);
    const recordColumns = yield* encodeRecordColumnsInSteps(tokens.start, tokens.data, TEXT_COLUMN_COUNT);
    yield;
    return new SearchSegment(
      this.vocabulary,
      ids,
      languages,
      years,
      this.titleSorts,
      recordColumns,
      postings,
      facetColumns,
      commonFacetSlots,
      encodeGapRows(facetPostings.start, facetPostings.data),
      byYear,
      byTitle,
      titleRank,
    );
  }

  /**
   * Posting lists of one index column: count, then fill, each record counted once per word. A row per vocabulary
   * word, compacted after, unless the segment's words are few beside the vocabulary's (a refresh's segment at a
   * million records: a few thousand words of millions); then a row per word the column holds, numbered in id order,
   * so that the same lists cost what the segment holds, not the vocabulary (docs/search.md, "Freshness").
   */
  private *buildPostings(tokens: Csr, languages: Uint8Array, column: number): Steps<Postings> {
    const size = this.ids.length;
    const source = SOURCE_COLUMN[column]!;
    const stemmed = STEMMED[column]!;
    const wordOf = (token: number, language: number) =>
      stemmed && language !== 0 && token !== this.marker ? this.vocabulary.stemId(token, language) : token;
    const held = this.fewWords(tokens, source) ? this.wordsHeld(tokens, languages, source, wordOf) : undefined;
    const rowOf = held?.rowOf;
    const rows = held ? held.words.length : this.vocabulary.wordCount;
    const lastSeen = new Int32Array(rows).fill(-1);
    const start = new Uint32Array(rows + 1);
    const each = function* (visit: (row: number, ordinal: number, position: number) => void): Steps<void> {
      for (let ordinal = 0; ordinal < size; ordinal += 1) {
        if (ordinal % RECORDS_PER_STEP === RECORDS_PER_STEP - 1) yield;
        const slot = ordinal * TEXT_COLUMN_COUNT + source;
        const language = languages[ordinal]!;
        const first = tokens.start[slot]!;
        for (let i = first; i < tokens.start[slot + 1]!; i += 1) {
          let row = wordOf(tokens.data[i]!, language);
          if (rowOf) row = rowOf.get(row)!;
          if (lastSeen[row] === ordinal) continue;
          lastSeen[row] = ordinal;
          visit(row, ordinal, i - first);
        }
      }
    };
    yield* each((row) => {
      start[row + 1]! += 1;
    });
    for (let row = 0; row < rows; row += 1) start[row + 1]! += start[row]!;
    const data = new Uint32Array(start[rows]!);
    const firstPositions = new Uint8Array(firstPositionBytes(start[rows]!));
    const fill = start.slice(0, rows);
    lastSeen.fill(-1);
    yield;
    yield* each((row, ordinal, position) => {
      const entry = fill[row]!++;
      const bit = entry * 6;
      const bits = Math.min(position, MAX_STORED_POSITION) << (bit & 7);
      firstPositions[bit >>> 3]! |= bits & 0xff;
      firstPositions[(bit >>> 3) + 1]! |= bits >>> 8;
      data[entry] = ordinal;
    });
    // Rows of held words are all non-empty and already in id order: the compacted form as it is.
    yield;
    const compact = held ? { words: held.words, start } : compactRows(start);
    yield;
    return { ...(yield* encodePostingsInSteps(compact, data, size)), firstPositions };
  }

  /** Whether a column's tokens are so few beside the vocabulary that rows by word id would cost more than sorting. */
  private fewWords(tokens: Csr, source: number): boolean {
    let count = 0;
    for (let slot = source; slot + 1 < tokens.start.length; slot += TEXT_COLUMN_COUNT) {
      count += tokens.start[slot + 1]! - tokens.start[slot]!;
    }
    return count * FEW_WORDS_SHARE < this.vocabulary.wordCount;
  }

  /** The distinct words of a column (stems in a stemmed one) in id order, and each one's row. */
  private wordsHeld(
    tokens: Csr,
    languages: Uint8Array,
    source: number,
    wordOf: (token: number, language: number) => number,
  ): { words: Uint32Array; rowOf: Map<number, number> } {
    const distinct = new Set<number>();
    for (let ordinal = 0; ordinal < this.ids.length; ordinal += 1) {
      const slot = ordinal * TEXT_COLUMN_COUNT + source;
      for (let i = tokens.start[slot]!; i < tokens.start[slot + 1]!; i += 1) {
        distinct.add(wordOf(tokens.data[i]!, languages[ordinal]!));
      }
    }
    const words = Uint32Array.from(distinct).sort();
    const rowOf = new Map<number, number>();
    for (let row = 0; row < words.length; row += 1) rowOf.set(words[row]!, row);
    return { words, rowOf };
  }
}

/** How long a build beside the searches (buildInSteps) holds their thread before it lets them run. */
const MERGE_STEP_MS = 5;

/**
 * A column numbers its rows by the words it holds when its tokens times this are fewer than the vocabulary's words:
 * sorting a few thousand words then costs less than the passes over millions of rows by word id.
 */
const FEW_WORDS_SHARE = 4;

/**
 * The lists of a column's rows (data[start[i]…start[i+1]) for row i) as Postings keep them: the dense ones as sets,
 * the others as variable-byte gaps.
 */
export function encodePostings(
  rows: { words: Uint32Array; start: Uint32Array },
  data: Uint32Array,
  size: number,
): Omit<Postings, 'firstPositions'> {
  return runSteps(encodePostingsInSteps(rows, data, size));
}

function* encodePostingsInSteps(
  { words, start }: { words: Uint32Array; start: Uint32Array },
  data: Uint32Array,
  size: number,
): Steps<Omit<Postings, 'firstPositions'>> {
  const least = denseLeast(size);
  const setWords = (size + 31) >>> 5;
  // The dense rows' lists left empty: the sparse ones alone, as gaps.
  const denseRows = new GrowableUint32(64);
  const sparseStart = new Uint32Array(start.length);
  for (let row = 0; row < words.length; row += 1) {
    const length = start[row + 1]! - start[row]!;
    if (length >= least) denseRows.push(row);
    sparseStart[row + 1] = sparseStart[row]! + (length >= least ? 0 : length);
  }
  const dense = denseRows.toArray();
  yield;
  const sparse = new Uint32Array(sparseStart[words.length]!);
  for (let row = 0, at = 0; row < words.length; row += 1) {
    if (sparseStart[row + 1]! === sparseStart[row]!) continue;
    sparse.set(data.subarray(start[row]!, start[row + 1]!), at);
    at = sparseStart[row + 1]!;
  }
  yield;
  const { start: byteStart, bytes } = yield* encodeGapRowsInSteps(sparseStart, sparse);
  const denseWords = new Uint32Array(dense.length * setWords);
  dense.forEach((row, index) => {
    const set = new Bitset(size, denseWords.subarray(index * setWords, (index + 1) * setWords));
    set.addAll(data.subarray(start[row]!, start[row + 1]!));
  });
  return { words, start, byteStart, bytes, denseRows: dense, denseWords };
}

/** Records a list needs to be kept as a set: 1/DENSE_LIST_SHARE of the segment's (at least 1). */
function denseLeast(size: number): number {
  return Math.max(1, Math.ceil(size / DENSE_LIST_SHARE));
}

/** Rows by word id (start of length words + 1) reduced to the non-empty rows and the words they belong to. */
function compactRows(start: Uint32Array): { words: Uint32Array; start: Uint32Array } {
  let rows = 0;
  for (let word = 0; word + 1 < start.length; word += 1) if (start[word + 1]! > start[word]!) rows += 1;
  const words = new Uint32Array(rows);
  const compact = new Uint32Array(rows + 1);
  let row = 0;
  for (let word = 0; word + 1 < start.length; word += 1) {
    if (start[word + 1]! === start[word]!) continue;
    words[row] = word;
    compact[row + 1] = start[word + 1]!;
    row += 1;
  }
  return { words, start: compact };
}

/** Facet values of each record split per letter, so counting one letter reads only its values. */
function* splitByLetter(rows: Csr, vocabulary: Vocabulary): Steps<Map<string, Csr>> {
  const size = rows.start.length - 1;
  const builders = new Map<string, { start: GrowableUint32; data: GrowableUint32 }>();
  for (let ordinal = 0; ordinal < size; ordinal += 1) {
    if (ordinal % RECORDS_PER_STEP === RECORDS_PER_STEP - 1) yield;
    for (let i = rows.start[ordinal]!; i < rows.start[ordinal + 1]!; i += 1) {
      const value = rows.data[i]!;
      const letter = vocabulary.facetLetter(value);
      let builder = builders.get(letter);
      if (!builder) {
        builder = { start: new GrowableUint32(size + 1), data: new GrowableUint32() };
        for (let before = 0; before <= ordinal; before += 1) builder.start.push(0);
        builders.set(letter, builder);
      }
      // Catch the letter's rows up to this record (records before it had no value of the letter).
      while (builder.start.length < ordinal + 1) builder.start.push(builder.data.length);
      builder.data.push(value);
    }
  }
  const result = new Map<string, Csr>();
  for (const [letter, builder] of builders) {
    while (builder.start.length < size + 1) builder.start.push(builder.data.length);
    result.set(letter, { start: builder.start.toArray(), data: builder.data.toArray() });
  }
  return result;
}

/** A letter's rows as a column when no record has two values of it, else split into frequent and rare values. */
function* columnOf(rows: Csr, frequent: (value: number) => boolean): Steps<FacetColumn> {
  const size = rows.start.length - 1;
  if (rows.data.length <= size) {
    let single = true;
    for (let ordinal = 0; ordinal < size && single; ordinal += 1) {
      if (rows.start[ordinal + 1]! - rows.start[ordinal]! > 1) single = false;
    }
    if (single) return singleColumn(rows);
  }
  const parts = [new GrowableUint32(size + 1), new GrowableUint32()] as const;
  const rare = [new GrowableUint32(), new GrowableUint32()] as const;
  const rareRecords = new GrowableUint32();
  parts[0].push(0);
  rare[0].push(0);
  for (let ordinal = 0; ordinal < size; ordinal += 1) {
    if (ordinal % RECORDS_PER_STEP === RECORDS_PER_STEP - 1) yield;
    const rareBefore = rare[1].length;
    for (let i = rows.start[ordinal]!; i < rows.start[ordinal + 1]!; i += 1) {
      const value = rows.data[i]!;
      (frequent(value) ? parts : rare)[1].push(value);
    }
    parts[0].push(parts[1].length);
    if (rare[1].length > rareBefore) {
      rareRecords.push(ordinal);
      rare[0].push(rare[1].length);
    }
  }
  yield;
  const places = placesOf(parts[1].view());
  yield;
  const records = rareRecords.view();
  const rareBits = new Uint32Array((size + 31) >>> 5);
  for (const ordinal of records) rareBits[ordinal >>> 5]! |= 1 << (ordinal & 31);
  const rareRanks = new Uint32Array(rareBits.length);
  for (let word = 1, row = 0; word < rareBits.length; word += 1) {
    while (row < records.length && records[row]! >>> 5 < word) row += 1;
    rareRanks[word] = row;
  }
  return {
    kind: 'rows',
    frequent: { ...blockStarts(parts[0].view()), data: places.data },
    frequentValues: places.values,
    rare: { start: rare[0].toArray(), data: rare[1].toArray() },
    rareBits,
    rareRanks,
  };
}

/** A letter's rows holding at most one value per record as a column of cells (SingleFacetColumn). */
export function singleColumn(rows: Csr): SingleFacetColumn {
  const size = rows.start.length - 1;
  const places = new Map<number, number>();
  for (const value of rows.data) if (!places.has(value)) places.set(value, places.size + 1);
  const cells =
    places.size < 0xff ? new Uint8Array(size) : places.size < 0xffff ? new Uint16Array(size) : new Uint32Array(size);
  for (let ordinal = 0; ordinal < size; ordinal += 1) {
    const from = rows.start[ordinal]!;
    if (rows.start[ordinal + 1]! > from) cells[ordinal] = places.get(rows.data[from]!)!;
  }
  return { kind: 'single', values: Uint32Array.from(places.keys()), cells };
}

/**
 * Values (facet value ids) as their places in a table of the distinct ones, in first-met order: two bytes a value
 * while there are fewer than 65,536 of them.
 */
function placesOf(values: Uint32Array): { data: Uint16Array | Uint32Array; values: Uint32Array } {
  const places = new Map<number, number>();
  for (const value of values) if (!places.has(value)) places.set(value, places.size);
  const data = places.size <= 0xffff ? new Uint16Array(values.length) : new Uint32Array(values.length);
  for (let i = 0; i < values.length; i += 1) data[i] = places.get(values[i]!)!;
  return { data, values: Uint32Array.from(places.keys()) };
}

/**
 * Adds 1 to counts[value] for each value of each listed record (rows of places in `values`), listing each value met
 * for the first time.
 */
function countRows(
  rows: BlockRows,
  values: Uint32Array,
  ordinals: Uint32Array,
  counts: Uint32Array,
  counted: number[],
): void {
  const { blockShift, blockStart, offsets, data } = rows;
  for (let i = 0; i < ordinals.length; i += 1) {
    const ordinal = ordinals[i]!;
    const end = blockStart[(ordinal + 1) >>> blockShift]! + offsets[ordinal + 1]!;
    for (let j = blockStart[ordinal >>> blockShift]! + offsets[ordinal]!; j < end; j += 1) {
      const value = values[data[j]!]!;
      if (counts[value] === 0) counted.push(value);
      counts[value]! += 1;
    }
  }
}

/** value → sorted ordinals of the records having it. */
function invert(rows: Csr, values: number): Csr {
  const size = rows.start.length - 1;
  const start = new Uint32Array(values + 1);
  for (let i = 0; i < rows.data.length; i += 1) start[rows.data[i]! + 1]! += 1;
  for (let value = 0; value < values; value += 1) start[value + 1]! += start[value]!;
  const data = new Uint32Array(rows.data.length);
  const fill = start.slice(0, values);
  for (let ordinal = 0; ordinal < size; ordinal += 1) {
    for (let i = rows.start[ordinal]!; i < rows.start[ordinal + 1]!; i += 1) data[fill[rows.data[i]!]!++] = ordinal;
  }
  return { start, data };
}

/** The sets of one column's dense lists by word id, as views of its denseWords. */
function denseSetsOf({ words, denseRows, denseWords }: Postings, size: number): Map<number, Bitset> {
  const sets = new Map<number, Bitset>();
  const setWords = (size + 31) >>> 5;
  if (denseWords.length !== denseRows.length * setWords) throw new Error('dense posting sets of the wrong length');
  denseRows.forEach((row, index) => {
    sets.set(words[row]!, new Bitset(size, denseWords.subarray(index * setWords, (index + 1) * setWords)));
  });
  return sets;
}
