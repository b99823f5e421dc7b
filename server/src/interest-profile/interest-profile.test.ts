import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cataloguerSession } from '../catalogue/catalogue-work-fixtures.testing.ts';
import { setRecordSuppressed } from '../catalogue/record-admin.ts';
import { caller, patronSession, type Session } from '../circulation/circulation-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { importProfileTitles, type ProfileTitle } from './interest-profile-catalogue.testing.ts';

const BASE = '/api/perfil-interesse';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const SERIAL: ProfileTitle = {
  key: 'dsi-serial',
  title: 'Revista Brasileira de História',
  serial: true,
  issn: '0102-0188',
  copies: [{ library: 'BC', barcode: 'RBH-1' }],
};
const CATALOGUE: ProfileTitle[] = [
  {
    key: 'dsi-1',
    title: 'Dom Casmurro',
    author: 'Assis, Machado de',
    subjects: ['Literatura brasileira'],
    ddc: '869.3',
    copies: [{ library: 'BC', barcode: 'DSI-1' }],
  },
  {
    key: 'dsi-2',
    title: 'Economia política',
    author: 'Furtado, Celso',
    subjects: ['Economia'],
    ddc: '330',
    language: 'eng',
    copies: [{ library: 'BS', barcode: 'DSI-2' }],
  },
  SERIAL,
];

