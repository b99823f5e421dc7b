// MARC import by upload (issue 21, catalogue work): real files of ../shared/data/marc (SOURCES.md) sent through the
// API, run in the background, read back through the job's progress and report. Every expected count is written by
// hand from SOURCES.md.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskSession, patronSession, type Session } from '../../circulation/circulation-fixtures.testing.ts';
import { acquireJobLease, releaseJobLease } from '../../jobs/job-lease.repository.ts';
import { marcDataDir } from '../../testing/marc-data.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  cataloguerSession,
  MARCXML_WITH_NOTES,
  uploadMarc,
  waitForImport,
} from '../catalogue-work-fixtures.testing.ts';
import { IMPORT_JOB_LEASE, runImportQueue } from './import-jobs.ts';

let testApp: TestApp;
let cataloguer: Session;
let desk: Session;
let patron: Session;

const marc = (name: string) => fs.readFileSync(path.join(marcDataDir(), name));

/** The raw ISO 2709 records of a file, each ending with 0x1D. */
function rawRecords(bytes: Buffer): Buffer[] {
  const records: Buffer[] = [];
  let start = 0;
  for (let end = bytes.indexOf(0x1d); end >= 0; end = bytes.indexOf(0x1d, start)) {
    records.push(bytes.subarray(start, end + 1));
    start = end + 1;
  }
  return records;
}

