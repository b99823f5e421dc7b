import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
  setPolicy,
} from './circulation-fixtures.testing.ts';

const FORM = {
  biblioteca_origem: 'BC',
  biblioteca_recebimento: 'BS',
  volume: '',
  tomo: '',
  parte: '',
  material_adicional: '',
  telefone: '(31) 3409-5000',
  email: 'leitora@example.edu',
  cod_local_recebimento: 1,
  pessoa_autorizada: null,
  domicilio: false,
  recebimento_textual: null,
};

describe('loan requests: form, refusals and the states staff move them through', () => {
  let testApp: TestApp;
  let ids: Record<string, number>;
  let desk: ReturnType<typeof caller>;
  let ana: Session;
  let bia: Session;

  beforeAll(async () => {
    testApp = await createTestApp();
    ids = await importTitles(testApp, [
      {
        key: 'dois',
        title: 'Os sertões',
        copies: [
          { library: 'BC', barcode: 'S-1' },
          { library: 'BS', barcode: 'S-2' },
        ],
      },
      { key: 'outro', title: 'Triste fim de Policarpo Quaresma', copies: [{ library: 'BC', barcode: 'T-1' }] },
      { key: 'terceiro', title: 'A moreninha', copies: [{ library: 'BC', barcode: 'M-1' }] },
    ]);
    await setPolicy(testApp, { loanRequestLimit: 2 });
    desk = caller(testApp, await deskSession(testApp));
    ana = await patronSession(testApp, 'ana');
    bia = await patronSession(testApp, 'bia');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const request = (session: Session, recordId: number, patch: object = {}) =>
    caller(testApp, session)('POST', `/api/solicitacao-emprestimo/${recordId}`, { ...FORM, ...patch });
  const list = async (session: Session, query = '') =>
    (await caller(testApp, session)('GET', `/api/solicitacao-emprestimo${query}`)).json();

  it('offers the libraries with available copies, the receiving desks and the patron’s e-mail', async () => {
    const options = (
      await caller(testApp, ana)('GET', `/api/solicitacao-emprestimo/${ids.dois}/informacoes-iniciais`)
    ).json();
    expect(options.bibliotecas_origem).toEqual(
      expect.arrayContaining([expect.objectContaining({ codigo: 'BC', disponiveis: 1 })]),
    );
    expect(options.bibliotecas_recebimento.map((library: { codigo: string }) => library.codigo).sort()).toEqual([
      'BC',
      'BS',
    ]);
    expect(options.locais_recebimento.length).toBeGreaterThan(0);
    expect(options.email).toBe('ana@example.edu');
  });

  it('validates phone, e-mail, receiving location and the home address', async () => {
    expect((await request(ana, ids.dois!, { telefone: '31 3409-5000 ramal 2' })).statusCode).toBe(400);
    expect((await request(ana, ids.dois!, { email: 'sem-arroba' })).json().error.code).toBe('EmailInvalido');
    expect((await request(ana, ids.dois!, { cod_local_recebimento: null })).json().error.code).toBe(
      'SelecioneLocalRecebimento',
    );
    expect((await request(ana, ids.dois!, { domicilio: true, cod_local_recebimento: null })).json().error.code).toBe(
      'InformeEnderecoEmprestimoDomiciliar',
    );
    expect(await list(ana)).toEqual([]);
  });

  it('creates a request with a protocol, then refuses a duplicate, a taken copy and the limit', async () => {
    const created = await request(ana, ids.dois!);
    expect(created.statusCode).toBe(201);
    expect(created.json().protocolo).toMatch(/^\d{8}-[0-9A-F]{6}$/);
    expect((await request(ana, ids.dois!)).json().error.code).toBe('SolicitacaoDuplicada');
    // The only copy at BC is spoken for by Ana's request.
    expect((await request(bia, ids.dois!)).json().error.code).toBe('SolicitacoesAbertasTodosExemplares');
    expect(
      (
        await request(ana, ids.outro!, {
          domicilio: true,
          cod_local_recebimento: null,
          recebimento_textual: 'Rua A, 10',
        })
      ).statusCode,
    ).toBe(201);
    expect((await request(ana, ids.terceiro!)).json().error.code).toBe('LimiteSolicitacoesExcedido');
    await desk('POST', '/api/circulacao/emprestimos', { usuario: 'bia', codigo_barras: 'M-1' });
    expect((await request(bia, ids.terceiro!)).json().error.code).toBe('NenhumExemplarDisponivelSolicitacao');
    const mine = await list(ana);
    expect(mine.map((entry: { situacao: string }) => entry.situacao)).toEqual(['AGUARDANDO', 'AGUARDANDO']);
    expect(mine.find((entry: { domicilio: boolean }) => entry.domicilio)).toMatchObject({
      titulo: 'Triste fim de Policarpo Quaresma',
    });
  });

  it('walks waiting → in transit → available → finished, refusing a skipped step', async () => {
    const [first] = (await list(ana)).filter((entry: { cod_acervo: number }) => entry.cod_acervo === ids.dois);
    const move = (situacao: string) =>
      desk('POST', `/api/circulacao/solicitacoes-emprestimo/${first.cod_solicitacao}/situacao`, { situacao });
    expect((await move('FINALIZADA')).json().error.code).toBe('SituacaoSolicitacaoInvalida');
    for (const situacao of ['EM_TRANSITO', 'DISPONIVEL', 'FINALIZADA'])
      expect((await move(situacao)).statusCode).toBe(200);
    expect((await move('CANCELADA')).statusCode).toBe(422);
    const finished = await list(ana, '?status=FINALIZADA');
    expect(finished).toHaveLength(1);
    expect(finished[0].data_conclusao).not.toBeNull();
    // A closed request frees the patron's place: Bia may now ask for the BC copy.
    expect((await request(bia, ids.dois!)).statusCode).toBe(201);
  });
});
