import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MarcRecord } from '../marc/marc-record.ts';
import { extractAuthority } from './authority.ts';
import { extractBibliographic } from './extract-bibliographic.ts';
import { isAuthority } from './record-kind.ts';

/**
 * Golden fixtures in the NatLibFi marc-record style: each folder of `fixtures/` holds a hand-written MARC 21
 * record (`record.json`, the plain `{ leader, fields }` shape) and what the catalogue must extract from it
 * (`expected.json`). Bibliographic expectations list the properties that fixture is about (compared with
 * toMatchObject, arrays element by element); authority expectations are the whole result.
 */
const FIXTURES = join(import.meta.dirname, 'fixtures');

function readJson<T>(...path: string[]): T {
  return JSON.parse(readFileSync(join(FIXTURES, ...path), 'utf8')) as T;
}

const names = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('record extraction golden fixtures', () => {
  it('has the fixtures', () => {
    expect(names.length).toBeGreaterThanOrEqual(13);
  });

  for (const name of names) {
    it(name, () => {
      const record = readJson<MarcRecord>(name, 'record.json');
      const expected = readJson<Record<string, unknown>>(name, 'expected.json');
      if (isAuthority(record)) {
        expect(extractAuthority(record)).toEqual(expected);
      } else {
        expect(extractBibliographic(record)).toMatchObject(expected);
      }
    });
  }
});