async function searchTitles(term: string): Promise<string[]> {
  const response = await testApp.app.inject({ url: `/api/consulta?termo=${encodeURIComponent(term)}&tipo=titulo` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((item: { titulo: string }) => item.titulo);
}

beforeAll(async () => {
  testApp = await createTestApp();
  cataloguer = await cataloguerSession(testApp);
  desk = await deskSession(testApp);
  patron = await patronSession(testApp, 'leitora');
});

afterAll(async () => {
  await testApp?.close();
});

describe('POST /api/equipe/importacoes', () => {
  it('imports the 100 Library of Congress records in the background, then the search finds them', async () => {
    expect(await searchTitles('sky pilot')).toEqual([]);
    const response = await uploadMarc(
      testApp,
      cataloguer,
      marc('loc_mds_books_sample.mrc'),
      'loc_mds_books_sample.mrc',
    );
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({
      arquivo: 'loc_mds_books_sample.mrc',
      formato: 'iso2709',
      situacao: 'na_fila',
      previstos: 100,
      lidos: 0,
      progresso: 0,
      enviada_por: 'Catalogação',
    });
    const job = await waitForImport(testApp, cataloguer, response.json().id);
    expect(job).toMatchObject({
      situacao: 'concluida',
      previstos: 100,
      lidos: 100,
      importados: 100,
      atualizados: 0,
      rejeitados: 0,
      progresso: 100,
      motivo_falha: null,
    });
    expect(job.relatorio.rejeitados).toEqual([]);
    expect(await searchTitles('sky pilot')).toEqual(['The sky pilot ; a tale of the foothills']);
    const audit = await testApp.database.db
      .selectFrom('staff_audit')
      .select(['body_json', 'after_json', 'status_code'])
      .where('route', '=', '/api/equipe/importacoes')
      .executeTakeFirstOrThrow();
    expect(audit.status_code).toBe(202);
    expect(JSON.parse(audit.body_json!)).toEqual({ arquivo: 'loc_mds_books_sample.mrc', tamanho_bytes: 78_169 });
    expect(JSON.parse(audit.after_json!)).toMatchObject({ id: job.id, situacao: 'na_fila', previstos: 100 });
    // The file is dropped once the job has ended.
    const chunks = await testApp.database.db.selectFrom('import_job_chunks').select('job_id').execute();
    expect(chunks).toEqual([]);
  });

  // SOURCES.md: 42 records, 2 without 001 that duplicate each other; without 001 or 035 a record is matched on its
  // whole content, and the two differ (as do the other pair without 001 and 035), so all 42 are new.
  it('imports MARC-8 through yaz: the 42 e-resources of Evergreen', async () => {
    const response = await uploadMarc(testApp, cataloguer, marc('evergreen_oss.marc8.mrc'), 'oss.mrc');
    expect(response.statusCode, response.body).toBe(202);
    const job = await waitForImport(testApp, cataloguer, response.json().id);
    expect(job).toMatchObject({
      situacao: 'concluida',
      previstos: 42,
      lidos: 42,
      importados: 42,
      atualizados: 0,
      rejeitados: 0,
    });
  });

  it('takes MARCXML as a multipart file part: the 6 records of the Biblioteca Nacional de España', async () => {
    const boundary = '----estante-test-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="bne_spain.xml"\r\nContent-Type: application/xml\r\n\r\n`,
      ),
      marc('bne_spain.xml'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await uploadMarc(
      testApp,
      cataloguer,
      body,
      'ignored',
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ arquivo: 'bne_spain.xml', formato: 'marcxml', previstos: 6 });
    const job = await waitForImport(testApp, cataloguer, response.json().id);
    expect(job).toMatchObject({ situacao: 'concluida', lidos: 6, importados: 6, atualizados: 0, rejeitados: 0 });
    expect(await searchTitles('canto del poeta')).toEqual([
      'El canto del poeta : canciones líricas para soprano y piano = lyric songs for soprano and piano. Vol. I',
    ]);
  });

  it('reports each rejected record of a damaged file with its position and reason', async () => {
    const loc = rawRecords(marc('loc_mds_books_sample.mrc'));
    // Records 1-10 of the Library of Congress file, with a line of junk before the second and the first 500 bytes
    // of record 50 (a cut record) before the sixth: 12 pieces read, 10 records, all already in the catalogue.
    const parts: Buffer[] = [];
    loc.slice(0, 10).forEach((record, index) => {
      if (index === 1) parts.push(Buffer.from('GARBAGE LINE\n', 'latin1'));
      if (index === 5) parts.push((loc[49] as Buffer).subarray(0, 500));
      parts.push(record);
    });
    const response = await uploadMarc(testApp, cataloguer, Buffer.concat(parts), 'damaged.mrc');
    expect(response.statusCode, response.body).toBe(202);
    const job = await waitForImport(testApp, cataloguer, response.json().id);
    expect(job).toMatchObject({ situacao: 'concluida', lidos: 12, importados: 0, atualizados: 10, rejeitados: 2 });
    const first = (loc[0] as Buffer).length;
    // The cut record starts after records 1-5 and the 13 bytes of junk; its leader still says its whole length.
    const cutStart = loc.slice(0, 5).reduce((sum, record) => sum + record.length, 0) + 13 + 1;
    expect(job.relatorio.rejeitados).toEqual([
      {
        posicao: 2,
        motivo: `bytes ${first + 1}-${first + 13}: 13 bytes before the next record are bytes that are not a MARC record (no valid leader): skipped`,
        codigo: 'NaoEhMarc',
        parametros: { inicio: first + 1, fim: first + 13, bytes: 13 },
      },
      {
        posicao: 7,
        motivo: expect.stringMatching(/^bytes \d+-\d+: 500 bytes before the next record are a damaged or cut record/),
        codigo: 'RegistroCortado',
        parametros: {
          inicio: cutStart,
          fim: cutStart + 499,
          bytes: 500,
          declarados: Number((loc[49] as Buffer).subarray(0, 5).toString('latin1')),
        },
      },
    ]);
    expect(job.relatorio.rejeitados_omitidos).toBe(0);
  });

  it('reports a warning of the writer with its code: the same record twice in a file', async () => {
    const record = rawRecords(marc('loc_mds_books_sample.mrc'))[2] as Buffer;
    const response = await uploadMarc(testApp, cataloguer, Buffer.concat([record, record]), 'twice.mrc');
    expect(response.statusCode, response.body).toBe(202);
    const job = await waitForImport(testApp, cataloguer, response.json().id);
    expect(job).toMatchObject({ situacao: 'concluida', lidos: 2, rejeitados: 0, avisos: 1 });
    expect(job.relatorio.avisos).toEqual([
      {
        posicao: 2,
        motivo: expect.stringMatching(/^same record as an earlier one in this batch \(.+\); the later one is kept$/),
        codigo: 'RepetidoNoLote',
        parametros: {},
      },
    ]);
  });

  it("reports the readers' warnings and a MARCXML record's problem with their codes", async () => {
    const response = await uploadMarc(testApp, cataloguer, Buffer.from(MARCXML_WITH_NOTES), 'avisos.xml');
    expect(response.statusCode, response.body).toBe(202);
    const job = await waitForImport(testApp, cataloguer, response.json().id);
    expect(job).toMatchObject({ situacao: 'concluida', lidos: 2, importados: 1, rejeitados: 1, avisos: 2 });
    expect(job.relatorio.avisos).toEqual([
      {
        posicao: 1,
        motivo: 'field 245: ind1 "10" is not one character; read as blank',
        codigo: 'IndicadorInvalido',
        parametros: { campo: '245', indicador: 1, valor: '10' },
      },
      {
        posicao: 1,
        motivo: 'the record has no <leader>: supplied "00000nam a2200000uu 4500" (type guessed from its fields)',
        codigo: 'SemLider',
        parametros: { lider: '00000nam a2200000uu 4500' },
      },
    ]);
    expect(job.relatorio.rejeitados).toEqual([
      {
        posicao: 2,
        motivo: 'field 245: subfield code "ab" is not one character',
        codigo: 'CodigoDeSubcampoInvalido',
        parametros: { campo: '245', codigo: 'ab' },
      },
    ]);
  });

  it('refuses junk at once, in the caller language, and queues nothing', async () => {
    const before = await testApp.database.db.selectFrom('import_jobs').select('id').execute();
    const junk = await uploadMarc(testApp, cataloguer, Buffer.from('%PDF-1.7\n'.repeat(40_000)), 'report.pdf');
    expect(junk.statusCode).toBe(422);
    expect(junk.json().error).toMatchObject({
      code: 'ArquivoNaoMarc',
      message: 'The file is not MARC 21: its beginning holds no readable ISO 2709 or MARCXML record.',
    });
    const html = await uploadMarc(
      testApp,
      cataloguer,
      Buffer.from('<!doctype html><html><body>hi</body></html>'),
      'a.xml',
      'text/xml',
    );
    expect(html.statusCode).toBe(422);
    expect(html.json().error.code).toBe('ArquivoNaoMarc');
    const empty = await uploadMarc(testApp, cataloguer, Buffer.alloc(0), 'empty.mrc');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.code).toBe('ArquivoVazio');
    const after = await testApp.database.db.selectFrom('import_jobs').select('id').execute();
    expect(after.length).toBe(before.length);
  });

  it('refuses a file over 50 MB', async () => {
    // A real record repeated past the limit: the refusal comes from the size, not the content.
    const record = rawRecords(marc('loc_mds_books_sample.mrc'))[0] as Buffer;
    const big = Buffer.concat(Array.from({ length: Math.ceil((50 * 1024 * 1024 + 1) / record.length) }, () => record));
    const response = await uploadMarc(testApp, cataloguer, big, 'big.mrc');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('ArquivoMuitoGrande');
  });
});

