// Issue 27, finding 8: a record imported with `javascript:` (and the like) in 856 $u; no API answer carries
// those links, whether the record was imported now or its extraction was stored before the check.
import path from 'node:path';
import { EXPORT_FORMATS } from '@estante/contracts';
import { type MarcDataField, type MarcReadResult, type MarcRecord, readMarcFile } from '@estante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcDataDir } from '../testing/marc-data.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { importMarcRecords } from './import/import-marc.ts';

const HOSTILE = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(2)',
  'data:text/html,<script>alert(3)</script>',
  'vbscript:msgbox(4)',
  'java\tscript:alert(5)',
  'java\nscript:alert(6)',
  '\u0001javascript:alert(7)',
];
/** Anything of the hostile links above, in any answer (JSON, XML or text). */
const HOSTILE_TEXT = /script:|alert\(|msgbox|data:text/i;

function link(ind2: string, url: string, label?: string): MarcDataField {
  return {
    tag: '856',
    ind1: '4',
    ind2,
    subfields: [{ code: 'u', value: url }, ...(label ? [{ code: 'y', value: label }] : [])],
  };
}

describe('links of a record with hostile 856 $u', () => {
  let testApp: TestApp;
  let id: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    // The first record of the Biblioteca Nacional de España sample (001 a6980999), with links added.
    let record: MarcRecord | undefined;
    for await (const result of readMarcFile(path.join(marcDataDir(), 'bne_spain.mrc'))) {
      if (result.ok) {
        record = result.record;
        break;
      }
    }
    const marc = record as MarcRecord;
    marc.fields.push(
      ...HOSTILE.map((url) => link('0', url, 'Click')),
      link('0', 'https://datos.bne.es/resource/a6980999', 'BNE'),
      link('1', 'ftp://ftp.example.org/lorca.pdf'),
      link('2', 'mailto:biblioteca@example.org', 'Ask'),
      link('2', 'www.example.org/lorca'),
    );
    async function* one(): AsyncGenerator<MarcReadResult> {
      yield { ok: true, position: 1, record: marc, warnings: [] };
    }
    await importMarcRecords(testApp.app.context, one());
    const row = await testApp.app.context.db
      .selectFrom('records')
      .select('id')
      .where('match_key', '=', 'SpMaBN:a6980999')
      .executeTakeFirstOrThrow();
    id = row.id;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const expectedLinks = [
    { url: 'https://datos.bne.es/resource/a6980999', label: 'BNE' },
    { url: 'ftp://ftp.example.org/lorca.pdf' },
    { url: 'mailto:biblioteca@example.org', label: 'Ask' },
    { url: 'http://www.example.org/lorca' },
  ];

  async function answers(): Promise<Record<string, string>> {
    const { app } = testApp;
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      return response.body;
    };
    const bodies: Record<string, string> = {
      detail: await get(`/api/acervo/${id}`),
      links: await get(`/api/acervo/${id}/links`),
      results: await get(`/api/vinculos/links-resultado?acervos=${id}`),
      dublinCore: await get(`/api/acervo/${id}/dublin-core`),
      reference: await get(`/api/acervo/${id}/referencia`),
      abnt: await get(`/api/vinculos/abnt/${id}`),
    };
    // The basket's text exports; MARC and MARCXML carry the record as catalogued, for another catalogue.
    for (const format of EXPORT_FORMATS.filter((name) => name !== 'marc' && name !== 'marcxml')) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/acervo/exportar-cesta',
        payload: { tipo: format, acervos: [id] },
      });
      expect(response.statusCode, format).toBe(200);
      bodies[`basket ${format}`] = response.body;
    }
    return bodies;
  }

  it('serves only the http, https, ftp and mailto links, in every answer', async () => {
    const bodies = await answers();
    expect(JSON.parse(bodies.detail as string).links).toEqual(expectedLinks);
    expect(JSON.parse(bodies.links as string)).toEqual([
      { url: 'https://datos.bne.es/resource/a6980999', descricao: 'BNE', tipo: 'resource' },
      { url: 'ftp://ftp.example.org/lorca.pdf', tipo: 'version' },
      { url: 'mailto:biblioteca@example.org', descricao: 'Ask', tipo: 'related' },
      { url: 'http://www.example.org/lorca', tipo: 'related' },
    ]);
    expect(JSON.parse(bodies.results as string)[String(id)]).toHaveLength(4);
    expect(bodies.dublinCore).toContain('https://datos.bne.es/resource/a6980999');
    for (const [name, body] of Object.entries(bodies)) expect(body, name).not.toMatch(HOSTILE_TEXT);
  });

  it('filters an extraction stored before the check (an older import)', async () => {
    const { db } = testApp.app.context;
    const row = await db.selectFrom('records').select('extracted_json').where('id', '=', id).executeTakeFirstOrThrow();
    const extracted = JSON.parse(row.extracted_json);
    extracted.onlineLinks = [
      ...HOSTILE.map((url) => ({ url, label: 'Click', access: 'resource' })),
      ...extracted.onlineLinks,
    ];
    await db
      .updateTable('records')
      .set({ extracted_json: JSON.stringify(extracted) })
      .where('id', '=', id)
      .execute();
    const bodies = await answers();
    expect(JSON.parse(bodies.detail as string).links).toEqual(expectedLinks);
    for (const [name, body] of Object.entries(bodies)) expect(body, name).not.toMatch(HOSTILE_TEXT);
  });
});
