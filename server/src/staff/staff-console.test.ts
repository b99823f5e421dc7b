import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand, UsageError } from '../admin/admin-commands.ts';
import { MODERATION_FUNCTION, staffOnly } from '../auth/index.ts';
import { caller, importTitles, type Session } from '../circulation/circulation-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { auditJson, MAX_AUDIT_JSON, MAX_AUDIT_STRING } from './audit-redaction.ts';
import { registerStaffConsole, setAuditChange } from './index.ts';
import { staffSession } from './staff-fixtures.testing.ts';

describe('auditJson (what an audit row keeps of a request)', () => {
  it('replaces secrets at any depth, keeping their keys', () => {
    expect(
      JSON.parse(
        auditJson({
          login: 'ana',
          senha: 'Leitura#2026',
          nova_senha: 'x',
          cliente: { client_secret: 's', refresh_token: 't', nome: 'OIDC' },
          chaves: [{ apiKey: 'k' }],
        })!,
      ),
    ).toEqual({
      login: 'ana',
      senha: '[redacted]',
      nova_senha: '[redacted]',
      cliente: { client_secret: '[redacted]', refresh_token: '[redacted]', nome: 'OIDC' },
      chaves: [{ apiKey: '[redacted]' }],
    });
  });

  it('cuts long strings and notes binary bodies by size', () => {
    const long = 'a'.repeat(MAX_AUDIT_STRING + 20);
    expect(JSON.parse(auditJson({ texto: long })!)).toEqual({
      texto: `${'a'.repeat(MAX_AUDIT_STRING)}… (${MAX_AUDIT_STRING + 20} chars)`,
    });
    expect(JSON.parse(auditJson(Buffer.alloc(2048))!)).toBe('[2048 bytes]');
  });

  it('caps the whole value, keeping a note of its size', () => {
    const big = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`campo${i}`, 'x'.repeat(400)]));
    const kept = JSON.parse(auditJson(big)!);
    expect(kept._truncado).toBe(true);
    expect(kept._tamanho).toBeGreaterThan(MAX_AUDIT_JSON);
    expect(auditJson(big)!.length).toBeLessThan(MAX_AUDIT_JSON);
  });

  it('stores nothing for no value', () => {
    expect(auditJson(undefined)).toBeNull();
    expect(auditJson(null)).toBeNull();
  });
});

