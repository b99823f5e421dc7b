import { describe, expect, it } from 'vitest';
import { detectMarcFormat } from './detect-format.ts';
import { readSampleBytes } from './sample-data.testing.ts';

describe('detectMarcFormat', () => {
  it('recognises the sample files by content', () => {
    expect(detectMarcFormat(readSampleBytes('bne_spain.mrc').subarray(0, 256))).toBe('iso2709');
    expect(detectMarcFormat(readSampleBytes('evergreen_jazz_1k.marc8.mrc').subarray(0, 256))).toBe('iso2709');
    expect(detectMarcFormat(readSampleBytes('bne_spain.xml').subarray(0, 256))).toBe('marcxml');
  });

  it('skips a byte order mark and whitespace', () => {
    expect(detectMarcFormat(Buffer.from('\uFEFF\r\n  <collection/>', 'utf8'))).toBe('marcxml');
    expect(detectMarcFormat(Buffer.from('\n00714cam a2200205 a 4500001', 'latin1'))).toBe('iso2709');
    expect(detectMarcFormat(Buffer.from('\uFEFF<record/>', 'utf16le'))).toBe('marcxml');
  });

  it('says unknown for anything else', () => {
    expect(detectMarcFormat(Buffer.from('title,author\n'))).toBe('unknown');
    expect(detectMarcFormat(Buffer.from('12345nam a22xxxxx'))).toBe('unknown');
    expect(detectMarcFormat(Buffer.from('123'))).toBe('unknown');
    expect(detectMarcFormat(Buffer.alloc(0))).toBe('unknown');
  });
});
