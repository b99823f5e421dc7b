// Issue 27, finding 9: with similar words on, a Portuguese -ções plural finds the record that has the singular.
// Real records: the Biblivre school library (Portuguese, 008/35-37 "por"); expected titles written by hand.
import path from 'node:path';
import { readMarcFile } from '@estante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMarcRecords } from '../catalogue/import/import-marc.ts';
import { marcDataDir } from '../testing/marc-data.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('similar words: -ções plurals', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    const file = path.join(marcDataDir(), 'biblivre_pt_br_school_library.utf8.mrc');
    await importMarcRecords(testApp.app.context, readMarcFile(file));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function titles(term: string, similar: 0 | 1): Promise<string[]> {
    const query = `termo=${encodeURIComponent(term)}&tipo=assunto&posicao=qualquer&similares=${similar}`;
    const response = await testApp.app.inject(`/api/consulta?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { titulo: string }[] }).data.map((item) => item.titulo);
  }

  it('finds "legislação" (650 of "Acessibilidade") from "legislações" only with similar words', async () => {
    expect(await titles('legislações', 1)).toEqual(['Acessibilidade']);
    expect(await titles('legislações', 0)).toEqual([]);
  });

  it('finds "alimentação" from "alimentações", accents typed or not', async () => {
    expect(await titles('alimentações', 1)).toEqual(['A casa da mosca fosca']);
    expect(await titles('alimentacoes', 1)).toEqual(['A casa da mosca fosca']);
  });
});
