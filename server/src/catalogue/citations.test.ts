import { readFileSync } from 'node:fs';
import { CITATION_STYLES } from '@estante/contracts';
import type { MarcRecord } from '@estante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { importMarcRecords } from './import/import-marc.ts';

/** The core golden fixture of a translated RDA book (McCarthy, "A estrada", São Paulo: Alfaguara, 2021). */
function fixture(name: string): MarcRecord {
  const url = new URL(`../../../packages/core/src/record/fixtures/${name}/record.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as MarcRecord;
}

async function* asResults(records: MarcRecord[]) {
  for (const [position, record] of records.entries()) yield { ok: true as const, position, record, warnings: [] };
}

/** Each style's reference of that book, written from the style's rules (the core test tells which rule). */
const EXPECTED: Record<string, { text: string; html: string }> = {
  abnt: {
    text: 'MCCARTHY, Cormac. A estrada. 1. ed. São Paulo: Alfaguara, 2021. 233 p. (Biblioteca Alfaguara, v. 12).',
    html: 'MCCARTHY, Cormac. <b>A estrada</b>. 1. ed. São Paulo: Alfaguara, 2021. 233 p. (Biblioteca Alfaguara, v. 12).',
  },
  apa: {
    text: 'McCarthy, C. (2021). A estrada (A. Lisboa, Trans.; 1st ed.). Alfaguara.',
    html: 'McCarthy, C. (2021). <i>A estrada</i> (A. Lisboa, Trans.; 1st ed.). Alfaguara.',
  },
  vancouver: {
    text: 'McCarthy C. A estrada. 1st ed. São Paulo: Alfaguara; 2021. 233 p. (Biblioteca Alfaguara).',
    html: 'McCarthy C. A estrada. 1st ed. São Paulo: Alfaguara; 2021. 233 p. (Biblioteca Alfaguara).',
  },
  chicago: {
    text: 'McCarthy, Cormac. 2021. A estrada. Translated by Adriana Lisboa. 1st ed. Biblioteca Alfaguara, v. 12. São Paulo: Alfaguara.',
    html: 'McCarthy, Cormac. 2021. <i>A estrada</i>. Translated by Adriana Lisboa. 1st ed. Biblioteca Alfaguara, v. 12. São Paulo: Alfaguara.',
  },
  mla: {
    text: 'McCarthy, Cormac. A estrada. Translated by Adriana Lisboa, 1st ed., Alfaguara, 2021.',
    html: 'McCarthy, Cormac. <i>A estrada</i>. Translated by Adriana Lisboa, 1st ed., Alfaguara, 2021.',
  },
  ieee: {
    text: 'C. McCarthy, A estrada, 1st ed. São Paulo: Alfaguara, 2021.',
    html: 'C. McCarthy, <i>A estrada</i>, 1st ed. São Paulo: Alfaguara, 2021.',
  },
};

describe('citation styles (GET /api/acervo/{id}/referencia, POST /api/acervo/exportar-cesta)', () => {
  let testApp: TestApp;
  let road: number;
  let thesis: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    await importMarcRecords(testApp.app.context, asResults([fixture('rda-book-264'), fixture('pt-doctoral-thesis')]));
    const rows = await testApp.app.context.db.selectFrom('records').select(['id', 'title']).orderBy('id').execute();
    road = rows.find((row) => row.title.startsWith('A estrada'))!.id;
    thesis = rows.find((row) => row.id !== road)!.id;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers ABNT when no style is asked for, with ABNT and APA beside it', async () => {
    const response = await testApp.app.inject(`/api/acervo/${road}/referencia`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      estilo: 'abnt',
      referencia: EXPECTED.abnt!.text,
      referencia_html: EXPECTED.abnt!.html,
      abnt: EXPECTED.abnt!.text,
      abnt_html: EXPECTED.abnt!.html,
      apa: EXPECTED.apa!.text,
      apa_html: EXPECTED.apa!.html,
    });
  });

  it.each([...CITATION_STYLES])('formats the title in %s', async (style) => {
    const response = await testApp.app.inject(`/api/acervo/${road}/referencia?estilo=${style}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.estilo).toBe(style);
    expect(body.referencia).toBe(EXPECTED[style]!.text);
    expect(body.referencia_html).toBe(EXPECTED[style]!.html);
  });

  it('refuses an unknown style with EstiloCitacaoInvalido in the caller’s language', async () => {
    const pt = await testApp.app.inject(`/api/acervo/${road}/referencia?estilo=harvard`);
    expect(pt.statusCode).toBe(422);
    expect(pt.json().error).toEqual({
      code: 'EstiloCitacaoInvalido',
      message: 'Estilo de referência desconhecido. Use um destes: abnt, apa, vancouver, chicago, mla, ieee.',
      details: { estilo: 'harvard', estilos: ['abnt', 'apa', 'vancouver', 'chicago', 'mla', 'ieee'] },
    });
    const en = await testApp.app.inject({
      url: `/api/acervo/${road}/referencia?estilo=APA`,
      headers: { idioma: '5' },
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().error.message).toBe(
      'Unknown citation style. Use one of: abnt, apa, vancouver, chicago, mla, ieee.',
    );
  });

  it('exports the whole basket in each style, in the basket’s order, numbered where the style numbers', async () => {
    for (const style of CITATION_STYLES) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/acervo/exportar-cesta',
        payload: { tipo: style, acervos: [thesis, road] },
      });
      expect(response.statusCode, style).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const references = response.body.trimEnd().split('\n\n');
      expect(references, style).toHaveLength(2);
      const label = style === 'ieee' ? '[2] ' : style === 'vancouver' ? '2. ' : '';
      expect(references[1], style).toBe(`${label}${EXPECTED[style]!.text}`);
      const single = (await testApp.app.inject(`/api/acervo/${thesis}/referencia?estilo=${style}`)).json();
      expect(references[0], style).toBe(`${label.replace('2', '1')}${single.referencia}`);
    }
  });
});
