/**
 * Covers for the demo catalogue: a PNG drawn for a title, with its title and author lettered in a small bitmap
 * font on a colour of its own. The cover store accepts JPEG, PNG, WebP and GIF (no SVG: a stored SVG could
 * carry script), so the demo draws pixels and encodes them as PNG with node:zlib; no image library needed.
 * Deterministic: the same title and author give the same bytes.
 */
import zlib from 'node:zlib';
import type { MarcRecord } from '@estante/core';
import { stripTrailingPunctuation } from '@estante/core';
import { naturalOrder } from './people.ts';
import { mix32 } from './prng.ts';

/** A 5×7 capital font: each glyph is seven rows of five pixels, '#' on. Letters are drawn folded and upper case. */
const GLYPHS: Record<string, string> = {
  A: '.###.#...##...#######...##...##...#',
  B: '####.#...##...#####.#...##...#####.',
  C: '.###.#...##....#....#....#...#.###.',
  D: '####.#...##...##...##...##...#####.',
  E: '######....#....####.#....#....#####',
  F: '######....#....####.#....#....#....',
  G: '.###.#...##....#.####...##...#.####',
  H: '#...##...##...#######...##...##...#',
  I: '.###...#....#....#....#....#...###.',
  J: '..###...#....#....#....##..#.##....',
  K: '#...##..#.#.#..##...#.#..#..#.#...#',
  L: '#....#....#....#....#....#....#####',
  M: '#...###.###.#.##...##...##...##...#',
  N: '#...###..##.#.##..###...##...##...#',
  O: '.###.#...##...##...##...##...#.###.',
  P: '####.#...##...#####.#....#....#....',
  Q: '.###.#...##...##...##.#.##..#..##.#',
  R: '####.#...##...#####.#.#..#..#.#...#',
  S: '.####.....#.....###.....#.....####.',
  T: '#####..#....#....#....#....#....#..',
  U: '#...##...##...##...##...##...#.###.',
  V: '#...##...##...##...##...#.#.#...#..',
  W: '#...##...##...##.#.##.#.##.#..#.#..',
  X: '#...##...#.#.#...#...#.#.#...##...#',
  Y: '#...##...#.#.#...#....#....#....#..',
  Z: '#####....#...#...#...#...#....#####',
  '0': '.###.#...##..###.#.###..##...#.###.',
  '1': '..#...##....#....#....#....#...###.',
  '2': '.###.#...#....#...#...#...#...#####',
  '3': '####.....#....#.###.....#....#####.',
  '4': '...#...##..#.#.#..#.#####...#....#.',
  '5': '######....####.....#....##...#.###.',
  '6': '..##..#...#....####.#...##...#.###.',
  '7': '#####....#...#...#...#....#....#...',
  '8': '.###.#...##...#.###.#...##...#.###.',
  '9': '.###.#...##...#.####....#...#..##..',
  '.': '..............................##...',
  ',': '.....................##....#...#...',
  ':': '.......##....................##....',
  ';': '.......##...............##...#..#..',
  '-': '................###................',
  "'": '..#....#...#.......................',
  '&': '.##..#..#.#.#...#...#.#.##..#..##.#',
  '(': '...#...#...#....#....#.....#.....#.',
  ')': '.#.....#.....#....#....#...#...#...',
  '?': '.###.#...#....#...#...#.........#..',
  '!': '..#....#....#....#....#.........#..',
  '/': '.....#...#...#...#...#.....#.......',
};

const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 7;

type Rgb = readonly [number, number, number];

/** Cloth colours of the covers (dark enough for light lettering), and their light title panels. */
const CLOTHS: readonly { cloth: Rgb; panel: Rgb; ink: Rgb }[] = [
  { cloth: [32, 78, 120], panel: [240, 236, 224], ink: [28, 36, 48] },
  { cloth: [122, 36, 40], panel: [246, 238, 220], ink: [60, 20, 20] },
  { cloth: [30, 96, 72], panel: [236, 242, 230], ink: [20, 48, 36] },
  { cloth: [88, 56, 112], panel: [242, 236, 246], ink: [44, 28, 60] },
  { cloth: [150, 92, 24], panel: [250, 244, 228], ink: [70, 42, 10] },
  { cloth: [44, 52, 60], panel: [232, 232, 228], ink: [24, 28, 32] },
];

/** Letters the font can draw: accents folded away, upper case, anything else a space. */
function drawable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9.,:;'&()?!/ -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words wrapped into lines of at most `width` characters (a longer word is cut), at most `lines` lines. */
function wrap(text: string, width: number, lines: number): string[] {
  const result: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const piece = word.length > width ? `${word.slice(0, width - 1)}-` : word;
    if (line && line.length + 1 + piece.length > width) {
      result.push(line);
      line = piece;
    } else {
      line = line ? `${line} ${piece}` : piece;
    }
  }
  if (line) result.push(line);
  if (result.length > lines) {
    const kept = result.slice(0, lines);
    const last = kept[lines - 1] as string;
    kept[lines - 1] = last.length + 3 <= width ? `${last}...` : `${last.slice(0, width - 3)}...`;
    return kept;
  }
  return result;
}

