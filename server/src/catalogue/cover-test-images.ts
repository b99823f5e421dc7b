import zlib from 'node:zlib';

/**
 * Real, decodable images for cover tests: a PNG drawn here (a coloured cover with a lighter title band), and the
 * first bytes of the other accepted types. Browsers display the PNG, so e2e screenshots show a true cover.
 */
export function coverPng(width = 120, height = 180, colour: [number, number, number] = [32, 78, 120]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const band = y > height * 0.25 && y < height * 0.45;
    for (let x = 0; x < width; x++) {
      const edge = x < 6 || x >= width - 6 || y < 6 || y >= height - 6;
      const [r, g, b] = edge ? [220, 180, 60] : band ? [240, 236, 224] : colour;
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG's start (SOI + JFIF APP0): enough for the type check, which reads the first bytes. */
export const JPEG_START = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);

/** A WebP's RIFF header. */
export const WEBP_START = Buffer.concat([
  Buffer.from('RIFF', 'ascii'),
  Buffer.from([0x1a, 0x00, 0x00, 0x00]),
  Buffer.from('WEBPVP8 ', 'ascii'),
  Buffer.alloc(14),
]);

export const GIF_START = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.alloc(20)]);
