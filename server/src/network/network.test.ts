// The network catalogue (issue 24; docs/network.md): three Estante deployments on loopback. The first is a
// network node that harvests itself and the third (which deletes a record between two harvests); the second
// harvests the first. Union search with Z and R counts, network items, institutions, an unreachable member.
import { STAFF_FUNCTIONS, STAFF_MODULE } from '@estante/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../admin/admin-commands.ts';
import { cataloguerSession } from '../catalogue/catalogue-work-fixtures.testing.ts';
import { caller, patronSession, type Session } from '../circulation/circulation-fixtures.testing.ts';
import { freePort } from '../testing/server-processes.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { importBooks } from './network-fixtures.testing.ts';
import { createNetworkIndex } from './network-index.ts';
import { dueMembers } from './network-scheduler.ts';

interface Deployment {
  testApp: TestApp;
  url: string;
  admin: ReturnType<typeof caller>;
}

let first: Deployment;
let second: Deployment;
let third: Deployment;
let thirdIds: Record<string, number>;

async function deployment(): Promise<Deployment> {
  const testApp = await createTestApp();
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const session: Session = await patronSession(testApp, 'administracao', { name: 'Administração' });
  await testApp.database.db
    .insertInto('person_permissions')
    .values({ person_id: session.personId, module_code: STAFF_MODULE, activity_code: STAFF_FUNCTIONS.siteAdmin })
    .execute();
  return { testApp, url: address, admin: caller(testApp, session) };
}

