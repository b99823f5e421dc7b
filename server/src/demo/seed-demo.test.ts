import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type Session, signIn } from '../circulation/circulation-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_PATRONS, seedDemoLibrary } from './seed-demo.ts';
import { DEMO_STAFF_PASSWORD } from './seed-demo-staff.ts';

/**
 * The demo library's circulation is made through the desk use-cases; the patrons see consistent states. Its
 * catalogue shows covers, a closed-collection title and its own authority file.
 */
describe('demo library circulation', () => {
  let testApp: TestApp;
  const sessions: Record<string, Session> = {};

  beforeAll(async () => {
    testApp = await createTestApp();
    const result = await seedDemoLibrary(testApp.app.context);
    expect(result?.created).toBe(true);
    for (const patron of DEMO_PATRONS) {
      const login = patron.logins[0];
      sessions[login] = { personId: 0, login, token: await signIn(testApp, login) };
    }
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = async (login: string, url: string) => (await caller(testApp, sessions[login]!)('GET', url)).json();

  const recordId = async (controlNumber: string) =>
    (
      await testApp.database.db
        .selectFrom('records')
        .select('id')
        .where('match_key', '=', `Estante:${controlNumber}`)
        .executeTakeFirstOrThrow()
    ).id;
  const anonymous = async (url: string) => (await testApp.app.inject({ method: 'GET', url })).json();

  it("seeds the demo's own authority file, linked to its headings and expanding its see-from forms", async () => {
    expect((await anonymous('/api/autoridade?quantPag=1')).total).toBe(685);
    const machado = await anonymous(`/api/autoridade?termo=${encodeURIComponent('Joaquim Maria')}`);
    expect(machado.data).toEqual([
      {
        cod_autoridade: expect.any(Number),
        tipo: 'personal',
        cabecalho: 'Assis, Machado de, 1839-1908',
        remissivas: ['Machado de Assis, 1839-1908', 'Assis, Joaquim Maria Machado de, 1839-1908', 'Machado de Assis'],
      },
    ]);
    const headings = ['Assis, Machado de, 1839-1908', 'Romance brasileiro', 'IBGE', 'Educação -- Brasil'];
    const combo = await anonymous(
      `/api/autoridade/combo?${headings.map((heading) => `autoridades=${encodeURIComponent(heading)}`).join('&')}`,
    );
    expect(combo.map((entry: { cabecalho: string | null }) => entry.cabecalho)).toEqual([
      'Assis, Machado de, 1839-1908',
      'Romance brasileiro',
      'Instituto Brasileiro de Geografia e Estatística',
      null,
    ]);
    // A see-from form found only in the authority leads the search to the heading's records.
    const found = await anonymous(`/api/consulta?termo=${encodeURIComponent('Assis, Joaquim Maria Machado de')}`);
    expect(found.data.map((item: { titulo: string }) => item.titulo)).toEqual(
      expect.arrayContaining(['Dom Casmurro', 'Memórias póstumas de Brás Cubas']),
    );
  });

  it('draws covers for 60 books, Dom Casmurro among them, and keeps Brás Cubas in the closed collection', async () => {
    const { db } = testApp.database;
    const covers = await db.selectFrom('covers').select(['record_id', 'content_type']).execute();
    expect(covers).toHaveLength(60);
    expect(new Set(covers.map((cover) => cover.content_type))).toEqual(new Set(['image/png']));
    const domCasmurro = await recordId('1');
    const record = await anonymous(`/api/acervo/${domCasmurro}`);
    expect(record.titulo).toBe('Dom Casmurro');
    const image = await testApp.app.inject({ method: 'GET', url: record.link_capa });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const closed = await recordId('2');
    expect((await anonymous(`/api/acervo/${closed}`)).titulo).toBe('Memórias póstumas de Brás Cubas');
    expect((await anonymous(`/api/acervo/${closed}/permissoes`)).acervo_fechado).toBe(true);
    expect((await anonymous(`/api/acervo/${closed}/dados-armazem`)).acervo_fechado).toBe(true);
    expect((await anonymous(`/api/acervo/${domCasmurro}/permissoes`)).acervo_fechado).toBe(false);
    const closedTitles = await db.selectFrom('records').select('id').where('closed_collection', '=', 1).execute();
    expect(closedTitles).toEqual([{ id: closed }]);
  });

  it('lets Mariana have the no-debts declaration and refuses it to Beatriz for her unpaid fine', async () => {
    expect(await get('2022015', '/api/unidade-informacao/nada-consta/verifica')).toEqual({ liberado: true });
    const refused = await caller(testApp, sessions['2023088']!)('GET', '/api/unidade-informacao/nada-consta/verifica');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('NadaConstaPendencias');
    expect(await get('2023088', '/api/emprestimo/titulos-pendentes')).toEqual([]);
    expect(await get('2023088', '/api/reserva')).toEqual([]);
    const [fine, ...others] = await get('2023088', '/api/emprestimo/debitos-pendentes');
    expect(others).toEqual([]);
    expect(fine.saldo).toBeGreaterThan(0);
  });

  it('gives Mariana service requests in five statuses and purchase suggestions in five', async () => {
    const kinds = [
      'comutacao-bibliografica',
      'levantamento-bibliografico',
      'ficha-catalografica',
      'pesquisa-especializada',
    ];
    const requests: { tipo: string; situacao: string }[] = [];
    for (const kind of kinds) requests.push(...(await get('2022015', `/api/solicitacoes/${kind}`)));
    expect(requests.map((request) => `${request.tipo} ${request.situacao}`).sort()).toEqual([
      'comutacao-bibliografica cancelada',
      'comutacao-bibliografica em_andamento',
      'ficha-catalografica atendida',
      'levantamento-bibliografico aberta',
      'pesquisa-especializada finalizada',
    ]);
    const suggestions = await get('2022015', '/api/aquisicao/sugestoes');
    expect(suggestions.map((suggestion: { situacao: string }) => suggestion.situacao).sort()).toEqual([
      'aguardando_entrega',
      'atendida',
      'em_cotacao',
      'ja_existe',
      'sugestao_compra',
    ]);
  });

  it('queues holds on one title apart at two libraries, and refuses Helena its renewal', async () => {
    const [rafael] = await get('2020033', '/api/reserva');
    const [lucas] = await get('2022101', '/api/reserva');
    const [camila] = await get('2018090', '/api/reserva');
    expect(rafael).toMatchObject({ situacao: 'EM_FILA', posicao_fila: 1, biblioteca: 'BC' });
    expect(lucas).toMatchObject({ situacao: 'EM_FILA', posicao_fila: 2, biblioteca: 'BC' });
    expect(camila).toMatchObject({ situacao: 'EM_FILA', posicao_fila: 1, biblioteca: 'BCS' });
    expect(new Set([rafael.cod_acervo, lucas.cod_acervo, camila.cod_acervo]).size).toBe(1);
    const loans = await get('prof.helena', '/api/emprestimo/titulos-pendentes');
    const held = loans.filter((loan: { cod_acervo: number }) => loan.cod_acervo === rafael.cod_acervo);
    expect(held.map((loan: { biblioteca: string }) => loan.biblioteca).sort()).toEqual(
      expect.arrayContaining(['BC', 'BCS']),
    );
    for (const loan of held) {
      expect(loan).toMatchObject({ renovavel: false, motivo_nao_renovavel: 'TituloReservadoOutroUsuario' });
    }
  });

  it('gives Ana two loans, one overdue, and a hold first in its queue', async () => {
    const loans = await get('2024001', '/api/emprestimo/titulos-pendentes');
    expect(loans.map((loan: { atrasado: boolean }) => loan.atrasado).sort()).toEqual([false, true]);
    expect(await get('2024001', '/api/reserva')).toEqual([
      expect.objectContaining({ situacao: 'EM_FILA', posicao_fila: 1 }),
    ]);
  });

  it('gives Carlos a released hold and an unpaid fine that blocks renewing', async () => {
    const holds = await get('2019042', '/api/reserva');
    expect(holds).toEqual([expect.objectContaining({ situacao: 'LIBERADA' })]);
    expect(holds[0].data_limite_retirada).not.toBeNull();
    const debts = await get('2019042', '/api/emprestimo/debitos-pendentes');
    expect(debts).toHaveLength(1);
    expect(debts[0].saldo).toBeGreaterThan(0);
    const [loan] = await get('2019042', '/api/emprestimo/titulos-pendentes');
    expect(loan).toMatchObject({ renovavel: false, motivo_nao_renovavel: 'UsuarioBloqueado' });
  });

  it('closes the libraries on the national holidays, and no demo due date falls on a closed day', async () => {
    const { db } = testApp.database;
    const year = new Date().getUTCFullYear();
    const closed = await db
      .selectFrom('library_closed_days')
      .innerJoin('libraries', 'libraries.id', 'library_closed_days.library_id')
      .select(['libraries.id', 'library_closed_days.day'])
      .execute();
    expect(closed.map((row) => row.day)).toContain(`${year}-09-07`);
    expect(closed.map((row) => row.day)).toContain(`${year + 1}-12-25`);
    const loans = await db.selectFrom('loans').select(['library_id', 'due_date']).execute();
    expect(loans.length).toBeGreaterThan(0);
    const closedKeys = new Set(closed.map((row) => `${row.id}:${row.day}`));
    for (const loan of loans) {
      expect(closedKeys.has(`${loan.library_id}:${loan.due_date}`)).toBe(false);
      expect(new Date(`${loan.due_date}T00:00:00Z`).getUTCDay()).not.toBe(0);
    }
  });

  it('gives Helena renewed loans and João a suspension and a partly paid fine', async () => {
    const loans = await get('prof.helena', '/api/emprestimo/titulos-pendentes');
    expect(loans.filter((loan: { renovacoes: number }) => loan.renovacoes === 1)).toHaveLength(2);
    expect(await get('2021077', '/api/pessoas/afastamentos')).toHaveLength(1);
    const [debt] = await get('2021077', '/api/emprestimo/debitos-pendentes');
    expect(debt.valor_pago).toBe(10);
  });

  it('makes Helena a professor with a teaching plan, and lists the demo databases', async () => {
    const plan = await get('prof.helena', '/api/acervo/meupergamum/plano-ensino/disciplinas-bibliotecas');
    expect(plan.disciplinas.map((discipline: { codigo: string }) => discipline.codigo)).toEqual(['HIS110', 'HIS230']);
    expect(plan.departamentos).toEqual([{ codigo: 'DHI', nome: 'Departamento de História' }]);
    const bibliography = await get(
      'prof.helena',
      '/api/acervo/meupergamum/plano-ensino/bibliografia?disciplina=HIS110',
    );
    expect(bibliography.length).toBeGreaterThan(0);
    expect(bibliography.some((title: { exemplares: number }) => title.exemplares > 0)).toBe(true);
    const refused = await caller(testApp, sessions['2024001']!)(
      'GET',
      '/api/acervo/meupergamum/plano-ensino/bibliografia',
    );
    expect(refused.statusCode).toBe(403);
    const databases = await get('2024001', '/api/acervo/meupergamum/bases-dados');
    expect(databases.length).toBeGreaterThanOrEqual(3);
  });

  it('seeds a desk clerk with the circulation desk only and an administrator with every staff function', async () => {
    const session = async (login: string) => {
      const token = await testApp.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { grant_type: 'password', username: login, password: DEMO_STAFF_PASSWORD },
      });
      expect(token.statusCode).toBe(200);
      return { personId: 0, login, token: token.json().access_token as string };
    };
    const clerk = caller(testApp, await session('balcao'));
    const admin = caller(testApp, await session('admin'));
    const clerkSession = (await clerk('GET', '/api/equipe/sessao')).json();
    expect(clerkSession.funcoes).toEqual([{ nome: 'circulation', codigo: 9002 }]);
    // Carlos's released hold waits on the shelf.
    expect(clerkSession.contagens.reservas_na_estante).toBeGreaterThanOrEqual(1);
    expect((await clerk('GET', '/api/equipe/auditoria')).statusCode).toBe(403);
    expect(
      (await admin('GET', '/api/equipe/sessao')).json().funcoes.map((fn: { codigo: number }) => fn.codigo),
    ).toEqual([9001, 9002, 9003, 9004, 9005, 9006]);
    expect((await admin('GET', '/api/equipe/auditoria')).statusCode).toBe(200);
  });
});
