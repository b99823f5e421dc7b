import type { Bitset } from './bitset.ts';
import { RECORDS_PER_STEP, runSteps, type Steps } from './build-steps.ts';
import type { Csr } from './csr.ts';
import { FacetKernels, type Overflow } from './facet-kernels.ts';
import { GrowableUint32 } from './growable.ts';
import type { MatchedRecords } from './matched-records.ts';

/**
 * The facet values a search always counts (facets() in memory-catalogue.ts), laid out so that a broad search
 * counts them with a fixed number of additions per match and no branch: each record has a few numbers into one
 * table of counts, and counting is `table[cell] += 1` for each of them.
 *
 * - Letters with few values (work type, classification, year, publisher, language, library, only-with) are
 *   packed into groups: one code per group, a mixed-radix number with one digit per letter, so four letters cost
 *   one addition. A record's group codes share one 32-bit word (`groupWords`). The table's cells are read back into
 *   counts per value after the pass.
 * - The other letters' common values (frequent authors and subjects, series) take one cell each (`valueCells`); a
 *   record with more of them than its cells has the rest in an overflow list.
 * - An empty cell points at a spare cell of the table that is never read back; a slot of the word without a group
 *   counts every record at its code 0, zeroed after the pass.
 *
 * At a million records this replaced a loop over rows of varying length (8.5 values per record), which
 * mispredicted a branch at every record's end and cost ~11 ms for a search matching 291,000 records; one word of
 * group codes at fixed places and four value cells at a stride of 4 (12 bytes per record instead of 7 cells of 2
 * bytes) then took the pass from 4.3 to 2.6 ms in the server process (docs/performance.md, stop 17), and the
 * same loop in WebAssembly over the match set (facet-kernels.ts) to 1.33 ms (stop 18). Written here because no
 * library counts facets this way; Lucene's and Solr's counting over doc values is the same idea of small
 * per-document numbers.
 */
export interface CommonFacetSlots {
  /** Each record's group codes: group g's code is (groupWords[r] >>> g.shift) & g.mask. */
  groupWords: Uint32Array;
  /** Common values per record that have a cell (the rest overflow). */
  valueWidth: number;
  /** Cells of record r: valueCells[r * valueStride … r * valueStride + valueStride), the unused ones spare. */
  valueStride: number;
  valueCells: Uint16Array | Uint32Array;
  /** Records with more common values than `valueWidth`, in increasing order, and their extra cells (rows by position). */
  overflowRecords: Uint32Array;
  overflow: Csr;
  /** Counts per cell, shared by the searches of the segment: each counting step zeroes what it used (searchInSteps). */
  table: Uint32Array;
  /** The loops over a match set, in WebAssembly; the group words, the 16-bit value cells and the table live there. */
  kernels: FacetKernels;
  /** At most three, in the word's slots (SLOTS). */
  groups: FacetGroup[];
  /** Cell of the first single value; cell valueStart + n counts values[n]. */
  valueStart: number;
  values: Uint32Array;
}

/** One group of letters packed into a code; its cells are offset … offset + size. */
export interface FacetGroup {
  offset: number;
  size: number;
  /** Where the code sits in the record's group word. */
  shift: number;
  mask: number;
  letters: GroupedLetter[];
}

interface GroupedLetter {
  letter: string;
  /** The digit's place value in the code. */
  multiplier: number;
  radix: number;
  /**
   * A letter with at most one value per record: digit 0 is no value, digit d is values[d - 1]. Otherwise (a few
   * values, several per record) the digit is a set: bit b stands for values[b].
   */
  set: boolean;
  values: Uint32Array;
}

/** Codes of one group at most (16 KB of counts, within a processor's first-level cache). */
const GROUP_CELLS = 4096;
/** Values a letter with several values per record may have to be packed (each is one bit of its digit). */
const MAX_SET_VALUES = 5;
/**
 * Where each group's code sits in a record's word and its cells in the table: two groups of up to GROUP_CELLS codes
 * and one of up to 256, at fixed places, so that the counting loop reads them with constant shifts, masks and
 * offsets. With the three read from the slots' objects it ran 0.8 ms slower for 291,000 records (3.4 against 2.6
 * ms, measured in the server process); likely because constants take no registers in a loop that already holds
 * four arrays. facet-kernels.wat writes the same places as constants: change both together.
 */
