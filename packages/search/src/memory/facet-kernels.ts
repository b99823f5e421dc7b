import type { Bitset } from './bitset.ts';
import type { Csr } from './csr.ts';
import { FACET_KERNELS_WASM } from './facet-kernels.wasm.ts';

/** The records with more common values than their cells hold (in increasing order), and their other cells by position. */
export interface Overflow {
  records: Uint32Array;
  cells: Csr;
}

/**
 * The facet counting loops of a broad search (facet-slots.ts) as WebAssembly (facet-kernels.wat): for each member
 * of a match set, `table[cell] += 1` for its group codes and value cells, for its overflowing cells, or for one
 * group's code. The same loop in JavaScript ran at about half the speed (2.85 against 1.33 ms for 291,000 of a
 * million records, measured in the server process): V8 checks the bounds of every typed-array access, while a
 * WebAssembly memory's accesses need no checks on a 64-bit machine. Written here because the loop is this index's
 * own layout; no library counts it.
 *
 * One instance per segment: its memory holds the segment's group words, value cells and table of counts (the
 * JavaScript code reads and zeroes them through the views below), and room for one match set, copied in before a
 * count (a segment's searches count one at a time: the facet step is synchronous).
 */
export class FacetKernels {
  readonly groupWords: Uint32Array;
  /** Per record `stride` u16 cells; undefined when the cells need 32 bits (then JavaScript counts them). */
  readonly valueCells: Uint16Array | undefined;
  readonly table: Uint32Array;
  readonly overflowRecords: Uint32Array;
  readonly overflow: Csr;
  private readonly setWords: Uint32Array;
  private readonly exports: KernelExports;

  constructor(records: number, stride: number, tableCells: number, cellsFit16Bits: boolean, overflow: Overflow) {
    const layout = new Layout();
    const groupWordsAt = layout.take(records * 4);
    const cellsAt = layout.take(cellsFit16Bits ? records * stride * 2 : 0);
    const tableAt = layout.take(tableCells * 4);
    const setWordsAt = layout.take(Math.ceil(records / 32) * 4);
    const overflowRecordsAt = layout.take(overflow.records.byteLength);
    const overflowStartAt = layout.take(overflow.cells.start.byteLength);
    const overflowDataAt = layout.take(overflow.cells.data.byteLength);
    this.exports = new wasm.Instance(kernelModule(), {}).exports as KernelExports;
    this.exports.memory.grow(Math.ceil(layout.bytes / 65_536));
    const buffer = this.exports.memory.buffer;
    this.groupWords = new Uint32Array(buffer, groupWordsAt, records);
    this.valueCells = cellsFit16Bits ? new Uint16Array(buffer, cellsAt, records * stride) : undefined;
    this.table = new Uint32Array(buffer, tableAt, tableCells);
    this.setWords = new Uint32Array(buffer, setWordsAt, Math.ceil(records / 32));
    const copy = (source: Uint32Array, at: number) => {
      const view = new Uint32Array(buffer, at, source.length);
      view.set(source);
      return view;
    };
    this.overflowRecords = copy(overflow.records, overflowRecordsAt);
    this.overflow = {
      start: copy(overflow.cells.start, overflowStartAt),
      data: copy(overflow.cells.data, overflowDataAt),
    };
    this.countCellsOfSet = this.valueCells && (stride === 4 || stride === 8) ? this.counter(stride) : undefined;
  }

  /** Counts each member's group codes and value cells into the table; undefined for strides other than 4 and 8. */
  readonly countCellsOfSet: ((set: Bitset) => void) | undefined;

  /** table[offset + ((groupWords[r] >>> shift) & mask)] += 1 for each member r of the set. */
  countGroupOfSet(set: Bitset, offset: number, shift: number, mask: number): void {
    this.setWords.set(set.words);
    const { countGroup } = this.exports;
    countGroup(
      this.setWords.byteOffset,
      set.words.length,
      this.groupWords.byteOffset,
      this.table.byteOffset,
      offset,
      shift,
      mask,
    );
  }

  /** Counts the overflowing cells of the members of the set that overflow. */
  countOverflowOfSet(set: Bitset): void {
    this.setWords.set(set.words);
    const { overflowRecords, overflow } = this;
    this.exports.countOverflow(
      this.setWords.byteOffset,
      overflowRecords.byteOffset,
      overflowRecords.length,
      overflow.start.byteOffset,
      overflow.data.byteOffset,
      this.table.byteOffset,
    );
  }

  private counter(stride: 4 | 8): (set: Bitset) => void {
    const count = stride === 4 ? this.exports.countStride4 : this.exports.countStride8;
    const cells = this.valueCells!.byteOffset;
    return (set) => {
      this.setWords.set(set.words);
      count(this.setWords.byteOffset, set.words.length, this.groupWords.byteOffset, cells, this.table.byteOffset);
    };
  }
}

interface KernelExports {
  memory: { grow(pages: number): number; readonly buffer: ArrayBuffer };
  countStride4(words: number, wordCount: number, groupWords: number, cells: number, table: number): void;
  countStride8(words: number, wordCount: number, groupWords: number, cells: number, table: number): void;
  countOverflow(
    words: number,
    records: number,
    recordCount: number,
    starts: number,
    cells: number,
    table: number,
  ): void;
  countGroup(
    words: number,
    wordCount: number,
    groupWords: number,
    table: number,
    offset: number,
    shift: number,
    mask: number,
  ): void;
}

/** Consecutive regions of the memory, each aligned to 8 bytes. */
class Layout {
  bytes = 0;

  take(length: number): number {
    const at = this.bytes;
    this.bytes += Math.ceil(length / 8) * 8;
    return at;
  }
}

/**
 * The part of the WebAssembly API used here. The core's TypeScript libraries (ES2023 and Node's types) do not
 * declare it, and declaring the global would clash with the DOM library's declaration in a browser build.
 */
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
}

const wasm = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;
let compiled: object | undefined;

/**
 * The kernels' module, compiled once per process (about 1 KB: compiling synchronously is quick). Module-level on
 * purpose: a pure memo of constant bytes; each FacetKernels instantiates its own memory from it.
 */
function kernelModule(): object {
  compiled ??= new wasm.Module(Uint8Array.from(atob(FACET_KERNELS_WASM), (character) => character.charCodeAt(0)));
  return compiled;
}
