import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../admin/admin-commands.ts';
import { caller, deskSession, patronSession, type Session } from '../circulation/circulation-fixtures.testing.ts';
import { applyDemoSiteConfiguration } from '../demo/demo-site-configuration.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.ts';
import { staffSession } from '../staff/staff-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const ARTICLE = {
  biblioteca: 'BC',
  titulo_artigo: 'Reading in the digital age',
  titulo_periodico: 'Journal of Documentation',
  ano: 2019,
  numero: '4',
  paginas: '20/30',
};
const SURVEY = {
  biblioteca: 'BC',
  assunto_geral: 'Information literacy',
  palavras_chave: 'competência informacional; ensino superior',
  ano_inicial: 2010,
  ano_final: 2020,
  pagina_inicial_bibliografia: 3,
  pagina_final_bibliografia: 9,
  ilustracoes: true,
};

describe('service requests (spec 001 §7.13): forms, lists, cancellation and the staff state machine', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let ana: Session;
  let bruno: Session;
  let asAna: ReturnType<typeof caller>;
  let desk: ReturnType<typeof caller>;
  const count = async () =>
    Number(
      (
        await testApp.database.db
          .selectFrom('service_requests')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ SMTP_URL: smtp.url });
    await applyDemoSiteConfiguration(testApp.database.db);
    ana = await patronSession(testApp, 'ana', { name: 'Ana Souza', email: 'ana@example.edu' });
    bruno = await patronSession(testApp, 'bruno');
    asAna = caller(testApp, ana);
    desk = caller(testApp, await deskSession(testApp));
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('files each type with a protocol number and lists it under its type, open', async () => {
    const forms: [string, Record<string, unknown>][] = [
      ['comutacao-bibliografica/artigo', ARTICLE],
      [
        'comutacao-bibliografica/tese',
        { biblioteca: 'BC', titulo: 'Bibliotecas e memória', autor: 'Lima, J.', grau_defesa: 'doutorado', ano: '2015' },
      ],
      [
        'comutacao-bibliografica/parte',
        {
          biblioteca: 'BC',
          titulo_documento: 'Manual de catalogação',
          autor_parte: 'Mey, E.',
          ano: 2009,
          paginas: '5-12',
        },
      ],
      ['levantamento-bibliografico', SURVEY],
      [
        'ficha-catalografica',
        {
          biblioteca: 'BC',
          titulo: 'Acervos digitais',
          autor: 'Ana Souza',
          curso: 'Biblioteconomia',
          grau_defesa: 'mestrado',
          ano: 2026,
          total_paginas: 120,
          palavras_chave: 'acervos; digitalização',
        },
      ],
      ['pesquisa-especializada', { biblioteca: 'BC', assunto: 'Open access mandates', ano_inicial: 2000 }],
    ];
    for (const [path, body] of forms) {
      const created = await asAna('POST', `/api/solicitacoes/${path}`, body);
      expect(created.statusCode, path).toBe(201);
      expect(created.json()).toMatchObject({
        situacao: 'aberta',
        protocolo: expect.stringMatching(/^\d{8}-[0-9A-F]{6}$/),
      });
    }
    const switching = (await asAna('GET', '/api/solicitacoes/comutacao-bibliografica')).json();
    expect(switching.map((row: { subtipo: string }) => row.subtipo)).toEqual(['parte', 'tese', 'artigo']);
    expect(switching[2]).toMatchObject({
      tipo: 'comutacao-bibliografica',
      situacao: 'aberta',
      desc_situacao: 'Open',
      biblioteca: 'BC',
      resposta: null,
      dados: { titulo_artigo: 'Reading in the digital age', ano: 2019, paginas: '20-30', numero: '4' },
    });
    const survey = (await asAna('GET', '/api/solicitacoes/levantamento-bibliografico')).json();
    expect(survey).toHaveLength(1);
    expect(survey[0].dados).toMatchObject({ ilustracoes: true, folha_rosto: false, pagina_final_bibliografia: 9 });
    expect((await asAna('GET', '/api/solicitacoes/ficha-catalografica')).json()[0].dados.total_paginas).toBe(120);
    const today = new Date().toISOString().slice(0, 10);
    const dated = (query: string) => asAna('GET', `/api/solicitacoes/comutacao-bibliografica?${query}`);
    expect((await dated(`dataIni=${today}&dataFim=${today}`)).json()).toHaveLength(3);
    expect((await dated('dataIni=2000-01-01&dataFim=2000-12-31')).json()).toEqual([]);
    expect((await dated(`dataIni=${today}`)).json().error.code).toBe('DatasObrigatoriasFiltro');
    expect((await dated('status=aberta')).json()).toHaveLength(3);
    expect((await dated('status=atendida')).json()).toEqual([]);
    expect((await caller(testApp, bruno)('GET', '/api/solicitacoes/comutacao-bibliografica')).json()).toEqual([]);
    expect((await testApp.app.inject({ url: '/api/solicitacoes/levantamento-bibliografico' })).statusCode).toBe(401);
  });

  it('refuses bad forms with the spec’s codes in the caller’s language and writes nothing', async () => {
    const before = await count();
    const refusals: [string, Record<string, unknown>, string, string?][] = [
      [
        'comutacao-bibliografica/artigo',
        { ...ARTICLE, titulo_periodico: '  ' },
        'CampoObrigatorioNaoPreenchido',
        'titulo_periodico',
      ],
      [
        'comutacao-bibliografica/artigo',
        { ...ARTICLE, biblioteca: undefined },
        'CampoObrigatorioNaoPreenchido',
        'biblioteca',
      ],
      ['comutacao-bibliografica/artigo', { ...ARTICLE, biblioteca: 'XX' }, 'BibliotecaInvalida'],
      ['comutacao-bibliografica/artigo', { ...ARTICLE, paginas: '30-20' }, 'PaginaInicialMaiorQueFinal', 'paginas'],
      ['comutacao-bibliografica/artigo', { ...ARTICLE, paginas: 'p. 20' }, 'PaginasInvalidas', 'paginas'],
      ['comutacao-bibliografica/artigo', { ...ARTICLE, ano: 3020 }, 'AnoInvalido', 'ano'],
      ['comutacao-bibliografica/artigo', { ...ARTICLE, ano: '19' }, 'AnoInvalido', 'ano'],
      [
        'comutacao-bibliografica/tese',
        { biblioteca: 'BC', titulo: 'T', autor: 'A', ano: 2000, grau_defesa: 'livre' },
        'ValorInvalido',
        'grau_defesa',
      ],
      [
        'levantamento-bibliografico',
        { ...SURVEY, palavras_chave: '' },
        'CampoObrigatorioNaoPreenchido',
        'palavras_chave',
      ],
      [
        'levantamento-bibliografico',
        { ...SURVEY, pagina_inicial_bibliografia: 12 },
        'PaginaInicialMaiorQueFinal',
        'pagina_inicial_bibliografia',
      ],
      ['levantamento-bibliografico', { ...SURVEY, ano_inicial: 2021 }, 'AnoInicialMaiorQueFinal', 'ano_inicial'],
      ['ficha-catalografica', { biblioteca: 'BC', titulo: 'T', autor: 'A' }, 'CampoObrigatorioNaoPreenchido', 'curso'],
      ['pesquisa-especializada', { biblioteca: 'BC', assunto: 'x'.repeat(301) }, 'CampoMuitoLongo', 'assunto'],
    ];
    for (const [path, body, code, field] of refusals) {
      const refused = await asAna('POST', `/api/solicitacoes/${path}`, body);
      expect(refused.statusCode, `${path} ${code}`).toBe(422);
      expect(refused.json().error.code).toBe(code);
      if (field) expect(refused.json().error.details.campo).toBe(field);
    }
    const portuguese = await testApp.app.inject({
      method: 'POST',
      url: '/api/solicitacoes/comutacao-bibliografica/artigo',
      headers: { authorization: `Bearer ${ana.token}`, idioma: '1' },
      payload: { ...ARTICLE, paginas: '30/20' },
    });
    expect(portuguese.json().error.message).toBe('A página inicial não pode ser maior que a final.');
    expect((await asAna('POST', '/api/solicitacoes/comutacao-bibliografica/revista', ARTICLE)).statusCode).toBe(404);
    expect((await asAna('GET', '/api/solicitacoes/inventada')).statusCode).toBe(400);
    expect((await asAna('GET', '/api/solicitacoes/comutacao-bibliografica?status=perdida')).json().error.code).toBe(
      'SituacaoSolicitacaoInvalida',
    );
    expect(await count()).toBe(before);
  });

  it('leaves /solicitacoes/alertas to the alerts feature', async () => {
    const alerts = await asAna('GET', '/api/solicitacoes/alertas');
    expect(alerts.statusCode).toBe(200);
    expect(Array.isArray(alerts.json())).toBe(true);
  });

  it('walks open → in progress → answered → finished through staff, with alert and e-mail on the answer', async () => {
    const created = (await asAna('POST', '/api/solicitacoes/levantamento-bibliografico', SURVEY)).json();
    const id = created.cod_solicitacao as number;
    const move = (situacao: string, resposta?: string) =>
      desk('POST', `/api/circulacao/solicitacoes/${id}/situacao`, { situacao, resposta });
    expect(
      (await asAna('POST', `/api/circulacao/solicitacoes/${id}/situacao`, { situacao: 'em_andamento' })).statusCode,
    ).toBe(403);
    const queue = (await desk('GET', '/api/circulacao/solicitacoes')).json();
    expect(queue.map((row: { cod_solicitacao: number }) => row.cod_solicitacao)).toContain(id);
    expect((await move('finalizada')).json().error.code).toBe('TransicaoSolicitacaoInvalida');
    expect((await move('em_andamento')).json()).toEqual({ cod_solicitacao: id, situacao: 'em_andamento' });
    // The patron can no longer cancel once staff took it.
    expect((await asAna('DELETE', `/api/solicitacoes/levantamento-bibliografico/${id}`)).json().error.code).toBe(
      'TransicaoSolicitacaoInvalida',
    );
    const noReply = await move('atendida', '  ');
    expect(noReply.statusCode).toBe(422);
    expect(noReply.json().error.code).toBe('RespostaObrigatoria');

    const mailsBefore = smtp.messages.length;
    const answered = await move('atendida', 'We found 42 references; the list is attached to your account.');
    expect(answered.json()).toEqual({ cod_solicitacao: id, situacao: 'atendida' });
    const mail = await smtp.nextMessage(mailsBefore);
    expect(mail.to).toEqual(['ana@example.edu']);
    expect(mail.raw).toContain(created.protocolo);
    expect(mail.raw).toContain('We found 42 references');

    const listed = (await asAna('GET', '/api/solicitacoes/levantamento-bibliografico?status=atendida')).json();
    expect(listed).toEqual([
      expect.objectContaining({
        cod_solicitacao: id,
        desc_situacao: 'Answered',
        resposta: 'We found 42 references; the list is attached to your account.',
        data_resposta: expect.any(String),
      }),
    ]);
    const alerts = (await asAna('GET', '/api/solicitacoes/alertas')).json();
    expect(alerts[0]).toMatchObject({ tipo: 'solicitacao_atendida', titulo: 'Request answered', lido: false });
    expect(alerts[0].mensagem).toContain(created.protocolo);
    expect((await caller(testApp, bruno)('GET', '/api/solicitacoes/alertas')).json()).toEqual([]);

    expect((await move('cancelada')).json().error.code).toBe('TransicaoSolicitacaoInvalida');
    expect((await move('finalizada')).json()).toEqual({ cod_solicitacao: id, situacao: 'finalizada' });
    const finished = (await asAna('GET', '/api/solicitacoes/levantamento-bibliografico?status=finalizada')).json();
    expect(finished[0].data_conclusao).toEqual(expect.any(String));
    expect(
      (await desk('POST', '/api/circulacao/solicitacoes/999999/situacao', { situacao: 'atendida', resposta: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('lets the patron cancel an open request, never another patron’s', async () => {
    const { cod_solicitacao: id } = (
      await asAna('POST', '/api/solicitacoes/pesquisa-especializada', { biblioteca: 'BC', assunto: 'Bibliometrics' })
    ).json();
    const asBruno = caller(testApp, bruno);
    expect((await asBruno('DELETE', `/api/solicitacoes/pesquisa-especializada/${id}`)).statusCode).toBe(404);
    expect((await asBruno('GET', '/api/solicitacoes/pesquisa-especializada')).json()).toEqual([]);
    const cancelled = await asAna('DELETE', `/api/solicitacoes/pesquisa-especializada/${id}`);
    expect(cancelled.json()).toEqual({ cod_solicitacao: id, situacao: 'cancelada' });
    expect((await asAna('DELETE', `/api/solicitacoes/pesquisa-especializada/${id}`)).statusCode).toBe(422);
    expect(
      (await desk('POST', `/api/circulacao/solicitacoes/${id}/situacao`, { situacao: 'em_andamento' })).statusCode,
    ).toBe(422);
    const open = (await asAna('GET', '/api/solicitacoes/pesquisa-especializada?status=aberta')).json();
    expect(open.map((row: { cod_solicitacao: number }) => row.cod_solicitacao)).not.toContain(id);
  });

  it('answers a request once when staff and the patron race on it', async () => {
    const { cod_solicitacao: id } = (
      await asAna('POST', '/api/solicitacoes/pesquisa-especializada', { biblioteca: 'BC', assunto: 'Altmetrics' })
    ).json();
    const alertsBefore = (await asAna('GET', '/api/solicitacoes/alertas')).json().length;
    const results = await Promise.all([
      ...Array.from({ length: 6 }, (_, n) =>
        desk('POST', `/api/circulacao/solicitacoes/${id}/situacao`, { situacao: 'atendida', resposta: `Reply ${n}` }),
      ),
      asAna('DELETE', `/api/solicitacoes/pesquisa-especializada/${id}`),
    ]);
    const winners = results.filter((result) => result.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((result) => result.statusCode === 422)).toHaveLength(6);
    const [row] = (await asAna('GET', '/api/solicitacoes/pesquisa-especializada'))
      .json()
      .filter((request: { cod_solicitacao: number }) => request.cod_solicitacao === id);
    expect(row.situacao).toBe(winners[0]!.json().situacao);
    const alertsAfter = (await asAna('GET', '/api/solicitacoes/alertas')).json().length;
    expect(alertsAfter - alertsBefore).toBe(row.situacao === 'atendida' ? 1 : 0);
  });

  it('runs the staff moves from the admin command too', async () => {
    const { cod_solicitacao: id } = (
      await asAna('POST', '/api/solicitacoes/ficha-catalografica', {
        biblioteca: 'BC',
        titulo: 'Memória institucional',
        autor: 'Ana Souza',
        curso: 'História',
        grau_defesa: 'mestrado',
        ano: 2025,
        total_paginas: 88,
        palavras_chave: 'memória',
      })
    ).json();
    const services = testApp.app.context;
    const run = (...argv: string[]) => runAdminCommand(testApp.database.db, argv, () => '', services);
    expect(await run('service-request', 'list')).toContain(`${id}\t`);
    expect(await run('service-request', 'move', String(id), 'atendida', 'Ficha', 'enviada', 'por', 'e-mail.')).toBe(
      `service request ${id}: atendida\n`,
    );
    await expect(run('service-request', 'move', String(id), 'aberta')).rejects.toThrow();
    await expect(run('service-request', 'move')).rejects.toThrow();
    const row = (await asAna('GET', '/api/solicitacoes/ficha-catalografica?status=atendida')).json();
    expect(row[0]).toMatchObject({ cod_solicitacao: id, resposta: 'Ficha enviada por e-mail.' });
  });

  it('serves the inter-library loan form data and files a request to a configured partner only', async () => {
    // The test institution starts from the demo's parameters, which name partners: start without any.
    await runAdminCommand(testApp.database.db, ['param', 'unset', '__bibliotecas_parceiras']);
    const empty = (await asAna('GET', '/api/solicitacoes/emprestimo-inter-bibliotecas/dados')).json();
    expect(empty.bibliotecas_parceiras).toEqual([]);
    expect(empty.usuario).toMatchObject({ nome: 'Ana Souza', login: 'ana', email: 'ana@example.edu' });
    expect(empty.bibliotecas.map((library: { codigo: string }) => library.codigo)).toContain('BC');
    const body = { biblioteca: 'BC', biblioteca_parceira: 'USP', titulo: 'Tristes trópicos', ano: 1955 };
    const before = await count();
    const refused = await asAna('POST', '/api/solicitacoes/emprestimo-inter-bibliotecas', body);
    expect(refused.json().error.code).toBe('BibliotecaParceiraInvalida');
    expect(await count()).toBe(before);

    await runAdminCommand(testApp.database.db, [
      'param',
      'set',
      '__bibliotecas_parceiras',
      'USP:SIBi USP|UFSC:BU UFSC',
    ]);
    const data = (await asAna('GET', '/api/solicitacoes/emprestimo-inter-bibliotecas/dados')).json();
    expect(data.bibliotecas_parceiras).toEqual([
      { codigo: 'USP', descricao: 'SIBi USP' },
      { codigo: 'UFSC', descricao: 'BU UFSC' },
    ]);
    const badPhone = await asAna('POST', '/api/solicitacoes/emprestimo-inter-bibliotecas', {
      ...body,
      telefone: 'ramal 12',
    });
    expect(badPhone.json().error).toMatchObject({ code: 'TelefoneInvalido', details: { campo: 'telefone' } });
    expect(await count()).toBe(before);
    const created = await asAna('POST', '/api/solicitacoes/emprestimo-inter-bibliotecas', {
      ...body,
      telefone: '(48) 3721-0000',
    });
    expect(created.statusCode).toBe(201);
    const listed = (await asAna('GET', '/api/solicitacoes/emprestimo-inter-bibliotecas')).json();
    expect(listed[0].dados).toMatchObject({ biblioteca_parceira: 'USP', titulo: 'Tristes trópicos' });
  });
});

describe('the service requests staff queue (circulation desk, 9002): by library, status and kind, paged', () => {
  let testApp: TestApp;
  let desk: ReturnType<typeof caller>;
  let asAna: ReturnType<typeof caller>;

  beforeAll(async () => {
    testApp = await createTestApp();
    await applyDemoSiteConfiguration(testApp.database.db);
    const ana = await patronSession(testApp, 'ana', { name: 'Ana Souza', email: 'ana@example.edu' });
    asAna = caller(testApp, ana);
    desk = caller(testApp, await deskSession(testApp));
    for (const [path, body] of [
      ['levantamento-bibliografico', SURVEY],
      ['comutacao-bibliografica/artigo', ARTICLE],
      ['pesquisa-especializada', { biblioteca: 'BCS', assunto: 'Bibliometrics' }],
    ] as const)
      expect((await asAna('POST', `/api/solicitacoes/${path}`, body)).statusCode).toBe(201);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('refuses a patron and staff lacking the circulation function', async () => {
    const moderator = caller(testApp, await staffSession(testApp, 'moderador', ['moderation']));
    for (const who of [asAna, moderator]) {
      expect((await who('GET', '/api/equipe/filas/solicitacoes')).statusCode).toBe(403);
      expect(
        (await who('POST', '/api/circulacao/solicitacoes/1/situacao', { situacao: 'em_andamento' })).statusCode,
      ).toBe(403);
    }
  });

  it('lists the queue oldest first with the patron, counts each status, and follows a move', async () => {
    const bc = (await desk('GET', '/api/equipe/filas/solicitacoes?biblioteca=BC')).json();
    expect(bc.total).toBe(2);
    expect(bc.itens.map((row: { tipo: string }) => row.tipo)).toEqual([
      'levantamento-bibliografico',
      'comutacao-bibliografica',
    ]);
    expect(bc.itens[0]).toMatchObject({
      nome: 'Ana Souza',
      email: 'ana@example.edu',
      situacao: 'aberta',
      biblioteca: 'BC',
    });
    expect(bc.contagens).toEqual({ aberta: 2, em_andamento: 0, atendida: 0, finalizada: 0, cancelada: 0 });

    const moved = await desk('POST', `/api/circulacao/solicitacoes/${bc.itens[0].cod_solicitacao}/situacao`, {
      situacao: 'em_andamento',
    });
    expect(moved.statusCode).toBe(200);
    const open = (await desk('GET', '/api/equipe/filas/solicitacoes?situacao=aberta&itens=1')).json();
    expect(open.total).toBe(2);
    expect(open.itens).toHaveLength(1);
    expect(open.contagens).toMatchObject({ aberta: 2, em_andamento: 1 });
    const articles = (await desk('GET', '/api/equipe/filas/solicitacoes?tipo=comutacao-bibliografica')).json();
    expect(articles.itens.map((row: { subtipo: string }) => row.subtipo)).toEqual(['artigo']);
    expect((await desk('GET', '/api/equipe/filas/solicitacoes?situacao=perdida')).statusCode).toBe(422);
    expect((await desk('GET', '/api/equipe/filas/solicitacoes?tipo=outro')).statusCode).toBe(422);
  });
});