const SLOT_BITS = 12;
const SLOT_MASK = 0xfff;
const THIRD_SLOT_MASK = 0xff;
const SECOND_OFFSET = 4096;
const THIRD_OFFSET = 8192;
const SLOTS = [
  { offset: 0, shift: 0, mask: SLOT_MASK },
  { offset: SECOND_OFFSET, shift: SLOT_BITS, mask: SLOT_MASK },
  { offset: THIRD_OFFSET, shift: 2 * SLOT_BITS, mask: THIRD_SLOT_MASK },
] as const;
/** The first cell after the groups' places: the single values' cells start here. */
const GROUP_CELLS_END = THIRD_OFFSET + THIRD_SLOT_MASK + 1;
/** Share of records whose values must fit in the cells; the others' extra values overflow. */
const RECORDS_WITHOUT_OVERFLOW = 0.95;

/** The letters the groups count: all their values are counted, rare or not. */
export function groupedLetters(slots: CommonFacetSlots): Set<string> {
  return new Set(slots.groups.flatMap((group) => group.letters.map(({ letter }) => letter)));
}

/**
 * Lays out a segment's common values. `letterRows` holds each letter's values per record; `single` tells the
 * letters with at most one value per record; `common(value)` tells the values of the ungrouped letters to count
 * in every search.
 */
export function buildCommonFacetSlots(
  letterRows: Map<string, Csr>,
  single: (letter: string) => boolean,
  common: (value: number) => boolean,
  size: number,
): CommonFacetSlots {
  return runSteps(buildCommonFacetSlotsInSteps(letterRows, single, common, size));
}

/** buildCommonFacetSlots with points to stop between its passes and every RECORDS_PER_STEP records of each. */
export function* buildCommonFacetSlotsInSteps(
  letterRows: Map<string, Csr>,
  single: (letter: string) => boolean,
  common: (value: number) => boolean,
  size: number,
): Steps<CommonFacetSlots> {
  const groups = groupsInOneWord(packLetters(letterRows, single));
  yield;
  const grouped = new Set(groups.flatMap((group) => group.letters.map(({ letter }) => letter)));
  // The common values of the other letters, numbered in order of first appearance after the groups' cells.
  const valueStart = GROUP_CELLS_END;
  const cellOf = new Map<number, number>();
  const values: number[] = [];
  const valueRows: Csr = yield* cellRows(letterRows, grouped, common, size, (value) => {
    let cell = cellOf.get(value);
    if (cell === undefined) {
      cell = valueStart + values.length;
      values.push(value);
      cellOf.set(value, cell);
    }
    return cell;
  });
  yield;
  const spare = valueStart + values.length;
  const valueWidth = coveringWidth(valueRows.start, RECORDS_WITHOUT_OVERFLOW);
  const valueStride = strideOf(valueWidth);
  const kernels = new FacetKernels(size, valueStride, spare + 1, spare < 65_536, overflowOf(valueRows, valueWidth));
  const groupWords = kernels.groupWords;
  yield;
  for (const group of groups) {
    const codes = yield* groupCodesOf(group, letterRows, size);
    for (let ordinal = 0; ordinal < size; ordinal += 1) groupWords[ordinal]! |= codes[ordinal]! << group.shift;
    yield;
  }
  const valueCells = kernels.valueCells ?? new Uint32Array(size * valueStride);
  valueCells.fill(spare);
  for (let ordinal = 0; ordinal < size; ordinal += 1) {
    if (ordinal % RECORDS_PER_STEP === RECORDS_PER_STEP - 1) yield;
    const first = valueRows.start[ordinal]!;
    const last = Math.min(valueRows.start[ordinal + 1]!, first + valueWidth);
    valueCells.set(valueRows.data.subarray(first, last), ordinal * valueStride);
  }
  return {
    groupWords,
    valueWidth,
    valueStride,
    valueCells,
    overflowRecords: kernels.overflowRecords,
    overflow: kernels.overflow,
    table: kernels.table,
    kernels,
    groups,
    valueStart,
    values: Uint32Array.from(values),
  };
}

/**
 * Places the packed groups in the word's slots (SLOTS): with three groups or more, the smallest of at most 256 codes
 * in the third, and the first two others in the first two. The letters of any other group are counted by value
 * cells.
 */
