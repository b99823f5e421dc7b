import type { MarcRecord } from '@estante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../admin/admin-commands.ts';
import {
  caller,
  importRecords,
  patronSession,
  type Session,
  signIn,
} from '../circulation/circulation-fixtures.testing.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.ts';
import { staffSession } from '../staff/staff-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** A title with Koha 952 items: [library, shelving location, barcode, collection?]. */
function title(key: string, name: string, items: [string, string, string, string?][]): MarcRecord {
  return {
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: key },
      { tag: '003', value: 'ESTANTE-TEST' },
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: name }] },
      ...items.map(([library, location, barcode, collection]) => ({
        tag: '952',
        ind1: ' ',
        ind2: ' ',
        subfields: [
          { code: 'a', value: library },
          { code: 'b', value: library },
          { code: 'c', value: location },
          { code: 'p', value: barcode },
          { code: 'y', value: 'LIVRO' },
          ...(collection ? [{ code: '8', value: collection }] : []),
        ],
      })),
    ],
  };
}

/** The text of a quoted-printable UTF-8 mail body (soft line breaks joined, =XX bytes decoded). */
function decodeQuotedPrintable(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/=\r?\n/g, '');
  const bytes = body.replace(/\r\n/g, '\n').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}

describe('closed stacks: rules, requests from storage, the staff queue, alert, e-mail and expiry', () => {
  let testApp: TestApp;
  let smtp: TestSmtpServer;
  let ids: Record<string, number>;
  let desk: ReturnType<typeof caller>;
  let cataloguer: ReturnType<typeof caller>;
  let deskSession: Session;
  let cataloguerSession: Session;
  let ana: Session;
  let bia: Session;
  let clock = new Date('2026-03-02T13:00:00Z');
  const copyId = async (barcode: string) =>
    (
      await testApp.database.db
        .selectFrom('copies')
        .select('id')
        .where('barcode', '=', barcode)
        .executeTakeFirstOrThrow()
    ).id;
  const as = (session: Session) => caller(testApp, session);
  const warehouse = async (recordId: number, query = '') =>
    (await testApp.app.inject({ method: 'GET', url: `/api/acervo/${recordId}/dados-armazem${query}` })).json();

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ SMTP_URL: smtp.url });
    testApp.app.context.now = () => clock;
    ids = await importRecords(testApp, [
      title('memorias', 'Memórias póstumas de Brás Cubas', [
        ['BC', 'ARM', 'ARM-1'],
        ['BC', 'ARM', 'ARM-2'],
        ['BC', 'EST', 'EST-1'],
        ['BS', 'ARM', 'BS-ARM-1'],
      ]),
      title('raras', 'Obras raras do século XIX', [['BC', 'EST', 'RARA-1', 'RARAS']]),
      title('aberto', 'Dom Casmurro', [['BC', 'EST', 'DC-1']]),
    ]);
    deskSession = await staffSession(testApp, 'balcao', ['circulation']);
    cataloguerSession = await staffSession(testApp, 'catalogo', ['cataloguing']);
    desk = as(deskSession);
    cataloguer = as(cataloguerSession);
    ana = await patronSession(testApp, 'ana', { name: 'Ana Leitora', email: 'ana@example.edu' });
    bia = await patronSession(testApp, 'bia');
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('a title is open stacks until its library closes a location or a collection it sits in', async () => {
    expect(await warehouse(ids.memorias!)).toEqual({ acervo_fechado: false, exemplares: [] });
    const permissions = await testApp.app.inject({ method: 'GET', url: `/api/acervo/${ids.memorias}/permissoes` });
    expect(permissions.json().acervo_fechado).toBe(false);

    const closeArm = { cod_biblioteca: 'BC', tipo: 'localizacao', codigo: 'ARM' };
    expect((await cataloguer('POST', '/api/equipe/armazem/locais', closeArm)).statusCode).toBe(403);
    expect((await as(ana)('POST', '/api/equipe/armazem/locais', closeArm)).statusCode).toBe(403);
    const closed = await desk('POST', '/api/equipe/armazem/locais', closeArm);
    expect(closed.statusCode).toBe(201);
    expect(closed.json()).toEqual([
      expect.objectContaining({ cod_biblioteca: 'BC', tipo: 'localizacao', codigo: 'ARM' }),
    ]);
    // The command line, for the collection rule.
    const run = (...argv: string[]) => runAdminCommand(testApp.database.db, argv, () => '', testApp.app.context);
    expect(await run('closed-stacks', 'close', 'BC', 'collection', 'RARAS')).toBe(
      'BC collection RARAS: closed stacks\n',
    );
    expect(await run('closed-stacks', 'list', 'BC')).toBe('BC\tcollection\tRARAS\nBC\tlocation\tARM\n');

    // Only BC's copies in ARM: the open-shelf copy and BS's ARM (BS closed nothing) stay out.
    const data = await warehouse(ids.memorias!);
    expect(data.acervo_fechado).toBe(true);
    expect(data.exemplares.map((copy: { codigo_barras: string }) => copy.codigo_barras)).toEqual(['ARM-1', 'ARM-2']);
    expect(data.exemplares[0]).toMatchObject({ cod_biblioteca: 'BC', localizacao: 'ARM', solicitavel: true });
    expect((await warehouse(ids.raras!)).exemplares).toEqual([
      expect.objectContaining({ codigo_barras: 'RARA-1', colecao: 'RARAS', solicitavel: true }),
    ]);
    expect((await warehouse(ids.aberto!)).acervo_fechado).toBe(false);
    expect(
      (await testApp.app.inject({ method: 'GET', url: `/api/acervo/${ids.memorias}/permissoes` })).json()
        .acervo_fechado,
    ).toBe(true);
  });

  it('a patron asks for a basket of copies and gets one protocol; refusals say why', async () => {
    const [arm1, arm2, est1, rara] = await Promise.all(['ARM-1', 'ARM-2', 'EST-1', 'RARA-1'].map(copyId));
    const basket = {
      cesta: [
        { cod_acervo: ids.memorias, cod_exemplar: arm1 },
        { cod_acervo: ids.raras, cod_exemplar: rara },
      ],
    };
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/gravar-armazem?cod_biblioteca=BC',
      payload: basket,
    });
    expect(anonymous.statusCode).toBe(401);

    const created = await as(ana)('POST', '/api/gravar-armazem?cod_biblioteca=BC', basket);
    expect(created.statusCode).toBe(201);
    const { protocolo, itens } = created.json();
    expect(protocolo).toMatch(/^20260302-[0-9A-F]{6}$/);
    expect(
      itens.map((item: { codigo_barras: string; situacao: string }) => [item.codigo_barras, item.situacao]),
    ).toEqual([
      ['ARM-1', 'SOLICITADO'],
      ['RARA-1', 'SOLICITADO'],
    ]);

    const refusal = async (session: Session, library: string, recordId: number, copy: number | undefined) =>
      (
        await as(session)('POST', `/api/gravar-armazem?cod_biblioteca=${library}`, {
          cesta: [{ cod_acervo: recordId, cod_exemplar: copy }],
        })
      ).json().error.code;
    expect(await refusal(bia, 'BC', ids.memorias!, arm1)).toBe('ExemplarJaSolicitado');
    expect(await refusal(bia, 'BC', ids.memorias!, est1)).toBe('ExemplarForaDoArmazem');
    expect(await refusal(bia, 'BS', ids.memorias!, arm2)).toBe('ExemplarDeOutraBiblioteca');
    expect(await refusal(bia, 'XX', ids.memorias!, arm2)).toBe('BibliotecaInvalida');
    // Nothing of a refused basket is kept: ARM-2 is still free, ARM-1 taken.
    const after = await warehouse(ids.memorias!);
    expect(
      after.exemplares.map((copy: { solicitavel: boolean; motivo?: string }) => [copy.solicitavel, copy.motivo]),
    ).toEqual([
      [false, 'ja_solicitado'],
      [true, undefined],
    ]);
    const mine = (await as(ana)('GET', '/api/armazem/solicitacoes')).json();
    expect(mine).toHaveLength(2);
    expect((await as(bia)('GET', '/api/armazem/solicitacoes')).json()).toEqual([]);
  });

  it('staff see the queue, fetch, mark ready: the patron gets an alert and an e-mail, then picks it up', async () => {
    expect((await as(ana)('GET', '/api/equipe/armazem/solicitacoes')).statusCode).toBe(403);
    expect((await cataloguer('GET', '/api/equipe/armazem/solicitacoes')).statusCode).toBe(403);
    const queue = (await desk('GET', '/api/equipe/armazem/solicitacoes?biblioteca=BC')).json();
    expect(queue.total).toBe(2);
    expect(queue.situacoes).toEqual({ SOLICITADO: 2 });
    const first = queue.itens[0];
    expect(first).toMatchObject({
      nome: 'Ana Leitora',
      codigo_barras: 'ARM-1',
      localizacao: 'ARM',
      situacao: 'SOLICITADO',
    });

    const move = (id: number, situacao: string) =>
      desk('POST', `/api/equipe/armazem/solicitacoes/${id}/situacao`, { situacao });
    expect(
      (
        await as(ana)('POST', `/api/equipe/armazem/solicitacoes/${first.cod_solicitacao}/situacao`, {
          situacao: 'EM_BUSCA',
        })
      ).statusCode,
    ).toBe(403);
    expect((await move(first.cod_solicitacao, 'ENTREGUE')).json().error.code).toBe('SituacaoArmazemInvalida');
    expect((await move(first.cod_solicitacao, 'EM_BUSCA')).json()).toMatchObject({
      situacao: 'EM_BUSCA',
      data_busca: clock.toISOString(),
    });

    const mailsBefore = smtp.messages.length;
    const ready = await move(first.cod_solicitacao, 'DISPONIVEL');
    expect(ready.statusCode).toBe(200);
    // Three days at the desk, counted from 2 March.
    expect(ready.json()).toMatchObject({ situacao: 'DISPONIVEL', retirar_ate: '2026-03-05' });

    const mail = await smtp.nextMessage(mailsBefore);
    expect(mail.to).toEqual(['ana@example.edu']);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain(`(protocolo ${first.protocolo}):`);
    expect(body).toContain('  Memórias póstumas de Brás Cubas\n');
    expect(body).toContain('Retire em BC até 5 de março de 2026;');

    const alerts = (await as(ana)('GET', '/api/solicitacoes/alertas')).json();
    const alert = (Array.isArray(alerts) ? alerts : alerts.itens).find(
      (item: { tipo: string }) => item.tipo === 'armazem_disponivel',
    );
    expect(alert).toMatchObject({ cod_acervo: ids.memorias, lido: false });
    expect(alert.mensagem).toContain(first.protocolo);

    expect((await move(first.cod_solicitacao, 'ENTREGUE')).json().situacao).toBe('ENTREGUE');
    const open = (await desk('GET', '/api/equipe/armazem/solicitacoes?biblioteca=BC')).json();
    expect(open.total).toBe(1);
    expect((await desk('GET', '/api/equipe/armazem/solicitacoes?situacao=ENTREGUE')).json().total).toBe(1);
  });

  it('a ready request not collected by its pickup day expires, and the copy can be asked for again', async () => {
    const queue = (await desk('GET', '/api/equipe/armazem/solicitacoes?biblioteca=BC')).json();
    const rara = queue.itens[0];
    await desk('POST', `/api/equipe/armazem/solicitacoes/${rara.cod_solicitacao}/situacao`, { situacao: 'DISPONIVEL' });
    const run = (...argv: string[]) => runAdminCommand(testApp.database.db, argv, () => '', testApp.app.context);
    // Still its last pickup day: nothing expires.
    clock = new Date('2026-03-05T22:00:00Z');
    expect(await run('closed-stacks', 'expire')).toBe('0 storage request(s) expired\n');
    clock = new Date('2026-03-06T08:00:00Z');
    expect(await run('closed-stacks', 'expire')).toBe('1 storage request(s) expired\n');
    // Days later: the staff sign in again (tokens are short-lived, and the server's keys may have turned over).
    desk = caller(testApp, { ...deskSession, token: await signIn(testApp, 'balcao') });
    cataloguer = caller(testApp, { ...cataloguerSession, token: await signIn(testApp, 'catalogo') });
    const expired = (await desk('GET', '/api/equipe/armazem/solicitacoes?situacao=EXPIRADO')).json();
    expect(expired.itens.map((item: { codigo_barras: string }) => item.codigo_barras)).toEqual(['RARA-1']);
    expect((await warehouse(ids.raras!)).exemplares[0].solicitavel).toBe(true);
  });

  it('a patron cancels their own request while it is SOLICITADO, not once a clerk went to fetch it', async () => {
    const arm2 = await copyId('ARM-2');
    // Days after the first tests: sign in again (tokens are short-lived).
    bia = { ...bia, token: await signIn(testApp, 'bia') };
    ana = { ...ana, token: await signIn(testApp, 'ana') };
    const basket = { cesta: [{ cod_acervo: ids.memorias, cod_exemplar: arm2 }] };
    const created = (await as(bia)('POST', '/api/gravar-armazem?cod_biblioteca=BC', basket)).json();
    const id = created.itens[0].cod_solicitacao as number;
    const cancel = (session: Session, requestId: number) =>
      as(session)('POST', `/api/armazem/solicitacoes/${requestId}/cancelar`);

    expect(
      (await testApp.app.inject({ method: 'POST', url: `/api/armazem/solicitacoes/${id}/cancelar` })).statusCode,
    ).toBe(401);
    // Another patron's request is not theirs to see.
    expect((await cancel(ana, id)).statusCode).toBe(404);
    const cancelled = await cancel(bia, id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      cod_solicitacao: id,
      situacao: 'CANCELADO',
      data_conclusao: clock.toISOString(),
    });
    // The copy is free again, and the patron's list shows the cancelled request.
    expect((await warehouse(ids.memorias!)).exemplares[1]).toMatchObject({ codigo_barras: 'ARM-2', solicitavel: true });
    expect((await as(bia)('GET', '/api/armazem/solicitacoes')).json()).toEqual([
      expect.objectContaining({ cod_solicitacao: id, situacao: 'CANCELADO' }),
    ]);
    expect((await cancel(bia, id)).json().error.code).toBe('ArmazemJaEmBusca');

    // Asked again and being fetched: too late for the patron, in their language.
    const again = (await as(bia)('POST', '/api/gravar-armazem?cod_biblioteca=BC', basket)).json().itens[0];
    await desk('POST', `/api/equipe/armazem/solicitacoes/${again.cod_solicitacao}/situacao`, { situacao: 'EM_BUSCA' });
    // caller() asks in English (idioma 5).
    const late = await cancel(bia, again.cod_solicitacao);
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toMatchObject({
      code: 'ArmazemJaEmBusca',
      message: 'The library has already fetched this copy from the closed stacks: to withdraw, ask at the desk.',
    });
    await desk('POST', `/api/equipe/armazem/solicitacoes/${again.cod_solicitacao}/situacao`, { situacao: 'CANCELADO' });
  });

  it('reopening a location takes its copies out of the closed stacks', async () => {
    expect((await cataloguer('DELETE', '/api/equipe/armazem/locais/BC/localizacao/ARM')).statusCode).toBe(403);
    const reopened = await desk('DELETE', '/api/equipe/armazem/locais/BC/localizacao/ARM');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toEqual([expect.objectContaining({ tipo: 'colecao', codigo: 'RARAS' })]);
    expect((await desk('DELETE', '/api/equipe/armazem/locais/BC/localizacao/ARM')).json().error.code).toBe(
      'ArmazemLocalNaoFechado',
    );
    expect(await warehouse(ids.memorias!)).toEqual({ acervo_fechado: false, exemplares: [] });
  });
});
