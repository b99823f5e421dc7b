import type { Bitset } from './bitset.ts';
import { GrowableUint32 } from './growable.ts';
import type { Csr } from './search-segment.ts';

/**
 * The facet values a search always counts (facets() in memory-catalogue.ts), laid out so that a broad search
 * counts them with a fixed number of additions per match and no branch: each record has `width` cells, numbers
 * into one table of counts, and counting is `table[cell] += 1` for each of them.
 *
 * - Letters with few values (work type, classification, year, publisher, language, library, only-with) are
 *   packed into groups: one cell per group, a mixed-radix code with one digit per letter, so four letters cost one
 *   addition. The table's cells are read back into counts per value after the pass.
 * - The other letters' common values (frequent authors and subjects, series) take one cell each; a record with
 *   more of them than its free cells has the rest in an overflow list.
 * - An empty cell points at a spare cell of the table that is never read back.
 *
 * At a million records this replaced a loop over rows of varying length (8.5 values per record), which
 * mispredicted a branch at every record's end and cost ~11 ms for a search matching 291,000 records. Written
 * here because no library counts facets this way in JavaScript; Lucene's and Solr's counting over doc values is
 * the same idea of small per-document numbers.
 */
export interface CommonFacetSlots {
  width: number;
  /** Cells of record r: cells[r * width … r * width + width). */
  cells: Uint16Array | Uint32Array;
  /** Records with more cells than `width`, in increasing order, and their extra cells (rows by position). */
  overflowRecords: Uint32Array;
  overflow: Csr;
  /** Counts per cell, shared by the searches of the segment: each counting step zeroes what it used (searchInSteps). */
  table: Uint32Array;
  groups: FacetGroup[];
  /**
   * Each group's cell per record again, one array per group: counting one group's codes (countGroupCodes) reads
   * 2 bytes per record instead of every record's whole row of cells.
   */
  groupCells: (Uint16Array | Uint32Array)[];
  /** Cell of the first single value; cell valueStart + n counts values[n]. */
  valueStart: number;
  values: Uint32Array;
}

/** One group of letters packed into a code; its cells are offset … offset + size. */
export interface FacetGroup {
  offset: number;
  size: number;
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
  const packed = packLetters(letterRows, single);
  const grouped = new Set(packed.flat().map((member) => member.letter));
  let offset = 0;
  const groups: FacetGroup[] = packed.map((members) => {
    let multiplier = 1;
    const letters = members.map((member) => {
      const letter = { letter: member.letter, multiplier, radix: member.radix, set: member.set, values: member.values };
      multiplier *= member.radix;
      return letter;
    });
    const group = { offset, size: multiplier, letters };
    offset += multiplier;
    return group;
  });
  // Per record: one code per group, then the cells of its common values (numbered in order of first appearance).
  const groupCodes = groups.map((group) => groupCodesOf(group, letterRows, size));
  const valueStart = offset;
  const cellOf = new Map<number, number>();
  const values: number[] = [];
  const valueCells: Csr = cellRows(letterRows, grouped, common, size, (value) => {
    let cell = cellOf.get(value);
    if (cell === undefined) {
      cell = valueStart + values.length;
      values.push(value);
      cellOf.set(value, cell);
    }
    return cell;
  });
  const spare = valueStart + values.length;
  const width = groups.length + coveringWidth(valueCells.start, RECORDS_WITHOUT_OVERFLOW);
  const cells = spare < 65_536 ? new Uint16Array(size * width) : new Uint32Array(size * width);
  cells.fill(spare);
  const overflowRecords = new GrowableUint32();
  const overflowStart = new GrowableUint32();
  overflowStart.push(0);
  const overflowCells = new GrowableUint32();
  for (let ordinal = 0; ordinal < size; ordinal += 1) {
    let slot = ordinal * width;
    for (const codes of groupCodes) cells[slot++] = codes[ordinal]!;
    const end = ordinal * width + width;
    const from = valueCells.start[ordinal]!;
    const to = valueCells.start[ordinal + 1]!;
    for (let i = from; i < to; i += 1) {
      if (slot < end) cells[slot++] = valueCells.data[i]!;
      else overflowCells.push(valueCells.data[i]!);
    }
    if (overflowCells.length > overflowStart.last()) {
      overflowRecords.push(ordinal);
      overflowStart.push(overflowCells.length);
    }
  }
  return {
    width,
    cells,
    overflowRecords: overflowRecords.toArray(),
    overflow: { start: overflowStart.toArray(), data: overflowCells.toArray() },
    table: new Uint32Array(spare + 1),
    groups,
    groupCells: groupCodes.map((codes) => (spare < 65_536 ? Uint16Array.from(codes) : codes)),
    valueStart,
    values: Uint32Array.from(values),
  };
}

/**
 * Adds the common values of the listed records (`matches` as a set) to counts[value], listing in `counted` each
 * value counted for the first time.
 */