function groupsInOneWord(packed: ReturnType<typeof packLetters>): FacetGroup[] {
  const sized = packed.map((members) => {
    let multiplier = 1;
    const letters = members.map((member) => {
      const letter = { letter: member.letter, multiplier, radix: member.radix, set: member.set, values: member.values };
      multiplier *= member.radix;
      return letter;
    });
    return { size: multiplier, letters };
  });
  // The third slot takes the smallest group that fits it, when there are three groups or more.
  const third =
    sized.length > 2
      ? sized.filter(({ size }) => size <= THIRD_SLOT_MASK + 1).sort((a, b) => a.size - b.size)[0]
      : undefined;
  const others = sized.filter((group) => group !== third).slice(0, 2);
  return [...others, ...(third ? [third] : [])].map(({ size, letters }, slot) => ({
    ...SLOTS[slot]!,
    size,
    letters,
  }));
}

/** Cells kept per record for `width` values: the counting loops are written out for strides 4 and 8. */
function strideOf(width: number): number {
  if (width === 0) return 0;
  if (width <= 4) return 4;
  if (width <= 8) return 8;
  return width;
}

/**
 * Adds the common values of the matched records to counts[value], listing in `counted` each value counted for the
 * first time.
 */
export function countCommonFacetSlots(
  slots: CommonFacetSlots,
  matches: MatchedRecords,
  counts: Uint32Array,
  counted: number[],
): void {
  const { table, overflowRecords, overflow } = slots;
  const countOfSet = slots.kernels.countCellsOfSet;
  if (countOfSet && !matches.listed) countOfSet(matches.set);
  else matches.forEachChunk((ordinals) => addCells(ordinals, slots, table));
  // Few matches look their records up among those overflowing; many read the overflowing records' list.
  if (matches.count * 16 < overflowRecords.length) {
    const ordinals = matches.ordinals();
    for (let i = 0; i < ordinals.length; i += 1) {
      const k = indexOf(overflowRecords, ordinals[i]!);
      if (k < 0) continue;
      for (let j = overflow.start[k]!; j < overflow.start[k + 1]!; j += 1) table[overflow.data[j]!]! += 1;
    }
  } else {
    slots.kernels.countOverflowOfSet(matches.set);
  }
  // A slot without a group counted every record at its code 0.
  for (let slot = slots.groups.length; slot < SLOTS.length; slot += 1) table[SLOTS[slot]!.offset] = 0;
  for (const group of slots.groups) readGroup(group, table, counts, counted);
  const { valueStart, values } = slots;
  for (let n = 0; n < values.length; n += 1) {
    const count = table[valueStart + n]!;
    if (count === 0) continue;
    table[valueStart + n] = 0;
    add(values[n]!, count, counts, counted);
  }
  table[table.length - 1] = 0;
}

/** Index of the group packing `letter` among the slots' groups, or -1. */
export function groupOf(slots: CommonFacetSlots, letter: string): number {
  return slots.groups.findIndex((group) => group.letters.some((member) => member.letter === letter));
}

/**
 * How many records of `matches` have each code of group `groupIndex` (one addition per record, reading only its
 * group word): every count of the group's letters under any filters on them can be read from it (countWithin).
 */
export function countGroupCodes(slots: CommonFacetSlots, groupIndex: number, matches: Bitset): Uint32Array {
  const { table } = slots;
  const { offset, shift, mask, size } = slots.groups[groupIndex]!;
  slots.kernels.countGroupOfSet(matches, offset, shift, mask);
  const codes = table.slice(offset, offset + size);
  table.fill(0, offset, offset + size);
  return codes;
}

/** A filter on a grouped letter: the facet value ids chosen (unknown codes are left out: they match nothing). */
export interface GroupFilter {
  letter: string;
  values: ReadonlySet<number>;
}

/**
 * Adds to counts[value] the records of `codeCounts` (countGroupCodes) having each value of `letter`, among those
 * whose values of the `filters`' letters (other letters of the same group) are among the chosen ones: a filtered
 * letter's `totalSemFiltro` with the group's other filters applied, without a pass over the records per letter.
 */
export function countWithin(
  group: FacetGroup,
  codeCounts: Uint32Array,
  letter: string,
  filters: readonly GroupFilter[],
  counts: Uint32Array,
  counted: number[],
): void {
  const member = group.letters.find((candidate) => candidate.letter === letter)!;
  const conditions = filters.map((filter) => ({
    member: group.letters.find((candidate) => candidate.letter === filter.letter)!,
    values: filter.values,
  }));
  for (let code = 0; code < codeCounts.length; code += 1) {
    const count = codeCounts[code]!;
    if (count === 0) continue;
    if (!conditions.every(({ member: other, values }) => digitHasValue(other, code, values))) continue;
    addDigit(member, code, count, counts, counted);
  }
}