describe('/perfil-interesse: interest profile (DSI) and the new titles that match it', () => {
  let testApp: TestApp;
  let ids: Record<string, number>;
  let patron: Session;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    testApp = await createTestApp();
    ids = await importProfileTitles(testApp, CATALOGUE);
    patron = await patronSession(testApp, 'leitor.dsi');
    call = caller(testApp, patron);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const profileRows = () =>
    testApp.database.db.selectFrom('interest_profiles').select(['kind', 'code', 'valid_until']).execute();

  it('refuses anonymous callers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `${BASE}/area-autor-assunto` });
    expect(response.statusCode).toBe(401);
  });

  it('offers the DSI types, work types, the catalogue languages and libraries in the caller’s language', async () => {
    const response = await call('GET', `${BASE}/areas-interesse/info-auxiliar`);
    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(info.tiposDSI.map((type: { codigo: string }) => type.codigo)).toEqual(['A', 'S', 'C']);
    expect(info.tiposDSI[2].descricao).toBe('Knowledge area');
    expect(info.tiposObra).toContainEqual({ codigo: '3', descricao: 'Thesis' });
    expect(info.idiomas).toEqual(
      expect.arrayContaining([
        { codigo: 'eng', descricao: 'English' },
        { codigo: 'por', descricao: 'Portuguese' },
      ]),
    );
    expect(info.bibliotecas.map((library: { codigo: string }) => library.codigo).sort()).toEqual(['BC', 'BS']);
  });

  it('searches author and subject headings and knowledge areas of the catalogue', async () => {
    const authors = (
      await call('GET', `${BASE}/area-autor-assunto/pesquisa?tipoPesquisa=A&termoPesquisa=assis`)
    ).json();
    expect(authors).toEqual([{ codigo: 'assis machado de', descricao: 'Assis, Machado de', codTipoArea: 0, total: 1 }]);
    const subjects = (
      await call('GET', `${BASE}/area-autor-assunto/pesquisa?tipoPesquisa=S&termoPesquisa=Econ`)
    ).json();
    expect(subjects.map((subject: { codigo: string }) => subject.codigo)).toEqual(['economia']);
    const areas = (await call('GET', `${BASE}/area-autor-assunto/pesquisa?tipoPesquisa=C&termoPesquisa=social`)).json();
    expect(areas).toEqual([expect.objectContaining({ codigo: '300', codTipoArea: 1, total: 1 })]);
    const byWord = (
      await call('GET', `${BASE}/area-autor-assunto/pesquisa?tipoPesquisa=A&termoPesquisa=machado`)
    ).json();
    expect(byWord.map((author: { descricao: string }) => author.descricao)).toEqual(['Assis, Machado de']);
    const none = await call('GET', `${BASE}/area-autor-assunto/pesquisa?tipoPesquisa=A&termoPesquisa=zzzz`);
    expect(none.json()).toEqual([]);
  });

  it('adds headings with a validity, lists them, changes the validity and removes them', async () => {
    const added = await call('POST', `${BASE}/area-autor-assunto`, {
      tipoDSI: 'A',
      validade: day(30),
      itens: [{ codigo: 'assis machado de' }],
    });
    expect(added.statusCode).toBe(201);
    const area = await call('POST', `${BASE}/area-autor-assunto`, {
      tipoDSI: 'C',
      validade: day(30),
      itens: [{ codigo: '300', codTipoArea: 1 }],
    });
    expect(area.statusCode).toBe(201);
    const list = (await call('GET', `${BASE}/area-autor-assunto`)).json();
    expect(list).toEqual([
      {
        codigo: '300',
        descricao: '300 Social sciences',
        tipoDSI: 'C',
        codTipoArea: 1,
        validade: day(30),
        vencido: false,
      },
      {
        codigo: 'assis machado de',
        descricao: 'Assis, Machado de',
        tipoDSI: 'A',
        codTipoArea: 0,
        validade: day(30),
        vencido: false,
      },
    ]);
    const renewed = await call('PUT', `${BASE}/area-autor-assunto/validade`, {
      codigo: '300',
      tipoDSI: 'C',
      codTipoArea: 1,
      validade: day(60),
    });
    expect(renewed.statusCode).toBe(200);
    expect((await call('GET', `${BASE}/area-autor-assunto`)).json()[0].validade).toBe(day(60));
    const removed = await call('DELETE', `${BASE}/area-autor-assunto`, { codigo: '300', tipoDSI: 'C', codTipoArea: 1 });
    expect(removed.statusCode).toBe(200);
    const again = await call('DELETE', `${BASE}/area-autor-assunto`, { codigo: '300', tipoDSI: 'C', codTipoArea: 1 });
    expect(again.statusCode).toBe(404);
    expect((await profileRows()).map((row) => row.code)).toEqual(['assis machado de']);
  });

  it('refuses a past or impossible validity and unknown headings, in the caller’s language, changing nothing', async () => {
    const before = await profileRows();
    const past = await call('POST', `${BASE}/area-autor-assunto`, {
      tipoDSI: 'S',
      validade: day(-1),
      itens: [{ codigo: 'economia' }],
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().error).toEqual({
      code: 'perfil_interesse_validade_invalida',
      message: 'Enter a valid expiry date, today or later.',
    });
    const impossible = await call('PUT', `${BASE}/area-autor-assunto/validade`, {
      codigo: 'assis machado de',
      tipoDSI: 'A',
      codTipoArea: 0,
      validade: '2031-02-30',
    });
    expect(impossible.statusCode).toBe(422);
    const unknown = await call('POST', `${BASE}/area-autor-assunto`, {
      tipoDSI: 'S',
      validade: day(10),
      itens: [{ codigo: 'economia' }, { codigo: 'astrologia' }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.code).toBe('perfil_interesse_item_inexistente');
    expect(await profileRows()).toEqual(before);
  });

  it('searches, adds, changes and removes serials', async () => {
    const found = (await call('GET', `${BASE}/periodicos/pesquisa?termoPesquisa=revista%20hist&bibliotecas=BC`)).json();
    expect(found).toEqual([
      { codigo: String(ids['dsi-serial']), descricao: 'Revista Brasileira de História', issn: '0102-0188' },
    ]);
    const byIssn = (await call('GET', `${BASE}/periodicos/pesquisa?termoPesquisa=0102-0188`)).json();
    expect(byIssn).toHaveLength(1);
    expect((await call('GET', `${BASE}/periodicos/pesquisa?termoPesquisa=revista&bibliotecas=BS`)).json()).toEqual([]);
    const notSerial = await call('POST', `${BASE}/periodicos`, {
      validade: day(5),
      itens: [{ codigo: String(ids['dsi-1']) }],
    });
    expect(notSerial.statusCode).toBe(422);
    const added = await call('POST', `${BASE}/periodicos`, {
      validade: day(5),
      itens: [{ codigo: String(ids['dsi-serial']), bibliotecas: ['BS'] }],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual([
      {
        codigo: String(ids['dsi-serial']),
        descricao: 'Revista Brasileira de História',
        validade: day(5),
        vencido: false,
        fasciculo: true,
        artigo: true,
        sumario: false,
        bibliotecas: ['BS'],
      },
    ]);
    const changed = await call('PUT', `${BASE}/periodicos`, {
      codigo: String(ids['dsi-serial']),
      validade: day(20),
      fasciculo: true,
      artigo: false,
      sumario: true,
      bibliotecas: ['BC'],
    });
    expect(changed.statusCode).toBe(200);
    const [serial] = (await call('GET', `${BASE}/periodicos`)).json();
    expect(serial).toMatchObject({ validade: day(20), artigo: false, sumario: true, bibliotecas: ['BC'] });
    const badLibrary = await call('PUT', `${BASE}/periodicos`, { ...serial, bibliotecas: ['XX'] });
    expect(badLibrary.statusCode).toBe(422);
  });

  it('adds, changes and removes work types with libraries and languages', async () => {
    const added = await call('POST', `${BASE}/tipo-obra`, {
      validade: day(15),
      itens: [{ codigo: '1', bibliotecas: ['BS'], idiomas: ['eng'] }, { codigo: '3' }],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().map((item: { descricao: string }) => item.descricao)).toEqual(['Book', 'Thesis']);
    expect((await call('POST', `${BASE}/tipo-obra`, { validade: day(15), itens: [{ codigo: '99' }] })).statusCode).toBe(
      422,
    );
    const changed = await call('PUT', `${BASE}/tipo-obra`, {
      codigo: '3',
      validade: day(40),
      bibliotecas: [],
      idiomas: ['por'],
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('DELETE', `${BASE}/tipo-obra`, { codigo: '3' })).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/tipo-obra`)).json()).toEqual([
      { codigo: '1', descricao: 'Book', validade: day(15), vencido: false, bibliotecas: ['BS'], idiomas: ['eng'] },
    ]);
  });

  it('lists the new titles matching valid items, with why; expired items and titles before the last notice are left out', async () => {
    const first = (await call('GET', `${BASE}/titulos`)).json();
    const reasons = Object.fromEntries(
      first.titulos.map((title: { titulo: string; motivos: string[] }) => [title.titulo, title.motivos]),
    );
    // Before any notice, the last 30 days: Machado by author heading, Furtado as an English book held in BS
    // (work type item), and the serial's issue received in BC.
    expect(reasons).toEqual({
      'Dom Casmurro': ['Author: Assis, Machado de'],
      'Economia política': ['Work type: Book'],
      'Revista Brasileira de História': ['Periodical: Revista Brasileira de História'],
    });

    // The author item expires: Dom Casmurro no longer matches.
    await testApp.database.db
      .updateTable('interest_profiles')
      .set({ valid_until: day(-1) })
      .where('kind', '=', 'A')
      .execute();
    const afterExpiry = (await call('GET', `${BASE}/titulos`)).json();
    expect(afterExpiry.titulos.map((title: { titulo: string }) => title.titulo).sort()).toEqual([
      'Economia política',
      'Revista Brasileira de História',
    ]);
    expect((await call('GET', `${BASE}/area-autor-assunto`)).json()[0].vencido).toBe(true);

    // A notice went out now: only what arrives afterwards is news. A new issue of the serial reaches BC.
    const noticeAt = new Date().toISOString();
    await testApp.database.db
      .insertInto('interest_profile_notices')
      .values({ person_id: patron.personId, last_notice_at: noticeAt })
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await importProfileTitles(testApp, [
      { ...SERIAL, copies: [...SERIAL.copies!, { library: 'BC', barcode: 'RBH-2' }] },
      {
        key: 'dsi-3',
        title: 'Formação econômica do Brasil',
        author: 'Furtado, Celso',
        language: 'eng',
        copies: [{ library: 'BS', barcode: 'DSI-3' }],
      },
    ]);
    const news = (await call('GET', `${BASE}/titulos`)).json();
    expect(news.desde).toBe(noticeAt);
    expect(
      news.titulos.map((title: { titulo: string; motivos: string[] }) => [title.titulo, title.motivos]).sort(),
    ).toEqual([
      ['Formação econômica do Brasil', ['Work type: Book']],
      ['Revista Brasileira de História', ['Periodical: Revista Brasileira de História']],
    ]);
  });

  // Last: it reads the news of the test above. Staff suppress the serial and every English title, as the staff
  // console does (docs/staff-catalogue.md): no list, search, count or option of the profile shows them any more.
  it('leaves suppressed records out of the new titles, the searches and their counts, and the catalogue languages', async () => {
    const { context } = testApp.app;
    const staff = await cataloguerSession(testApp, 'catalogacao.dsi');
    const hidden = (
      await context.db
        .selectFrom('records')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', ids['dsi-serial']!), eb('language', '=', 'eng')]))
        .execute()
    ).map((row) => row.id);
    const suppress = async (value: boolean) => {
      for (const id of hidden) await setRecordSuppressed(context, id, value, staff.personId);
    };
    const search = async (type: string, term: string) =>
      (await call('GET', `${BASE}/area-autor-assunto/pesquisa?tipoPesquisa=${type}&termoPesquisa=${term}`)).json();
    await suppress(true);
    try {
      const news = (await call('GET', `${BASE}/titulos`)).json();
      expect(news.titulos).toEqual([]);
      expect((await call('GET', `${BASE}/periodicos/pesquisa?termoPesquisa=0102-0188`)).json()).toEqual([]);
      const info = (await call('GET', `${BASE}/areas-interesse/info-auxiliar`)).json();
      expect(info.idiomas.map((language: { codigo: string }) => language.codigo)).toEqual(['por']);
      // Economia política (DDC 330) was the only title of the social sciences (300); Furtado's two are English.
      expect(await search('C', 'social')).toEqual([]);
      expect(await search('A', 'furtado')).toEqual([]);
      const area = await call('POST', `${BASE}/area-autor-assunto`, {
        tipoDSI: 'C',
        validade: day(30),
        itens: [{ codigo: '300', codTipoArea: 1 }],
      });
      expect(area.statusCode).toBe(422);
      expect(area.json().error.code).toBe('perfil_interesse_item_inexistente');
      // Nor can a suppressed serial be added by its id (which would show its title).
      const serial = await call('POST', `${BASE}/periodicos`, {
        validade: day(5),
        itens: [{ codigo: String(ids['dsi-serial']) }],
      });
      expect(serial.statusCode).toBe(422);
      expect(serial.json().error.code).toBe('perfil_interesse_item_inexistente');
    } finally {
      await suppress(false);
    }
    expect(await search('C', 'social')).toEqual([expect.objectContaining({ codigo: '300', total: 1 })]);
    expect(await search('A', 'furtado')).toEqual([expect.objectContaining({ total: 2 })]);
  });
});
