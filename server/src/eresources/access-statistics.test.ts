import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signIn } from '../circulation/circulation-fixtures.testing.ts';
import { staffSession } from '../staff/staff-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { monthsBetween } from './access-statistics.ts';
import { importTitleWithLinks } from './provider-double.testing.ts';

describe('access statistics (estatistica-acesso) and the COUNTER report', () => {
  let testApp: TestApp;
  let admin: Session;
  let reports: Session;
  let patron: Session;
  let cataloguer: Session;
  let calculus: number;
  let physics: number;
  let clock = new Date('2026-01-15T10:00:00.000Z');

  const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });
  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const click = (cod_acervo: number, seq_paragrafo: number, url: string) =>
    inject({
      method: 'POST',
      url: '/api/vinculos/estatistica-acesso',
      payload: { cod_acervo, seq_paragrafo, url, browser: 'Firefox', device: 'phone', os: 'Android' },
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    // The app's clock moves between months; sessions are signed on it (again after each move).
    testApp.app.context.now = () => clock;
    admin = await staffSession(testApp, 'st-admin', ['siteAdmin']);
    reports = await staffSession(testApp, 'st-reports', ['reports']);
    cataloguer = await staffSession(testApp, 'st-cat', ['cataloguing']);
    patron = await staffSession(testApp, 'st-patron', []);
    calculus = await importTitleWithLinks(testApp, 'st-0001', 'Cálculo, volume 1', [
      { url: 'https://ebooks.proquest.example/calculo' },
      { url: 'https://open.example.org/calculo' },
    ]);
    physics = await importTitleWithLinks(testApp, 'st-0002', '=Física básica', [
      { url: 'https://ebooks.proquest.example/fisica' },
    ]);
    const configured = await inject({
      method: 'PUT',
      url: '/api/equipe/recursos-eletronicos/proquest',
      headers: bearer(admin),
      payload: {
        rotulo: 'ProQuest Ebook Central',
        conector: 'one-time-token',
        url_base: 'https://ebooks.proquest.example/sso',
        hosts: ['ebooks.proquest.example'],
      },
    });
    expect(configured.statusCode).toBe(200);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('counts the title’s own links only, per month, per title and per resource, as JSON and COUNTER CSV', async () => {
    for (let i = 0; i < 3; i++)
      expect((await click(calculus, 1, 'https://ebooks.proquest.example/calculo')).statusCode).toBe(204);
    expect((await click(calculus, 2, 'https://open.example.org/calculo')).statusCode).toBe(204);
    // A made-up URL, or a link of another title, does not enter the figures.
    expect((await click(calculus, 1, 'https://evil.example/')).statusCode).toBe(422);
    expect((await click(physics, 1, 'https://ebooks.proquest.example/calculo')).statusCode).toBe(422);
    clock = new Date('2026-02-03T09:00:00.000Z');
    for (const session of [admin, reports, patron, cataloguer]) session.token = await signIn(testApp, session.login);
    expect((await click(physics, 1, 'https://ebooks.proquest.example/fisica')).statusCode).toBe(204);
    expect((await click(calculus, 1, 'https://ebooks.proquest.example/calculo')).statusCode).toBe(204);

    const byTitle = await inject({
      url: '/api/equipe/recursos-eletronicos/estatisticas?inicio=2026-01&fim=2026-03',
      headers: bearer(reports),
    });
    expect(byTitle.json()).toEqual({
      meses: ['2026-01', '2026-02', '2026-03'],
      itens: [
        {
          cod_acervo: calculus,
          titulo: 'Cálculo, volume 1',
          plataforma: 'ProQuest Ebook Central',
          total: 4,
          meses: [3, 1, 0],
        },
        {
          cod_acervo: calculus,
          titulo: 'Cálculo, volume 1',
          plataforma: 'open.example.org',
          total: 1,
          meses: [1, 0, 0],
        },
        {
          cod_acervo: physics,
          titulo: '=Física básica',
          plataforma: 'ProQuest Ebook Central',
          total: 1,
          meses: [0, 1, 0],
        },
      ],
    });
    const byResource = await inject({
      url: '/api/equipe/recursos-eletronicos/estatisticas?inicio=2026-01&fim=2026-02&agrupamento=recurso&formato=csv',
      headers: bearer(reports),
    });
    expect(byResource.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = byResource.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['Report_Name,Platform Report', 'Report_ID,PR', 'Release,5.1']);
    expect(lines).toContain('Reporting_Period,Begin_Date=2026-01-01; End_Date=2026-02-28');
    expect(lines.slice(14)).toEqual([
      'Platform,Metric_Type,Reporting_Period_Total,Jan-2026,Feb-2026',
      'ProQuest Ebook Central,Total_Item_Requests,5,3,2',
      'open.example.org,Total_Item_Requests,1,1,0',
      '',
    ]);
    const titleCsv = await inject({
      url: '/api/equipe/recursos-eletronicos/estatisticas?inicio=2026-02&fim=2026-02&formato=csv',
      headers: bearer(reports),
    });
    const titleLines = titleCsv.body.split('\r\n').slice(14);
    expect(titleLines[0]).toBe(
      'Title,Platform,Proprietary_ID,Data_Type,Access_Method,Metric_Type,Reporting_Period_Total,Feb-2026',
    );
    // A title starting with "=" stays text in a spreadsheet.
    expect(titleLines).toContain(
      `'=Física básica,ProQuest Ebook Central,estante:${physics},Other,Regular,Total_Item_Requests,1,1`,
    );
    expect(titleLines).toContain(
      `"Cálculo, volume 1",ProQuest Ebook Central,estante:${calculus},Other,Regular,Total_Item_Requests,1,1`,
    );
  });

  it('each staff route asks for its function: reports for statistics, site administration for providers', async () => {
    const routes = [
      {
        method: 'GET' as const,
        url: '/api/equipe/recursos-eletronicos/estatisticas?inicio=2026-01&fim=2026-01',
        fn: reports,
      },
      { method: 'GET' as const, url: '/api/equipe/recursos-eletronicos', fn: admin },
      { method: 'PUT' as const, url: '/api/equipe/recursos-eletronicos/gale', fn: admin },
      { method: 'DELETE' as const, url: '/api/equipe/recursos-eletronicos/gale', fn: admin },
      { method: 'POST' as const, url: '/api/equipe/recursos-eletronicos/link-assinado', fn: admin },
    ];
    for (const route of routes) {
      for (const session of [patron, cataloguer, ...(route.fn === admin ? [reports] : [])]) {
        const answer = await inject({ method: route.method, url: route.url, headers: bearer(session), payload: {} });
        expect(answer.statusCode, `${route.method} ${route.url} as ${session.login}`).toBe(403);
      }
    }
    expect((await inject({ url: '/api/equipe/recursos-eletronicos' })).statusCode).toBe(401);
  });

  it('refuses a provider without the secret its connector signs with, and a period ending before it starts', async () => {
    const answer = await inject({
      method: 'PUT',
      url: '/api/equipe/recursos-eletronicos/gale',
      headers: bearer(admin),
      payload: {
        rotulo: 'Gale',
        conector: 'signed-url',
        url_base: 'https://gale.example/entry',
        hosts: ['gale.example'],
      },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error.code).toBe('RecursoEletronicoInvalido');
    const period = await inject({
      url: '/api/equipe/recursos-eletronicos/estatisticas?inicio=2026-03&fim=2026-01',
      headers: bearer(reports),
    });
    expect(period.json().error.code).toBe('PeriodoInvalido');
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