/** True when the record code's digit of `member` holds one of `values`. */
function digitHasValue(member: GroupedLetter, code: number, values: ReadonlySet<number>): boolean {
  const digit = Math.floor(code / member.multiplier) % member.radix;
  if (digit === 0) return false;
  if (!member.set) return values.has(member.values[digit - 1]!);
  for (let bit = 0; bit < member.values.length; bit += 1) {
    if (digit & (1 << bit) && values.has(member.values[bit]!)) return true;
  }
  return false;
}

/** Adds `count` to each value that the code's digit of `member` holds. */
function addDigit(member: GroupedLetter, code: number, count: number, counts: Uint32Array, counted: number[]): void {
  const { multiplier, radix, set, values } = member;
  const digit = Math.floor(code / multiplier) % radix;
  if (digit === 0) return;
  if (!set) {
    add(values[digit - 1]!, count, counts, counted);
    return;
  }
  for (let bit = 0; bit < values.length; bit += 1) if (digit & (1 << bit)) add(values[bit]!, count, counts, counted);
}

/**
 * For each listed record, table[cell] += 1 for each group code of its word and each of its value cells: the
 * JavaScript form of the kernels' loop (facet-kernels.ts), for members already listed (few matches, position
 * checks), 32-bit cells and other strides. Written out for value strides 4 and 8 (an inner loop of a few turns ran 2× slower in
 * V8, and ifs on the width 17 % slower than a loop of fixed width, measured in isolation on 291,000 records).
 */
export function addCells(ordinals: Uint32Array, slots: CommonFacetSlots, table: Uint32Array): void {
  const { groupWords: words, valueCells: cells, valueStride: stride } = slots;
  if (stride === 4) {
    for (let i = 0; i < ordinals.length; i += 1) {
      const ordinal = ordinals[i]!;
      const word = words[ordinal]!;
      table[word & SLOT_MASK]! += 1;
      table[SECOND_OFFSET + ((word >>> SLOT_BITS) & SLOT_MASK)]! += 1;
      table[THIRD_OFFSET + (word >>> (2 * SLOT_BITS))]! += 1;
      const f = ordinal << 2;
      table[cells[f]!]! += 1;
      table[cells[f + 1]!]! += 1;
      table[cells[f + 2]!]! += 1;
      table[cells[f + 3]!]! += 1;
    }
    return;
  }
  if (stride === 8) {
    for (let i = 0; i < ordinals.length; i += 1) {
      const ordinal = ordinals[i]!;
      const word = words[ordinal]!;
      table[word & SLOT_MASK]! += 1;
      table[SECOND_OFFSET + ((word >>> SLOT_BITS) & SLOT_MASK)]! += 1;
      table[THIRD_OFFSET + (word >>> (2 * SLOT_BITS))]! += 1;
      const f = ordinal << 3;
      table[cells[f]!]! += 1;
      table[cells[f + 1]!]! += 1;
      table[cells[f + 2]!]! += 1;
      table[cells[f + 3]!]! += 1;
      table[cells[f + 4]!]! += 1;
      table[cells[f + 5]!]! += 1;
      table[cells[f + 6]!]! += 1;
      table[cells[f + 7]!]! += 1;
    }
    return;
  }
  for (let i = 0; i < ordinals.length; i += 1) {
    const ordinal = ordinals[i]!;
    const word = words[ordinal]!;
    table[word & SLOT_MASK]! += 1;
    table[SECOND_OFFSET + ((word >>> SLOT_BITS) & SLOT_MASK)]! += 1;
    table[THIRD_OFFSET + (word >>> (2 * SLOT_BITS))]! += 1;
    const first = ordinal * stride;
    for (let slot = first; slot < first + stride; slot += 1) table[cells[slot]!]! += 1;
  }
}

/** Letters that fit a digit, smallest radix first, packed into groups of at most GROUP_CELLS codes. */
function packLetters(letterRows: Map<string, Csr>, single: (letter: string) => boolean) {
  const candidates: { letter: string; radix: number; set: boolean; values: Uint32Array }[] = [];
  for (const [letter, { data }] of letterRows) {
    const set = !single(letter);
    // Counted only up to what a group can hold: an author column of 120,000 records took 50 ms to gather whole.
    const most = set ? MAX_SET_VALUES : GROUP_CELLS - 1;
    const distinct = new Set<number>();
    for (let i = 0; i < data.length && distinct.size <= most; i += 1) distinct.add(data[i]!);
    if (distinct.size > most) continue;
    const values = Uint32Array.from(distinct).sort();
    const radix = set ? 2 ** values.length : values.length + 1;
    if (radix <= GROUP_CELLS) candidates.push({ letter, radix, set, values });
  }
  candidates.sort((a, b) => a.radix - b.radix || (a.letter < b.letter ? -1 : 1));
  const packed: (typeof candidates)[] = [];
  for (const candidate of candidates) {
    const last = packed.at(-1);
    const cells = last?.reduce((product, member) => product * member.radix, 1) ?? Number.POSITIVE_INFINITY;
    if (last && cells * candidate.radix <= GROUP_CELLS) last.push(candidate);
    else packed.push([candidate]);
  }
  return packed;
}

