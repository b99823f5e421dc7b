import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron } from '../auth/auth-fixtures.testing.ts';
import { caller, patronSession, type Session } from '../circulation/circulation-fixtures.testing.ts';
import { ensureInstitution } from '../site-parameters/institution.repository.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('/pessoas small calls: departments, e-mail, renewal, a login’s name, App Layers link', () => {
  let testApp: TestApp;
  let patron: Session;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { db } = testApp.database;
    patron = await patronSession(testApp, 'pessoa.um', { name: 'Carla Dias', email: 'carla@example.edu' });
    await db.updateTable('people').set({ tax_id: '52998224725' }).where('id', '=', patron.personId).execute();
    await createPatron(db, { logins: ['pessoa.func'], name: 'Carla Dias Servidora', taxId: '52998224725' });
    await createPatron(db, { logins: ['outra.pessoa'], name: 'Outra Pessoa' });
    await db
      .insertInto('departments')
      .values([
        { code: 'DMA', name: 'Matemática' },
        { code: 'DHI', name: 'História' },
      ])
      .execute();
    call = caller(testApp, patron);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const anonymous = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('lists departments by name, to anyone', async () => {
    const response = await anonymous('/api/pessoas/departamentos');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { codigo: 'DHI', nome: 'História' },
      { codigo: 'DMA', nome: 'Matemática' },
    ]);
  });

  it('gives the signed-in person’s e-mail, and refuses anonymous callers', async () => {
    expect((await anonymous('/api/pessoas/email-pessoa-logada')).statusCode).toBe(401);
    const response = await call('GET', '/api/pessoas/email-pessoa-logada');
    expect(response.json()).toEqual({ email: 'carla@example.edu', recebeEmail: true });
  });

  it('asks for a registration renewal a year after the personal data were last saved', async () => {
    const fresh = (await call('GET', '/api/pessoas/renovar')).json();
    expect(fresh.renovar).toBe(false);
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    await testApp.database.db
      .updateTable('people')
      .set({ updated_at: old })
      .where('id', '=', patron.personId)
      .execute();
    const due = (await call('GET', '/api/pessoas/renovar')).json();
    expect(due).toEqual({
      renovar: true,
      ultimaAtualizacao: old,
      renovarAte: new Date(Date.parse(old) + 365 * 86_400_000).toISOString().slice(0, 10),
    });
  });

  it('names only the caller’s own and related logins; any other login is not found, anonymous refused', async () => {
    expect((await anonymous('/api/pessoas/pessoa.um/nome')).statusCode).toBe(401);
    expect((await call('GET', '/api/pessoas/pessoa.um/nome')).json()).toEqual({ nome: 'Carla Dias' });
    expect((await call('GET', '/api/pessoas/PESSOA.FUNC/nome')).json()).toEqual({ nome: 'Carla Dias Servidora' });
    const other = await call('GET', '/api/pessoas/outra.pessoa/nome');
    const missing = await call('GET', '/api/pessoas/ninguem/nome');
    expect(other.statusCode).toBe(404);
    // The same answer for a stranger's login as for no login: nothing to enumerate.
    expect(other.json()).toEqual(missing.json());
  });

  it('links to the mobile app with a one-time token the app redeems once for the patron’s identity', async () => {
    expect((await call('GET', '/api/pessoas/autenticar/app-layers')).statusCode).toBe(404);
    const { db } = testApp.database;
    const institution = await ensureInstitution(db);
    await db
      .insertInto('site_sections')
      .values({
        institution_id: institution.id,
        section_key: 'app-layers',
        language: 'pt',
        content_json: JSON.stringify([{ nome: 'App', link: 'https://app.example.edu/entrar' }]),
      })
      .execute();
    const response = await call('GET', '/api/pessoas/autenticar/app-layers');
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(`${url.origin}${url.pathname}`).toBe('https://app.example.edu/entrar');
    const token = url.searchParams.get('token')!;
    const redeem = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/pessoas/token-redireciona/validar',
        payload: { token, nome: 'app-layers' },
      });
    const first = await redeem();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ cod_pessoa: patron.personId, nome: 'Carla Dias', login: 'pessoa.um' });
    expect((await redeem()).statusCode).toBe(401);
  });
});
