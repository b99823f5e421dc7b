import { InvalidInputError } from '@estante/core';

/** The largest cover accepted, by upload or import (a cover is shown at most 280 px wide). */
export const MAX_COVER_BYTES = 2 * 1024 * 1024;

export const COVER_ERRORS = { unsupported: 'CapaFormatoInvalido', tooLarge: 'CapaMuitoGrande' } as const;

export interface CoverKind {
  contentType: string;
  extension: string;
}

/** Image types told by their first bytes (the file name and the declared type are not trusted). */
export function detectCoverKind(bytes: Uint8Array): CoverKind | undefined {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  const ascii = (offset: number, text: string) =>
    [...text].every((character, index) => bytes[offset + index] === character.charCodeAt(0));
  if (starts(0xff, 0xd8, 0xff)) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { contentType: 'image/png', extension: 'png' };
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return { contentType: 'image/webp', extension: 'webp' };
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return { contentType: 'image/gif', extension: 'gif' };
  return undefined;
}

/** The kind of an acceptable cover; 422 CapaMuitoGrande / CapaFormatoInvalido otherwise. */
export function checkCoverImage(bytes: Uint8Array): CoverKind {
  if (bytes.length > MAX_COVER_BYTES) {
    throw new InvalidInputError(COVER_ERRORS.tooLarge, { limiteBytes: MAX_COVER_BYTES, tamanho: bytes.length });
  }
  const kind = detectCoverKind(bytes);
  if (!kind) throw new InvalidInputError(COVER_ERRORS.unsupported, { aceitos: ['JPEG', 'PNG', 'WebP', 'GIF'] });
  return kind;
}