/** The records with more common values than `width`, and the cells of those past the first `width`. */
function overflowOf(valueRows: Csr, width: number): Overflow {
  const records = new GrowableUint32();
  const start = new GrowableUint32();
  start.push(0);
  const cells = new GrowableUint32();
  for (let ordinal = 0; ordinal + 1 < valueRows.start.length; ordinal += 1) {
    const from = valueRows.start[ordinal]! + width;
    const to = valueRows.start[ordinal + 1]!;
    if (to <= from) continue;
    for (let i = from; i < to; i += 1) cells.push(valueRows.data[i]!);
    records.push(ordinal);
    start.push(cells.length);
  }
  return { records: records.toArray(), cells: { start: start.toArray(), data: cells.toArray() } };
}

/** Each record's code in a group. */
function* groupCodesOf(group: FacetGroup, letterRows: Map<string, Csr>, size: number): Steps<Uint32Array> {
  const codes = new Uint32Array(size);
  for (const { letter, multiplier, set, values } of group.letters) {
    const { start, data } = letterRows.get(letter)!;
    const digitOf = new Map<number, number>();
    values.forEach((value, position) => {
      digitOf.set(value, set ? 1 << position : position + 1);
    });
    for (let ordinal = 0; ordinal < size; ordinal += 1) {
      if (ordinal % RECORDS_PER_STEP === RECORDS_PER_STEP - 1) yield;
      let digit = 0;
      for (let i = start[ordinal]!; i < start[ordinal + 1]!; i += 1) digit |= digitOf.get(data[i]!)!;
      codes[ordinal]! += digit * multiplier;
    }
  }
  return codes;
}

/** Per record, the cells of its common values of the ungrouped letters. */
function* cellRows(
  letterRows: Map<string, Csr>,
  grouped: Set<string>,
  common: (value: number) => boolean,
  size: number,
  cellOf: (value: number) => number,
): Steps<Csr> {
  const rows = [...letterRows].filter(([letter]) => !grouped.has(letter)).map(([, letterRow]) => letterRow);
  const start = new Uint32Array(size + 1);
  const data = new GrowableUint32(size + 1);
  for (let ordinal = 0; ordinal < size; ordinal += 1) {
    if (ordinal % RECORDS_PER_STEP === RECORDS_PER_STEP - 1) yield;
    for (const row of rows) {
      for (let i = row.start[ordinal]!; i < row.start[ordinal + 1]!; i += 1) {
        if (common(row.data[i]!)) data.push(cellOf(row.data[i]!));
      }
    }
    start[ordinal + 1] = data.length;
  }
  return { start, data: data.toArray() };
}

/** The fewest cells per record that hold all the values of at least `share` of the records. */
function coveringWidth(start: Uint32Array, share: number): number {
  const records = start.length - 1;
  const histogram: number[] = [];
  for (let ordinal = 0; ordinal < records; ordinal += 1) {
    const length = start[ordinal + 1]! - start[ordinal]!;
    histogram[length] = (histogram[length] ?? 0) + 1;
  }
  let covered = 0;
  for (let width = 0; width < histogram.length; width += 1) {
    covered += histogram[width] ?? 0;
    if (covered >= share * records) return width;
  }
  return histogram.length;
}

/** A group's counted codes, decoded into counts per value and zeroed. */
function readGroup({ offset, size, letters }: FacetGroup, table: Uint32Array, counts: Uint32Array, counted: number[]) {
  for (let code = 0; code < size; code += 1) {
    const count = table[offset + code]!;
    if (count === 0) continue;
    table[offset + code] = 0;
    for (const member of letters) addDigit(member, code, count, counts, counted);
  }
}

/** Position of `value` in a sorted array, or -1. */
function indexOf(sorted: Uint32Array, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = sorted[middle]!;
    if (found === value) return middle;
    if (found < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

function add(value: number, count: number, counts: Uint32Array, counted: number[]): void {
  if (counts[value] === 0) counted.push(value);
  counts[value]! += count;
}