export function countCommonFacetSlots(
  slots: CommonFacetSlots,
  ordinals: Uint32Array,
  matches: Bitset,
  counts: Uint32Array,
  counted: number[],
): void {
  const { width, cells, table, overflowRecords, overflow } = slots;
  addCells(ordinals, cells, width, table);
  const addOverflow = (k: number) => {
    for (let i = overflow.start[k]!; i < overflow.start[k + 1]!; i += 1) table[overflow.data[i]!]! += 1;
  };
  // Few matches look their records up among those overflowing; many read the overflowing records' list.
  if (ordinals.length * 16 < overflowRecords.length) {
    for (let i = 0; i < ordinals.length; i += 1) {
      const k = indexOf(overflowRecords, ordinals[i]!);
      if (k >= 0) addOverflow(k);
    }
  } else {
    for (let k = 0; k < overflowRecords.length; k += 1) if (matches.has(overflowRecords[k]!)) addOverflow(k);
  }
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
 * How many records of `matches` have each code of group `groupIndex` (one addition per record, reading only that
 * group's cell): every count of the group's letters under any filters on them can be read from it (countWithin).
 */
export function countGroupCodes(slots: CommonFacetSlots, groupIndex: number, matches: Bitset): Uint32Array {
  const { table } = slots;
  const group = slots.groups[groupIndex]!;
  const cells = slots.groupCells[groupIndex]!;
  const words = matches.words;
  for (let w = 0; w < words.length; w += 1) {
    let bits = words[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      const ordinal = (w << 5) + 31 - Math.clz32(low);
      bits ^= low;
      table[cells[ordinal]!]! += 1;
    }
  }
  const codes = table.slice(group.offset, group.offset + group.size);
  table.fill(0, group.offset, group.offset + group.size);
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

/** Widest record whose cells addCells counts without an inner loop. */
const UNROLLED_WIDTH = 10;

/**
 * The hottest loop of a broad search: table[cell] += 1 for the `width` cells of each listed record. Written out
 * up to UNROLLED_WIDTH cells (the ifs on `width` go the same way for every record): an inner loop of a few turns
 * ran 2× slower in V8 (3.6 against 1.8 ms for 290,000 records of 7 cells, measured in isolation).
 */
export function addCells(
  ordinals: Uint32Array,
  cells: Uint16Array | Uint32Array,
  width: number,
  table: Uint32Array,
): void {
  if (width === 0) return;
  if (width > UNROLLED_WIDTH) {
    for (let i = 0; i < ordinals.length; i += 1) {
      const first = ordinals[i]! * width;
      for (let slot = first; slot < first + width; slot += 1) table[cells[slot]!]! += 1;
    }
    return;
  }
  for (let i = 0; i < ordinals.length; i += 1) {
    const f = ordinals[i]! * width;
    table[cells[f]!]! += 1;
    if (width > 1) table[cells[f + 1]!]! += 1;
    if (width > 2) table[cells[f + 2]!]! += 1;
    if (width > 3) table[cells[f + 3]!]! += 1;
    if (width > 4) table[cells[f + 4]!]! += 1;
    if (width > 5) table[cells[f + 5]!]! += 1;
    if (width > 6) table[cells[f + 6]!]! += 1;
    if (width > 7) table[cells[f + 7]!]! += 1;
    if (width > 8) table[cells[f + 8]!]! += 1;
    if (width > 9) table[cells[f + 9]!]! += 1;
  }
}

/** Letters that fit a digit, smallest radix first, packed into groups of at most GROUP_CELLS codes. */
function packLetters(letterRows: Map<string, Csr>, single: (letter: string) => boolean) {
  const candidates: { letter: string; radix: number; set: boolean; values: Uint32Array }[] = [];
  for (const [letter, { data }] of letterRows) {
    const values = Uint32Array.from(new Set(data)).sort();
    const set = !single(letter);
    if (set && values.length > MAX_SET_VALUES) continue;
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

/** Each record's cell in a group: the group's offset plus its code. */
function groupCodesOf(group: FacetGroup, letterRows: Map<string, Csr>, size: number): Uint32Array {
  const codes = new Uint32Array(size).fill(group.offset);
  for (const { letter, multiplier, set, values } of group.letters) {
    const { start, data } = letterRows.get(letter)!;
    const digitOf = new Map<number, number>();
    values.forEach((value, position) => {
      digitOf.set(value, set ? 1 << position : position + 1);
    });
    for (let ordinal = 0; ordinal < size; ordinal += 1) {
      let digit = 0;
      for (let i = start[ordinal]!; i < start[ordinal + 1]!; i += 1) digit |= digitOf.get(data[i]!)!;
      codes[ordinal]! += digit * multiplier;
    }
  }
  return codes;
}

/** Per record, the cells of its common values of the ungrouped letters. */
function cellRows(
  letterRows: Map<string, Csr>,
  grouped: Set<string>,
  common: (value: number) => boolean,
  size: number,
  cellOf: (value: number) => number,
): Csr {
  const rows = [...letterRows].filter(([letter]) => !grouped.has(letter)).map(([, letterRow]) => letterRow);
  const start = new Uint32Array(size + 1);
  const data = new GrowableUint32(size + 1);
  for (let ordinal = 0; ordinal < size; ordinal += 1) {
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
