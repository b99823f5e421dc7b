import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
} from '../circulation/circulation-fixtures.testing.ts';
import { staffSession } from '../staff/staff-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { runRetentionIfDue } from './privacy-scheduler.ts';

describe('privacy: consent, export, erasure and retention', () => {
  let testApp: TestApp;
  let carla: Session;
  let davi: Session;
  let desk: ReturnType<typeof caller>;
  let admin: ReturnType<typeof caller>;

  const db = () => testApp.database.db;
  const loansOf = async (personId: number) =>
    (await db().selectFrom('loans').select('id').where('person_id', '=', personId).execute()).length;

  beforeAll(async () => {
    testApp = await createTestApp();
    await importTitles(testApp, [
      { key: 'quincas', title: 'Quincas Borba', copies: [{ library: 'BC', barcode: 'Q-1' }] },
      { key: 'iracema', title: 'Iracema', copies: [{ library: 'BC', barcode: 'I-1' }] },
      { key: 'lucíola', title: 'Lucíola', copies: [{ library: 'BC', barcode: 'L-1' }] },
    ]);
    carla = await patronSession(testApp, 'carla', { name: 'Carla Dias', email: 'carla@example.edu' });
    davi = await patronSession(testApp, 'davi', { name: 'Davi Lima', email: 'davi@example.edu' });
    desk = caller(testApp, await deskSession(testApp));
    admin = caller(testApp, await staffSession(testApp, 'admin', ['siteAdmin']));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** Lends and returns a copy, then dates the return so retention can be checked against a fixed clock. */
  async function returnedLoan(patron: Session, barcode: string, returnedAt: string) {
    const loan = await desk('POST', '/api/circulacao/emprestimos', { usuario: patron.login, codigo_barras: barcode });
    expect(loan.statusCode, loan.body).toBe(201);
    expect((await desk('POST', '/api/circulacao/devolucoes', { codigo_barras: barcode })).statusCode).toBe(200);
    await db()
      .updateTable('loans')
      .set({ returned_at: returnedAt })
      .where('id', '=', loan.json().cod_emprestimo)
      .execute();
  }

  it('answers only a signed-in patron', async () => {
    for (const [method, url] of [
      ['GET', '/api/pessoas/privacidade'],
      ['PUT', '/api/pessoas/privacidade/historico-leitura'],
      ['GET', '/api/pessoas/privacidade/exportacao'],
    ] as const) {
      const response = await testApp.app.inject({
        method,
        url,
        ...(method === 'PUT' ? { payload: { consentir: true } } : {}),
      });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('keeps the reading history only with consent: the job detaches it after 30 days, revoking detaches it at once', async () => {
    await returnedLoan(carla, 'Q-1', '2026-01-10T12:00:00.000Z');
    await returnedLoan(davi, 'I-1', '2026-01-10T12:00:00.000Z');
    await returnedLoan(davi, 'L-1', '2026-02-05T12:00:00.000Z');

    const asDavi = caller(testApp, davi);
    const before = (await asDavi('GET', '/api/pessoas/privacidade')).json();
    expect(before.historico_leitura).toEqual({ consentido: false, alterado_em: null });
    expect(before.retencao_dias.historico_leitura).toBe(30);
    expect(before.quantidades.emprestimos).toBe(2);

    const consent = await asDavi('PUT', '/api/pessoas/privacidade/historico-leitura', { consentir: true });
    expect(consent.statusCode).toBe(200);
    expect(consent.json()).toMatchObject({ historico_leitura: { consentido: true }, apagados: 0 });

    // 2026-02-20: Carla's January loan is 41 days old, without consent → detached; Davi consented → both kept.
    const first = await runRetentionIfDue(db(), 'test', new Date('2026-02-20T00:00:00.000Z'), 60_000);
    expect(first?.historico_leitura).toBe(1);
    expect(await loansOf(carla.personId)).toBe(0);
    expect(await loansOf(davi.personId)).toBe(2);
    // The loan still counts in statistics: it moved to the anonymous stand-in, it was not deleted.
    expect((await db().selectFrom('loans').select('id').execute()).length).toBe(3);
    // The lease: a second run within the interval does nothing.
    expect(await runRetentionIfDue(db(), 'other', new Date('2026-02-20T00:00:30.000Z'), 60_000)).toBeUndefined();

    const revoked = await asDavi('PUT', '/api/pessoas/privacidade/historico-leitura', { consentir: false });
    expect(revoked.json()).toMatchObject({ historico_leitura: { consentido: false }, apagados: 2 });
    expect(await loansOf(davi.personId)).toBe(0);
    expect((await asDavi('GET', '/api/pessoas/privacidade')).json().quantidades.emprestimos).toBe(0);
  });

  it('exports every datum as a JSON file, without credentials', async () => {
    const asCarla = caller(testApp, carla);
    await asCarla('POST', '/api/pessoas/privacidade/exclusao', { motivo: 'Mudei de cidade.' });
    const response = await asCarla('GET', '/api/pessoas/privacidade/exportacao');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="dados-pessoais-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(data.pessoa).toMatchObject({ nome: 'Carla Dias', email: 'carla@example.edu' });
    expect(data.logins).toEqual([{ usuario: 'carla', base: null }]);
    expect(data.pedidos_exclusao).toEqual([
      expect.objectContaining({ motivo: 'Mudei de cidade.', situacao: 'pending' }),
    ]);
    expect(response.body).not.toContain('password');
    expect(response.body).not.toContain('$argon2');
  });

  it('completing a deletion request erases the data; refused while a loan is open', async () => {
    const asCarla = caller(testApp, carla);
    const queue = (await admin('GET', '/api/equipe/filas/privacidade?situacao=pendente')).json();
    const request = queue.itens.find((row: { login: string }) => row.login === 'carla');

    await desk('POST', '/api/circulacao/emprestimos', { usuario: 'carla', codigo_barras: 'Q-1' });
    const blocked = await admin('POST', `/api/equipe/filas/privacidade/${request.cod_pedido}/situacao`, {
      situacao: 'concluido',
    });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().error).toMatchObject({
      code: 'ExclusaoDadosImpedida',
      details: { pendencias: ['emprestimos'] },
    });
    expect(blocked.json().error.message).toBe(
      'The data cannot be erased while loans, holds, requests or debts are still open.',
    );
    const person = await db()
      .selectFrom('people')
      .selectAll()
      .where('id', '=', carla.personId)
      .executeTakeFirstOrThrow();
    expect(person.name).toBe('Carla Dias');

    await desk('POST', '/api/circulacao/devolucoes', { codigo_barras: 'Q-1' });
    const done = await admin('POST', `/api/equipe/filas/privacidade/${request.cod_pedido}/situacao`, {
      situacao: 'concluido',
    });
    expect(done.statusCode, done.body).toBe(200);

    const erased = await db()
      .selectFrom('people')
      .selectAll()
      .where('id', '=', carla.personId)
      .executeTakeFirstOrThrow();
    expect(erased).toMatchObject({
      name: 'Pessoa removida',
      // The desk searches this column: the old name must not find the erased person.
      name_search: 'pessoa removida',
      email: null,
      tax_id: null,
      password_hash: null,
      blocked: 1,
    });
    expect(await db().selectFrom('logins').select('id').where('person_id', '=', carla.personId).execute()).toEqual([]);
    // The returned loan stays on the empty person row, for the statistics; nobody can tell whose it was.
    expect(await loansOf(carla.personId)).toBe(1);
    // The session ends with the data: the token no longer opens anything.
    expect((await asCarla('GET', '/api/pessoas/privacidade')).statusCode).toBeGreaterThanOrEqual(400);
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/oauth/token',
          payload: { grant_type: 'password', username: 'carla', password: 'Leitura#2026' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('enforces the other retention periods: read alerts, expired credentials, closed requests’ contacts', async () => {
    const at = '2025-01-01T00:00:00.000Z';
    await db()
      .insertInto('alerts')
      .values([
        { person_id: davi.personId, title: 'Lido', message: 'm', read: 1, created_at: at },
        { person_id: davi.personId, title: 'Não lido', message: 'm', read: 0, created_at: at },
      ])
      .execute();
    await db()
      .insertInto('recovery_codes')
      .values({ person_id: davi.personId, code_hash: 'h', expires_at: at, attempts: 0, created_at: at })
      .execute();
    const result = await runRetentionIfDue(db(), 'test', new Date('2026-03-01T00:00:00.000Z'), 60_000);
    expect(result).toMatchObject({ alertas_lidos: 1, credenciais_expiradas: 1 });
    const alerts = await db().selectFrom('alerts').select('title').where('person_id', '=', davi.personId).execute();
    expect(alerts).toEqual([{ title: 'Não lido' }]);
  });

  it("follows the library's own periods: the job, the patron's overview and the public call; refuses periods out of their limits", async () => {
    const refused = await admin('PATCH', '/api/admin/instituicao', {
      retencao: { historico_leitura: 0.5, pedidos_privacidade: 30, credenciais_expiradas: 400 },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details.campos).toEqual([
      { campo: 'retencao/historico_leitura', problema: 'inteiro' },
      { campo: 'retencao/pedidos_privacidade', problema: 'minimo', limite: 365 },
      { campo: 'retencao/credenciais_expiradas', problema: 'maximo', limite: 365 },
    ]);
    // Nothing was written: the defaults still stand.
    const anonymous = async () => (await testApp.app.inject({ url: '/api/parametros/privacidade' })).json();
    expect((await anonymous()).retencao_dias.historico_leitura).toBe(30);

    const changed = await admin('PATCH', '/api/admin/instituicao', { retencao: { historico_leitura: 7 } });
    expect(changed.statusCode, changed.body).toBe(200);
    const periods = {
      historico_leitura: 7,
      contatos_solicitacoes: 365,
      alertas_lidos: 180,
      credenciais_expiradas: 30,
      pedidos_privacidade: 1825,
    };
    expect(changed.json().retencao).toEqual(periods);
    expect(await anonymous()).toEqual({ retencao_dias: periods });
    // Another change keeps the period already set.
    await admin('PATCH', '/api/admin/instituicao', { retencao: { alertas_lidos: 90 } });
    expect((await anonymous()).retencao_dias).toEqual({ ...periods, alertas_lidos: 90 });

    const elisa = await patronSession(testApp, 'elisa', { name: 'Elisa Prado' });
    expect((await caller(testApp, elisa)('GET', '/api/pessoas/privacidade')).json().retencao_dias).toMatchObject({
      historico_leitura: 7,
    });
    await returnedLoan(elisa, 'Q-1', '2026-03-01T12:00:00.000Z');
    await returnedLoan(elisa, 'I-1', '2026-03-05T12:00:00.000Z');
    // 2026-03-11: the first return is 9.5 days old, past 7 (and short of the default 30); the second 5.5 days.
    const result = await runRetentionIfDue(db(), 'test', new Date('2026-03-11T00:00:00.000Z'), 60_000);
    expect(result?.historico_leitura).toBe(1);
    expect(await loansOf(elisa.personId)).toBe(1);
  });
});