describe('the import queue', () => {
  it('runs two queued imports one after the other', async () => {
    const first = await uploadMarc(testApp, cataloguer, marc('evergreen_rda_samples.mrc'), 'rda.mrc');
    const second = await uploadMarc(testApp, cataloguer, marc('evergreen_maps.mrc'), 'maps.mrc');
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    const one = await waitForImport(testApp, cataloguer, first.json().id);
    const two = await waitForImport(testApp, cataloguer, second.json().id);
    expect(one).toMatchObject({ situacao: 'concluida', lidos: 10, importados: 10 });
    expect(two).toMatchObject({ situacao: 'concluida', lidos: 3, importados: 3 });
    expect(two.iniciada_em! >= one.concluida_em!).toBe(true);

    const list = await testApp.app.inject({
      url: '/api/equipe/importacoes?itens=2',
      headers: { authorization: `Bearer ${cataloguer.token}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(8);
    expect(list.json().itens.map((job: { arquivo: string }) => job.arquivo)).toEqual(['maps.mrc', 'rda.mrc']);
  });

  it('leaves the queue to the server holding the lease, and the job waits for it', async () => {
    const { context } = testApp.app;
    // This app's own run of the earlier uploads frees the lease just after their last job ends: wait for it.
    const started = Date.now();
    while (!(await acquireJobLease(context.db, IMPORT_JOB_LEASE, 'other-server', context.now(), 60_000))) {
      if (Date.now() - started > 45_000) throw new Error('the import lease was never freed');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const response = await uploadMarc(testApp, cataloguer, marc('evergreen_acq_order.mrc'), 'acq.mrc');
    expect(response.statusCode).toBe(202);
    // This server could not take the lease: its own run returns without running anything.
    expect(await runImportQueue(context, 'this-server')).toBe(0);
    const waiting = await testApp.app.inject({
      url: `/api/equipe/importacoes/${response.json().id}`,
      headers: { authorization: `Bearer ${cataloguer.token}` },
    });
    expect(waiting.json().situacao).toBe('na_fila');
    await releaseJobLease(context.db, IMPORT_JOB_LEASE, 'other-server', context.now());
    expect(await runImportQueue(context, 'this-server')).toBe(1);
    const job = await waitForImport(testApp, cataloguer, response.json().id);
    expect(job).toMatchObject({ situacao: 'concluida', lidos: 10, importados: 10 });
  });
});

describe('who may import', () => {
  const routes = [
    ['POST', '/api/equipe/importacoes'],
    ['GET', '/api/equipe/importacoes'],
    ['GET', '/api/equipe/importacoes/1'],
  ] as const;

  it.each(routes)('%s %s refuses a patron and a desk clerk (403) and a visitor (401)', async (method, url) => {
    for (const session of [patron, desk]) {
      const response = await testApp.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/octet-stream' },
        ...(method === 'POST' ? { payload: marc('evergreen_maps.mrc') } : {}),
      });
      expect(response.statusCode, `${session.login}: ${response.body}`).toBe(403);
    }
    const visitor = await testApp.app.inject({ method, url });
    expect(visitor.statusCode).toBe(401);
  });
});