async function addMember(
  node: Deployment,
  member: { cod_empresa: number; desc_empresa: string; repositorio: string; url: string },
): Promise<number> {
  const response = await node.admin('POST', '/api/equipe/rede/membros', {
    ...member,
    formato: 'marc21',
    intervalo_minutos: 60,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().codigo;
}

async function harvest(node: Deployment, member: number) {
  const response = await node.admin('POST', `/api/equipe/rede/membros/${member}/colheita`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function search(node: Deployment, query: string) {
  const response = await node.testApp.app.inject({ url: `/api/rede/consulta?${query}`, headers: { idioma: '5' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function counts(filtros: { tipo: string; codigo: string; descricao: string; total: number }[], letter: string) {
  return Object.fromEntries(filtros.filter((f) => f.tipo === letter).map((f) => [f.descricao, f.total]));
}

let selfMember: number;
let thirdMember: number;

beforeAll(async () => {
  [first, second, third] = [await deployment(), await deployment(), await deployment()];
  await importBooks(
    first.testApp,
    [
      {
        key: 'a1',
        title: 'Vidas secas',
        author: 'Ramos, Graciliano',
        year: 1938,
        isbn: '9788501000019',
        libraries: ['BC'],
      },
      { key: 'a2', title: 'Iracema', author: 'Alencar, José de', year: 1865, libraries: ['BC'] },
      {
        key: 'a3',
        title: 'Memórias póstumas de Brás Cubas',
        author: 'Machado de Assis',
        year: 1881,
        isbn: '9788535914849',
        libraries: ['BC'],
      },
    ],
    'UFA',
  );
  thirdIds = await importBooks(
    third.testApp,
    [
      {
        key: 'c1',
        title: 'Vidas secas',
        author: 'Ramos, Graciliano',
        year: 1938,
        isbn: '9788501000019',
        libraries: ['IC'],
      },
      { key: 'c2', title: 'O cortiço', author: 'Azevedo, Aluísio', year: 1890, libraries: ['IC'] },
      { key: 'c3', title: 'Triste fim de Policarpo Quaresma', author: 'Barreto, Lima', year: 1915, libraries: ['IC'] },
    ],
    'IC',
  );
  // The records were catalogued well before the harvests: an incremental harvest (from the second of the last
  // one's responseDate, inclusive) would otherwise send again records written within that same second.
  for (const node of [first, third])
    await node.testApp.database.db.updateTable('records').set({ updated_at: '2026-01-05T10:00:00.000Z' }).execute();
  selfMember = await addMember(first, {
    cod_empresa: 101,
    desc_empresa: 'Universidade Federal A',
    repositorio: 'Catálogo da UFA',
    url: `${first.url}/oai`,
  });
  thirdMember = await addMember(first, {
    cod_empresa: 303,
    desc_empresa: 'Instituto C',
    repositorio: 'Catálogo do IC',
    url: `${third.url}/oai`,
  });
}, 90_000);

afterAll(async () => {
  for (const node of [first, second, third]) await node?.testApp.close();
});

describe('a network of three deployments', () => {
  it('answers 500 ServicoCatalogoRedeIndisponivel where no network is configured, and an empty list of institutions', async () => {
    const response = await third.testApp.app.inject({
      url: '/api/rede/consulta?termo=vidas',
      headers: { idioma: '5' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toEqual({
      code: 'ServicoCatalogoRedeIndisponivel',
      message: 'The network catalogue service is not available at the moment.',
    });
    const institutions = await third.testApp.app.inject({ url: '/api/rede/oai/instituicoes' });
    expect(institutions.json()).toEqual([]);
  });

  it('harvests the members and searches the union with Z and R counts; a work held twice shows both', async () => {
    expect(await harvest(first, selfMember)).toMatchObject({
      ok: true,
      gravados: 3,
      apagados: 0,
      registros: 3,
      erro: null,
      falha: null,
    });
    expect(await harvest(first, thirdMember)).toMatchObject({ ok: true, gravados: 3, registros: 3 });

    const all = await search(first, 'termo=literatura');
    // Vidas secas (same ISBN at both) is one work: 5 works, 3 at each institution.
    expect(all.total).toBe(5);
    expect(counts(all.filtros, 'Z')).toEqual({ 'Instituto C': 3, 'Universidade Federal A': 3 });
    expect(counts(all.filtros, 'R')).toEqual({ 'Catálogo do IC': 3, 'Catálogo da UFA': 3 });

    const vidas = await search(first, 'termo=vidas+secas');
    expect(vidas.total).toBe(1);
    const item = vidas.data[0];
    expect(item).toMatchObject({
      titulo: 'Vidas secas',
      autor: 'Ramos, Graciliano',
      ano_publicacao: 1938,
      idioma: 'por',
      tipo_obra: 1,
      desc_tipo_obra: 'Book',
      instituicao: { cod_empresa: 101, desc_empresa: 'Universidade Federal A' },
    });
    expect(item.instituicoes.map((holding: { desc_empresa: string }) => holding.desc_empresa)).toEqual([
      'Universidade Federal A',
      'Instituto C',
    ]);

    const onlyThird = await search(first, 'termo=literatura&filtro=Z:303&ordenacao=T');
    expect(onlyThird.total).toBe(3);
    expect(onlyThird.data.map((work: { titulo: string }) => work.titulo)).toEqual([
      'O cortiço',
      'Triste fim de Policarpo Quaresma',
      'Vidas secas',
    ]);
    const z = onlyThird.filtros.find((f: { tipo: string; codigo: string }) => f.tipo === 'Z' && f.codigo === '101');
    expect(z).toMatchObject({ total: 1, totalSemFiltro: 3 });

    const detail = await first.testApp.app.inject({ url: `/api/rede/acervo/${item.id}`, headers: { idioma: '5' } });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      id: item.id,
      titulo: 'Vidas secas',
      autores: ['Ramos, Graciliano'],
      assuntos: ['Literatura brasileira'],
    });
    expect(detail.json().instituicoes).toHaveLength(2);
  });

  it('the second deployment harvests the first: its union holds the first institution', async () => {
    const member = await addMember(second, {
      cod_empresa: 101,
      desc_empresa: 'Universidade Federal A',
      repositorio: 'Catálogo da UFA',
      url: `${first.url}/oai`,
    });
    expect(await harvest(second, member)).toMatchObject({ ok: true, gravados: 3, registros: 3 });
    const all = await search(second, 'termo=literatura');
    expect(all.total).toBe(3);
    expect(counts(all.filtros, 'Z')).toEqual({ 'Universidade Federal A': 3 });
    // Nothing new since: the next harvest is incremental and writes nothing.
    expect(await harvest(second, member)).toMatchObject({ ok: true, gravados: 0, apagados: 0, registros: 3 });
  });

  it('harvests Dublin Core too: the crosswalked records join the same works by ISBN', async () => {
    const response = await second.admin('POST', '/api/equipe/rede/membros', {
      cod_empresa: 202,
      desc_empresa: 'Repositório B',
      repositorio: 'Dublin Core da UFA',
      url: `${first.url}/oai`,
      formato: 'oai_dc',
      intervalo_minutos: 60,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await harvest(second, response.json().codigo)).toMatchObject({ ok: true, gravados: 3 });
    const vidas = await search(second, 'termo=vidas+secas&tipo=titulo');
    expect(vidas.total).toBe(1);
    expect(vidas.data[0]).toMatchObject({ titulo: 'Vidas secas', ano_publicacao: 1938, isbn: '978-85-01-00001-9' });
    expect(vidas.data[0].instituicoes.map((holding: { desc_empresa: string }) => holding.desc_empresa)).toEqual([
      'Universidade Federal A',
      'Repositório B',
    ]);
    expect(counts((await search(second, 'termo=ramos&tipo=autor')).filtros, 'Z')).toEqual({
      'Repositório B': 1,
      'Universidade Federal A': 1,
    });
    const removed = await second.admin('DELETE', `/api/equipe/rede/membros/${response.json().codigo}`);
    expect(removed.statusCode).toBe(204);
    expect(counts((await search(second, 'termo=literatura')).filtros, 'Z')).toEqual({ 'Universidade Federal A': 3 });
  });

  it('a record deleted at its institution leaves the union at the next harvest', async () => {
    const policarpo = await search(first, 'termo=policarpo');
    expect(policarpo.total).toBe(1);
    const cataloguer = await cataloguerSession(third.testApp);
    const deleted = await caller(third.testApp, cataloguer)('DELETE', `/api/equipe/registros/${thirdIds.c3}`);
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect(await harvest(first, thirdMember)).toMatchObject({ ok: true, apagados: 1, registros: 2 });
    expect((await search(first, 'termo=policarpo')).total).toBe(0);
    const all = await search(first, 'termo=literatura');
    expect(all.total).toBe(4);
    expect(counts(all.filtros, 'Z')).toEqual({ 'Instituto C': 2, 'Universidade Federal A': 3 });
    const gone = await first.testApp.app.inject({ url: `/api/rede/acervo/${policarpo.data[0].id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('an unreachable member keeps its last harvest searchable and shows the failure', async () => {
    const unreachable = await addMember(first, {
      cod_empresa: 404,
      desc_empresa: 'Faculdade D',
      repositorio: 'Catálogo da FD',
      url: `http://127.0.0.1:${await freePort()}/oai`,
    });
    const failed = await harvest(first, unreachable);
    expect(failed.ok).toBe(false);
    // The system's reason is kept for whoever runs the provider.
    expect(failed.erro).toBe('The provider could not be reached: fetch failed (ECONNREFUSED)');
    expect(failed.falha).toBe('ProvedorInacessivel');
    // The third deployment goes away: its records stay in the union.
    await third.testApp.app.close();
    const again = await harvest(first, thirdMember);
    expect(again).toMatchObject({ ok: false, registros: 2 });
    expect(counts((await search(first, 'termo=literatura')).filtros, 'Z')).toEqual({
      'Instituto C': 2,
      'Universidade Federal A': 3,
    });
    const institutions = (await first.testApp.app.inject({ url: '/api/rede/oai/instituicoes' })).json();
    expect(
      institutions.map((institution: { desc_empresa: string; registros: number }) => [
        institution.desc_empresa,
        institution.registros,
      ]),
    ).toEqual([
      ['Faculdade D', 0],
      ['Instituto C', 2],
      ['Universidade Federal A', 3],
    ]);
    expect(institutions[0].repositorios[0]).toMatchObject({
      descricao: 'Catálogo da FD',
      situacao: 'falhou',
      ultima_colheita: null,
    });
    expect(institutions[1].repositorios[0]).toMatchObject({
      situacao: 'falhou',
      registros: 2,
      ultima_colheita: expect.any(String),
    });
    expect(institutions[2].repositorios[0]).toMatchObject({ situacao: 'atualizado', registros: 3 });
  });

  it('answers from the loaded union while a newer one loads, and loads it once asked to', async () => {
    const { db } = first.testApp.database;
    const index = createNetworkIndex(db);
    const loaded = await index.current();
    // Another server's harvest page moves the revision.
    await db
      .updateTable('network_revision')
      .set((eb) => ({ revision: eb('revision', '+', 1) }))
      .execute();
    // The search answers at once from the union it holds; the newer one loads meanwhile.
    expect(await index.current()).toBe(loaded);
    const newer = await index.refreshed();
    expect(newer.revision).toBe(loaded.revision + 1);
    expect(newer).not.toBe(loaded);
    expect(await index.current()).toBe(newer);
  });

  it('logs a background reload that failed, answers from the loaded union meanwhile, and loads it once it can', async () => {
    const { db } = first.testApp.database;
    const warnings: { details: object; message: string }[] = [];
    const log = {
      info() {},
      error() {},
      warn: (details: object, message: string) => warnings.push({ details, message }),
    };
    const index = createNetworkIndex(db, log);
    const loaded = await index.current();
    await db
      .updateTable('network_revision')
      .set((eb) => ({ revision: eb('revision', '+', 1) }))
      .execute();
    // The harvested records cannot be read: the reload the search starts fails.
    await sql`alter table network_records rename to network_records_away`.execute(db);
    try {
      expect(await index.current()).toBe(loaded);
      await expect(index.refreshed()).rejects.toThrow();
    } finally {
      await sql`alter table network_records_away rename to network_records`.execute(db);
    }
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toBe(
      'network: the union index could not be reloaded; the one loaded answers meanwhile',
    );
    expect(warnings[0]!.details).toMatchObject({ revision: loaded.revision + 1, loadedRevision: loaded.revision });
    expect((await index.refreshed()).revision).toBe(loaded.revision + 1);
    expect(warnings).toHaveLength(1);
  });

  it('names why a harvest failed with a code the staff screen translates, and clears it once a harvest succeeds', async () => {
    const member = await addMember(first, {
      cod_empresa: 505,
      desc_empresa: 'Escola E',
      repositorio: 'Catálogo da EE',
      url: `${first.url}/api/nao-existe`,
    });
    expect(await harvest(first, member)).toMatchObject({
      ok: false,
      falha: 'RespostaHttp',
      erro: 'The provider answered HTTP 404.',
    });
    const change = (url: string) =>
      first.admin('PUT', `/api/equipe/rede/membros/${member}`, {
        cod_empresa: 505,
        desc_empresa: 'Escola E',
        repositorio: 'Catálogo da EE',
        url,
        formato: 'marc21',
        intervalo_minutos: 60,
      });
    // A JSON call of the catalogue answers 200, but not in OAI-PMH.
    expect((await change(`${first.url}/api/consulta/ordenacao`)).statusCode).toBe(200);
    expect(await harvest(first, member)).toMatchObject({ ok: false, falha: 'RespostaNaoOai' });
    const listed = (await first.admin('GET', '/api/equipe/rede/membros')).json();
    expect(listed.find((row: { codigo: number }) => row.codigo === member)).toMatchObject({
      falha: 'RespostaNaoOai',
      erro: expect.stringMatching(/XML|OAI-PMH/),
      ultima_colheita: null,
    });
    expect((await change(`${first.url}/oai`)).statusCode).toBe(200);
    expect(await harvest(first, member)).toMatchObject({ ok: true, falha: null, erro: null });
    const after = (await first.admin('GET', '/api/equipe/rede/membros')).json();
    expect(after.find((row: { codigo: number }) => row.codigo === member)).toMatchObject({ falha: null, erro: null });
    expect((await first.admin('DELETE', `/api/equipe/rede/membros/${member}`)).statusCode).toBe(204);
  });

  it('refuses members to staff without site administration, and a bad address', async () => {
    const cataloguer = await cataloguerSession(first.testApp, 'catalogador2');
    const refused = await caller(first.testApp, cataloguer)('GET', '/api/equipe/rede/membros');
    expect(refused.statusCode).toBe(403);
    const bad = await first.admin('POST', '/api/equipe/rede/membros', {
      cod_empresa: 1,
      desc_empresa: 'X',
      repositorio: 'Y',
      url: 'ftp://example.org/oai',
      formato: 'marc21',
      intervalo_minutos: 60,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('EnderecoOaiInvalido');
  });
});

describe('the admin command', () => {
  it('adds, lists, harvests, changes and removes a member like the staff API', async () => {
    const { db } = second.testApp.database;
    const run = (...argv: string[]) => runAdminCommand(db, argv);
    const added = JSON.parse(
      await run(
        'network',
        'add',
        'institution=101',
        'institution-name=Universidade Federal A',
        'repository=Biblioteca Central da UFA',
        `url=${first.url}/oai`,
        'set=biblioteca:BC',
        'interval=120',
      ),
    );
    expect(added).toMatchObject({ cod_empresa: 101, conjunto: 'biblioteca:BC', intervalo_minutos: 120, ativo: true });
    expect(JSON.parse(await run('network', 'harvest', String(added.codigo)))).toMatchObject({ ok: true, records: 3 });
    const changed = JSON.parse(await run('network', 'change', String(added.codigo), 'active=false'));
    expect(changed).toMatchObject({ ativo: false, intervalo_minutos: 120, registros: 3 });
    expect(
      JSON.parse(await run('network', 'list')).map((member: { repositorio: string }) => member.repositorio),
    ).toContain('Biblioteca Central da UFA');
    expect(await run('network', 'remove', String(added.codigo))).toBe(
      `removed network member ${added.codigo} (Biblioteca Central da UFA)\n`,
    );
    await expect(run('network', 'add', 'institution=1')).rejects.toThrow('institution-name= is required');
    await expect(run('network', 'add', 'colour=blue')).rejects.toThrow('unknown setting "colour=blue"');
  });
});

describe('the harvest schedule', () => {
  it('harvests an active member whose interval has passed since its last attempt', () => {
    const member = (id: number, lastAttempt: string | null, active = 1) =>
      ({ id, active, interval_minutes: 60, last_attempt_at: lastAttempt }) as Parameters<typeof dueMembers>[0][number];
    const now = new Date('2026-11-26T12:00:00.000Z');
    const due = dueMembers(
      [
        member(1, null),
        member(2, '2026-11-26T11:00:00.000Z'),
        member(3, '2026-11-26T11:00:00.001Z'),
        member(4, null, 0),
      ],
      now,
    );
    expect(due.map((m) => m.id)).toEqual([1, 2]);
  });
});
