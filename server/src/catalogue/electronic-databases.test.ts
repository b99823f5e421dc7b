import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../admin/admin-commands.ts';
import { SITE_ADMIN_FUNCTION } from '../auth/index.ts';
import { patronSession, type Session } from '../circulation/circulation-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const URL = '/api/acervo/meupergamum/bases-dados';
const ADMIN = '/api/admin/bases-dados';

describe('/acervo/{self-service}/bases-dados: the electronic databases, edited by staff', () => {
  let testApp: TestApp;
  let staff: Session;
  let patron: Session;

  beforeAll(async () => {
    testApp = await createTestApp();
    staff = await patronSession(testApp, 'staff.bases');
    await testApp.database.db
      .insertInto('person_permissions')
      .values({
        person_id: staff.personId,
        module_code: SITE_ADMIN_FUNCTION.module,
        activity_code: SITE_ADMIN_FUNCTION.activity,
      })
      .execute();
    patron = await patronSession(testApp, 'leitor.bases');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const call = (session: Session | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...(session ? { authorization: `Bearer ${session.token}` } : {}), idioma: '5' },
      ...(payload ? { payload } : {}),
    });
  const names = async () => ((await call(patron, 'GET', URL)).json() as { nome: string }[]).map((row) => row.nome);

  it('lists what staff add through the API, in their order, and follows changes and removals', async () => {
    expect((await call(patron, 'GET', URL)).json()).toEqual([]);
    const scielo = await call(staff, 'POST', ADMIN, {
      nome: 'SciELO',
      link: 'https://www.scielo.org/',
      descricao: 'Periódicos em acesso aberto',
      acesso: 'Acesso aberto.',
      posicao: 2,
    });
    expect(scielo.statusCode).toBe(201);
    const capes = await call(staff, 'POST', ADMIN, {
      nome: 'Portal CAPES',
      link: 'https://www.periodicos.capes.gov.br/',
      posicao: 1,
    });
    expect(capes.statusCode).toBe(201);
    const list = (await call(patron, 'GET', URL)).json();
    expect(list).toEqual([
      {
        id: capes.json().id,
        nome: 'Portal CAPES',
        descricao: null,
        link: 'https://www.periodicos.capes.gov.br/',
        acesso: null,
      },
      {
        id: scielo.json().id,
        nome: 'SciELO',
        descricao: 'Periódicos em acesso aberto',
        link: 'https://www.scielo.org/',
        acesso: 'Acesso aberto.',
      },
    ]);
    expect(
      (await call(staff, 'PUT', `${ADMIN}/${scielo.json().id}`, { posicao: 0, acesso: 'Livre.' })).statusCode,
    ).toBe(204);
    expect(await names()).toEqual(['SciELO', 'Portal CAPES']);
    expect((await call(staff, 'DELETE', `${ADMIN}/${capes.json().id}`)).statusCode).toBe(204);
    expect(await names()).toEqual(['SciELO']);
    expect((await call(staff, 'DELETE', `${ADMIN}/${capes.json().id}`)).statusCode).toBe(404);
  });

  it('refuses a link that is not http(s) or an empty name, leaving the list unchanged', async () => {
    const script = await call(staff, 'POST', ADMIN, { nome: 'X', link: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(422);
    expect(script.json().error.code).toBe('ConfiguracaoInvalida');
    expect((await call(staff, 'POST', ADMIN, { nome: '  ', link: 'https://example.org/' })).statusCode).toBe(422);
    expect(await names()).toEqual(['SciELO']);
  });

  it('is edited by the CLI too', async () => {
    const output = await runAdminCommand(testApp.database.db, [
      'database',
      'add',
      'BDTD',
      'https://bdtd.ibict.br/',
      'access=Acesso aberto.',
      'position=5',
    ]);
    expect(output).toMatch(/^database \d+ added/);
    expect(await names()).toEqual(['SciELO', 'BDTD']);
    await expect(runAdminCommand(testApp.database.db, ['database', 'add', 'Y', 'ftp://example.org'])).rejects.toThrow();
    expect(await names()).toEqual(['SciELO', 'BDTD']);
  });

  it('is for signed-in patrons; only staff edit', async () => {
    expect((await call(null, 'GET', URL)).statusCode).toBe(401);
    const visitorToken = (
      await testApp.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials' } })
    ).json().access_token as string;
    const visitor = await testApp.app.inject({
      method: 'GET',
      url: URL,
      headers: { authorization: `Bearer ${visitorToken}` },
    });
    expect(visitor.statusCode).toBe(401);
    const refused = await call(patron, 'POST', ADMIN, { nome: 'Z', link: 'https://example.org/' });
    expect(refused.statusCode).toBe(403);
    expect(await names()).toEqual(['SciELO', 'BDTD']);
  });
});