describe('staff console API (both engines)', () => {
  let testApp: TestApp;
  let patron: Session;
  let moderator: Session;
  let clerk: Session;
  let admin: Session;
  let recordId: number;
  const today = () => new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ t1: recordId } = (await importTitles(testApp, [
      { key: 't1', title: 'Vidas secas', copies: [{ library: 'BC', barcode: 'VS-1' }] },
    ])) as { t1: number });
    patron = await staffSession(testApp, 'leitor', []);
    moderator = await staffSession(testApp, 'moderadora', ['moderation']);
    clerk = await staffSession(testApp, 'balcao', ['circulation'], { name: 'Paulo Dias' });
    admin = await staffSession(testApp, 'admin', ['siteAdmin'], { name: 'Sofia Prado' });

    const { db } = testApp.database;
    const now = new Date().toISOString();
    const library = await db.selectFrom('libraries').select('id').where('code', '=', 'BC').executeTakeFirstOrThrow();
    await db
      .insertInto('record_comments')
      .values(
        ['pending', 'pending', 'approved'].map((status) => ({
          record_id: recordId,
          person_id: patron.personId,
          text: 'Comentário',
          status: status as 'pending' | 'approved',
          created_at: now,
          reviewed_at: null,
        })),
      )
      .execute();
    await db
      .insertInto('service_requests')
      .values(
        ['aberta', 'em_andamento', 'finalizada'].map((status, i) => ({
          person_id: patron.personId,
          kind: 'comutacao',
          subtype: null,
          status,
          protocol: `P-${i}`,
          payload_json: '{}',
          created_at: now,
          updated_at: now,
          library_id: library.id,
          reply: null,
          answered_at: null,
          concluded_at: null,
        })),
      )
      .execute();
    await db
      .insertInto('acquisition_suggestions')
      .values(
        ['sugestao_compra', 'em_cotacao', 'atendida', 'cancelada'].map((status) => ({
          person_id: patron.personId,
          campus_id: null,
          library_id: library.id,
          author: null,
          title: 'Livro sugerido',
          edition: null,
          publisher: 'Editora',
          isbn_issn: null,
          periodical: null,
          other_info: null,
          status,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('holds')
      .values({
        record_id: recordId,
        person_id: patron.personId,
        library_id: library.id,
        volume: null,
        tome: null,
        part: null,
        material: null,
        location: null,
        status: 'released',
        queue_position: null,
        copy_id: null,
        placed_at: now,
        released_at: now,
        pickup_until: today(),
        cancelled_at: null,
        notes: null,
        suspended_until: null,
        pickup_library_id: null,
      })
      .execute();
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
  });

  const auditRows = () => testApp.database.db.selectFrom('staff_audit').selectAll().orderBy('id').execute();

  describe('GET /api/equipe/sessao', () => {
    it('is 401 signed out', async () => {
      expect((await testApp.app.inject({ method: 'GET', url: '/api/equipe/sessao' })).statusCode).toBe(401);
    });

    it('answers a patron with no function and no count', async () => {
      const response = await caller(testApp, patron)('GET', '/api/equipe/sessao');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ funcoes: [], contagens: {} });
    });

    it("counts only the queues of the person's functions", async () => {
      expect((await caller(testApp, moderator)('GET', '/api/equipe/sessao')).json()).toEqual({
        funcoes: [{ nome: 'moderation', codigo: 9004 }],
        contagens: { comentarios_pendentes: 2 },
      });
      expect((await caller(testApp, clerk)('GET', '/api/equipe/sessao')).json()).toEqual({
        funcoes: [{ nome: 'circulation', codigo: 9002 }],
        contagens: { solicitacoes_abertas: 2, pedidos_emprestimo: 0, reservas_na_estante: 1 },
      });
    });

    it('gives site administration every function and every count', async () => {
      expect((await caller(testApp, admin)('GET', '/api/equipe/sessao')).json()).toEqual({
        funcoes: [
          { nome: 'siteAdmin', codigo: 9001 },
          { nome: 'circulation', codigo: 9002 },
          { nome: 'cataloguing', codigo: 9003 },
          { nome: 'moderation', codigo: 9004 },
          { nome: 'acquisitions', codigo: 9005 },
          { nome: 'reports', codigo: 9006 },
        ],
        contagens: {
          comentarios_pendentes: 2,
          sugestoes_abertas: 2,
          solicitacoes_abertas: 2,
          pedidos_emprestimo: 0,
          reservas_na_estante: 1,
        },
      });
    });

    it('reads a function granted to the category as well as to the person', async () => {
      const { db } = testApp.database;
      const person = await staffSession(testApp, 'funcionaria', []);
      await db.insertInto('patron_categories').values({ code: '88', name: 'Equipe de aquisição' }).execute();
      await db
        .insertInto('category_permissions')
        .values({ category_code: '88', module_code: 9, activity_code: 9005 })
        .execute();
      await db.updateTable('people').set({ category_code: '88' }).where('id', '=', person.personId).execute();
      expect((await caller(testApp, person)('GET', '/api/equipe/sessao')).json()).toEqual({
        funcoes: [{ nome: 'acquisitions', codigo: 9005 }],
        contagens: { sugestoes_abertas: 2 },
      });
    });
  });

  describe('the audit trail', () => {
    it('records a staff action with who, the route, its parameters, body and status; site administration passes a desk route', async () => {
      const before = (await auditRows()).length;
      const response = await caller(testApp, admin)('PUT', '/api/circulacao/calendario/BC/2031-04-21', {
        descricao: 'Tiradentes',
      });
      expect(response.statusCode).toBe(200);
      const rows = await auditRows();
      expect(rows).toHaveLength(before + 1);
      const row = rows.at(-1)!;
      expect(row).toMatchObject({
        person_id: admin.personId,
        login: 'admin',
        function_code: 9002,
        method: 'PUT',
        route: '/api/circulacao/calendario/:biblioteca/:data',
        status_code: 200,
        before_json: null,
        after_json: null,
      });
      expect(JSON.parse(row.params_json!)).toEqual({ biblioteca: 'BC', data: '2031-04-21' });
      expect(JSON.parse(row.body_json!)).toEqual({ descricao: 'Tiradentes' });
      expect(row.query_json).toBeNull();
    });

    it('records a refused action by a holder of the function with its status, and nothing for reads or for refusals by the guard', async () => {
      const before = (await auditRows()).length;
      expect((await caller(testApp, clerk)('PUT', '/api/circulacao/calendario/BC/2031-02-30', {})).statusCode).toBe(
        422,
      );
      expect((await caller(testApp, clerk)('GET', '/api/circulacao/calendario?biblioteca=BC')).statusCode).toBe(200);
      expect((await caller(testApp, patron)('PUT', '/api/circulacao/calendario/BC/2031-05-01', {})).statusCode).toBe(
        403,
      );
      expect((await caller(testApp, moderator)('PUT', '/api/circulacao/calendario/BC/2031-05-01', {})).statusCode).toBe(
        403,
      );
      const rows = (await auditRows()).slice(before);
      expect(rows.map((row) => [row.login, row.method, row.status_code])).toEqual([['balcao', 'PUT', 422]]);
    });

    it('lists the trail for site administration only, newest first, with filters and pages', async () => {
      expect((await caller(testApp, clerk)('GET', '/api/equipe/auditoria')).statusCode).toBe(403);
      expect((await testApp.app.inject({ method: 'GET', url: '/api/equipe/auditoria' })).statusCode).toBe(401);
      const list = async (query: string) => {
        const response = await caller(testApp, admin)('GET', `/api/equipe/auditoria${query}`);
        expect(response.statusCode).toBe(200);
        return response.json() as { total: number; itens: Record<string, unknown>[] };
      };
      const all = await list('');
      expect(all.total).toBe(2);
      expect(all.itens.map((item) => (item.pessoa as { login: string }).login)).toEqual(['balcao', 'admin']);
      expect(all.itens[1]).toMatchObject({
        pessoa: { login: 'admin', nome: 'Sofia Prado' },
        funcao: 9002,
        metodo: 'PUT',
        rota: '/api/circulacao/calendario/:biblioteca/:data',
        parametros: { biblioteca: 'BC', data: '2031-04-21' },
        corpo: { descricao: 'Tiradentes' },
        status_http: 200,
        antes: null,
        depois: null,
      });
      expect((await list('?login=admin')).total).toBe(1);
      expect((await list('?login=ninguem')).total).toBe(0);
      expect((await list('?funcao=9002')).total).toBe(2);
      expect((await list('?funcao=9004')).total).toBe(0);
      expect((await list('?rota=CALENDARIO')).total).toBe(2);
      expect((await list('?rota=%25')).total).toBe(0);
      expect((await list(`?de=${today()}&ate=${today()}`)).total).toBe(2);
      expect((await list('?ate=2020-01-01')).total).toBe(0);
      const page2 = await list('?itens=1&pagina=2');
      expect(page2.total).toBe(2);
      expect(page2.itens.map((item) => (item.pessoa as { login: string }).login)).toEqual(['admin']);
      const invalid = await caller(testApp, admin)('GET', '/api/equipe/auditoria?de=2026-02-31');
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().error.code).toBe('DataInvalida');
    });
  });

  it('writes the before and after a route recorded with setAuditChange, redacted', async () => {
    // A route of our own behind a real staff guard, on an app with the console's hooks, over the same database.
    const app = Fastify();
    registerStaffConsole(app, testApp.app.context);
    app.addHook('onRequest', async (request) => {
      request.auth = { kind: 'user', clientId: 'test', personId: moderator.personId, loginId: undefined };
    });
    app.post('/moderar/:id', { preHandler: staffOnly(testApp.database.db, MODERATION_FUNCTION) }, async (request) => {
      setAuditChange(request, {
        before: { situacao: 'pending', token: 'segredo' },
        after: { situacao: 'approved', token: 'segredo' },
      });
      return { ok: true };
    });
    expect(app.staffRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(['POST /moderar/:id']);
    expect((await app.inject({ method: 'POST', url: '/moderar/7', payload: { motivo: 'ok' } })).statusCode).toBe(200);
    const row = (await auditRows()).at(-1)!;
    expect(row).toMatchObject({ person_id: moderator.personId, function_code: 9004, route: '/moderar/:id' });
    expect(JSON.parse(row.before_json!)).toEqual({ situacao: 'pending', token: '[redacted]' });
    expect(JSON.parse(row.after_json!)).toEqual({ situacao: 'approved', token: '[redacted]' });
    await app.close();
  });

  it('answers the action when its audit row cannot be written, and logs the row at error level', async () => {
    // The audit goes to a database whose staff_audit table is gone; the guard reads the real one.
    const broken = await createTestDatabase();
    await sql`drop table staff_audit`.execute(broken.db);
    const lines: { level: number; msg: string; staffAudit?: { route: string; functionCode: number } }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    registerStaffConsole(app, { ...testApp.app.context, db: broken.db });
    app.addHook('onRequest', async (request) => {
      request.auth = { kind: 'user', clientId: 'test', personId: moderator.personId, loginId: undefined };
    });
    app.delete('/comentarios/:id', { preHandler: staffOnly(testApp.database.db, MODERATION_FUNCTION) }, async () => ({
      ok: true,
    }));
    try {
      const response = await app.inject({ method: 'DELETE', url: '/comentarios/3' });
      expect(response.statusCode).toBe(200);
      const logged = lines.find((line) => line.msg === 'staff audit row not written');
      expect(logged?.level).toBe(50);
      expect(logged?.staffAudit).toMatchObject({ route: '/comentarios/:id', functionCode: 9004 });
    } finally {
      await app.close();
      await broken.destroy();
    }
  });

  it('grants and revokes any staff function by name from the command line', async () => {
    const person = await staffSession(testApp, 'catalogadora', []);
    const run = (...argv: string[]) => runAdminCommand(testApp.database.db, argv, () => '');
    expect(await run('grant-function', 'catalogadora', 'cataloguing')).toBe(
      'catalogadora: cataloguing (9003) granted\n',
    );
    expect((await caller(testApp, person)('GET', '/api/equipe/sessao')).json().funcoes).toEqual([
      { nome: 'cataloguing', codigo: 9003 },
    ]);
    await run('revoke-function', 'catalogadora', 'cataloguing');
    expect((await caller(testApp, person)('GET', '/api/equipe/sessao')).json().funcoes).toEqual([]);
    await expect(run('grant-function', 'catalogadora', 'janitor')).rejects.toBeInstanceOf(UsageError);
    await expect(run('grant-function', 'catalogadora', 'toString')).rejects.toBeInstanceOf(UsageError);
    await expect(run('grant-function', 'catalogadora')).rejects.toBeInstanceOf(UsageError);
  });
});