class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  fill(x: number, y: number, width: number, height: number, colour: Rgb): void {
    for (let row = Math.max(0, y); row < Math.min(this.height, y + height); row++) {
      for (let column = Math.max(0, x); column < Math.min(this.width, x + width); column++) {
        this.pixels.set(colour, (row * this.width + column) * 3);
      }
    }
  }

  /** One line of text, centred, each font pixel drawn as a `scale`×`scale` square. */
  text(line: string, top: number, scale: number, colour: Rgb): void {
    const advance = (GLYPH_WIDTH + 1) * scale;
    const left = Math.round((this.width - (line.length * advance - scale)) / 2);
    for (const [index, character] of [...line].entries()) {
      const glyph = GLYPHS[character];
      if (!glyph) continue;
      for (let row = 0; row < GLYPH_HEIGHT; row++) {
        for (let column = 0; column < GLYPH_WIDTH; column++) {
          if (glyph[row * GLYPH_WIDTH + column] === '#') {
            this.fill(left + index * advance + column * scale, top + row * scale, scale, scale, colour);
          }
        }
      }
    }
  }

  /** PNG (8-bit truecolour, no interlace): signature, IHDR, one IDAT, IEND (ISO/IEC 15948). */
  png(): Buffer {
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body) >>> 0);
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // colour type: truecolour
    const stride = this.width * 3;
    const raw = Buffer.alloc((stride + 1) * this.height);
    for (let row = 0; row < this.height; row++) {
      // Filter type 0 (none) at the start of each scanline.
      raw.set(this.pixels.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
    }
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

export const COVER_WIDTH = 240;
export const COVER_HEIGHT = 360;

/** A cover for a title: a cloth colour chosen by the title, a light panel with the title, the author below. */
export function drawCover(title: string, author: string): Buffer {
  let hash = 0;
  for (const character of `${title}|${author}`) hash = mix32(hash ^ (character.codePointAt(0) ?? 0));
  const { cloth, panel, ink } = CLOTHS[hash % CLOTHS.length] as (typeof CLOTHS)[number];
  const canvas = new Canvas(COVER_WIDTH, COVER_HEIGHT);
  canvas.fill(0, 0, COVER_WIDTH, COVER_HEIGHT, cloth);
  // A gilt frame and the panel holding the title.
  const gilt: Rgb = [214, 178, 90];
  canvas.fill(10, 10, COVER_WIDTH - 20, 3, gilt);
  canvas.fill(10, COVER_HEIGHT - 13, COVER_WIDTH - 20, 3, gilt);
  canvas.fill(10, 10, 3, COVER_HEIGHT - 20, gilt);
  canvas.fill(COVER_WIDTH - 13, 10, 3, COVER_HEIGHT - 20, gilt);
  canvas.fill(24, 56, COVER_WIDTH - 48, 150, panel);
  const titleLines = wrap(drawable(title), 10, 5);
  const titleTop = 56 + Math.round((150 - (titleLines.length * 27 - 6)) / 2);
  for (const [index, line] of titleLines.entries()) canvas.text(line, titleTop + index * 27, 3, ink);
  const authorLines = wrap(drawable(author), 17, 2);
  for (const [index, line] of authorLines.entries()) canvas.text(line, 258 + index * 20, 2, panel);
  return canvas.png();
}

function subfield(record: MarcRecord, tag: string, code: string): string {
  for (const field of record.fields) {
    if (field.tag !== tag || !('subfields' in field)) continue;
    const found = field.subfields.find((candidate) => candidate.code === code);
    if (found) return found.value;
  }
  return '';
}

/** The title and author as a cover letters them: 245 $a, and the main entry in direct order (or 245 $c). */
export function coverText(record: MarcRecord): { title: string; author: string } {
  const title = stripTrailingPunctuation(subfield(record, '245', 'a'));
  const person = stripTrailingPunctuation(subfield(record, '100', 'a'));
  const body = stripTrailingPunctuation(subfield(record, '110', 'a'));
  const statement = stripTrailingPunctuation(subfield(record, '245', 'c'));
  return { title, author: person ? naturalOrder(person) : body || statement };
}

/** Number of records a demo cover is drawn for at most. */
export const DEMO_COVER_LIMIT = 60;

/**
 * The records of a catalogue that get a demo cover: printed books (leader/06 a, /07 m, no 856 online copy),
 * the first 20 control numbers (the best-known hand-written titles) and about one in three of the rest, at
 * most {@link DEMO_COVER_LIMIT}; the others keep the default image, so the demo shows both.
 */
export function demoCoverRecords(records: readonly MarcRecord[]): { controlNumber: string; record: MarcRecord }[] {
  const chosen: { controlNumber: string; record: MarcRecord }[] = [];
  for (const record of records) {
    const controlField = record.fields.find((field) => field.tag === '001');
    const controlNumber = controlField && 'value' in controlField ? controlField.value : '';
    const book = record.leader.charAt(6) === 'a' && record.leader.charAt(7) === 'm';
    const online = record.fields.some((field) => field.tag === '856');
    if (!controlNumber || !book || online) continue;
    const number = Number(controlNumber);
    if (number <= 20 || mix32(number) % 3 === 0) chosen.push({ controlNumber, record });
    if (chosen.length === DEMO_COVER_LIMIT) break;
  }
  return chosen;
}
