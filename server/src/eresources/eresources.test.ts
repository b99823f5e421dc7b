import crypto from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../circulation/circulation-fixtures.testing.ts';
import { ensureInstitution, saveSiteSection } from '../site-parameters/index.ts';
import { staffSession } from '../staff/staff-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  DOUBLE_SECRETS,
  importTitleWithLinks,
  type ProviderDouble,
  startProviderDouble,
} from './provider-double.testing.ts';

// Each connector type against a provider double on loopback that checks what it receives (docs/e-resources.md).
describe('e-resource connectors', () => {
  let testApp: TestApp;
  let double: ProviderDouble;
  let origin: string;
  let admin: Session;
  let reader: Session;
  let noEmail: Session;
  let recordId: number;
  /**
   * The fixed clock: the start of the minute in which the sessions were signed (on the system clock), taken once
   * they are, so that their tokens stay valid on it (an issue date at most 60 s after it). Taken when the file loaded,
   * a slow setup (PostgreSQL on a loaded machine) signed them more than a minute later: every call was refused.
   */
  let now: Date;
  const two = (value: number) => String(value).padStart(2, '0');

  const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });
  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const configure = (name: string, payload: Record<string, unknown>) =>
    inject({ method: 'PUT', url: `/api/equipe/recursos-eletronicos/${name}`, headers: bearer(admin), payload });
  const open = (b: number, session: Session = reader) =>
    inject({
      method: 'POST',
      url: `/api/vinculos/acesso-restrito/${recordId}/s/${b}`,
      headers: bearer(session),
      payload: { browser: 'Chrome', device: 'desktop', os: 'Linux' },
    });

  /**
   * The link forms signed with a time (EZproxy, signed URL) are checked on a fixed clock so the expected values are
   * written by hand; the rest runs on the system clock (the sessions' and one-time tokens' JWT expiry is checked
   * against it).
   */
  const systemClock = () => {
    testApp.app.context.now = () => new Date();
  };
  const fixedClock = () => {
    testApp.app.context.now = () => now;
  };

  beforeAll(async () => {
    double = await startProviderDouble();
    testApp = await createTestApp();
    origin = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    double.validateUrl = `${origin}/api/pessoas/token-redireciona/validar`;
    admin = await staffSession(testApp, 'admin-er', ['siteAdmin']);
    reader = await staffSession(testApp, '2026001', [], { name: 'Ana Leitora' });
    noEmail = await staffSession(testApp, '2026002', []);
    now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    double.now = now;
    await testApp.database.db.updateTable('people').set({ email: null }).where('id', '=', noEmail.personId).execute();
    recordId = await importTitleWithLinks(testApp, 'er-0001', 'Cálculo aplicado', [
      { url: 'https://periodicos.ezproxied.example/artigo/7' },
      { url: 'https://plataforma.signed.example/livro/9' },
      { url: 'https://ebooks.proquest.example/obra/3' },
      { url: 'https://leitor.grupoa.example/livro/5' },
      { url: 'https://bv.pearson.example/livro/1' },
      { url: 'https://repositorio.example.org/tese.pdf', note: 'Acesso restrito à comunidade acadêmica' },
      { url: 'https://open.example.org/livre' },
    ]);
    const d = double.origin;
    const answers = await Promise.all([
      configure('ezproxy', {
        rotulo: 'EZproxy da biblioteca',
        conector: 'ezproxy',
        url_base: `${d}/ezproxy/login`,
        hosts: ['*.ezproxied.example'],
        segredo: DOUBLE_SECRETS.ezproxy,
      }),
      configure('gale', {
        rotulo: 'Gale',
        conector: 'signed-url',
        url_base: `${d}/signed/entry`,
        hosts: ['plataforma.signed.example'],
        parametros: { userParam: 'u', timeParam: 't', nonceParam: 'n', targetParam: 'dest', signatureParam: 's' },
        segredo: DOUBLE_SECRETS.signed,
      }),
      configure('proquest', {
        rotulo: 'ProQuest Ebook Central',
        conector: 'one-time-token',
        url_base: `${d}/ott/sso?nome=proquest`,
        hosts: ['ebooks.proquest.example'],
      }),
      configure('minhabiblioteca', {
        rotulo: 'Minha Biblioteca',
        conector: 'grupoa',
        url_base: `${d}/grupoa`,
        hosts: ['leitor.grupoa.example'],
        segredo: DOUBLE_SECRETS.grupoa,
      }),
      configure('pearson', {
        rotulo: 'Biblioteca Virtual Pearson',
        conector: 'pearson',
        url_base: `${d}/ott/sso?nome=pearson`,
        hosts: ['bv.pearson.example'],
      }),
      configure('target', {
        rotulo: 'Target GEDWeb',
        conector: 'target',
        url_base: `${d}/target`,
        hosts: [],
        segredo: DOUBLE_SECRETS.target,
      }),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
  });

  afterAll(async () => {
    await testApp?.close();
    await double?.close();
  });

  it('marks a title’s links restricted by provider host or 856 note, never telling the secret', async () => {
    const links = await inject({ url: `/api/vinculos/acesso-restrito/${recordId}` });
    expect(links.json()).toEqual([
      {
        seq_paragrafo: 1,
        url: 'https://periodicos.ezproxied.example/artigo/7',
        restrito: true,
        recurso: 'EZproxy da biblioteca',
      },
      { seq_paragrafo: 2, url: 'https://plataforma.signed.example/livro/9', restrito: true, recurso: 'Gale' },
      {
        seq_paragrafo: 3,
        url: 'https://ebooks.proquest.example/obra/3',
        restrito: true,
        recurso: 'ProQuest Ebook Central',
      },
      { seq_paragrafo: 4, url: 'https://leitor.grupoa.example/livro/5', restrito: true, recurso: 'Minha Biblioteca' },
      {
        seq_paragrafo: 5,
        url: 'https://bv.pearson.example/livro/1',
        restrito: true,
        recurso: 'Biblioteca Virtual Pearson',
      },
      {
        seq_paragrafo: 6,
        url: 'https://repositorio.example.org/tese.pdf',
        descricao: 'Acesso restrito à comunidade acadêmica',
        restrito: true,
      },
      { seq_paragrafo: 7, url: 'https://open.example.org/livre', restrito: false },
    ]);
    const list = await inject({ url: '/api/equipe/recursos-eletronicos', headers: bearer(admin) });
    expect(list.body).not.toContain(DOUBLE_SECRETS.ezproxy);
    expect(list.json().find((p: { nome: string }) => p.nome === 'gale')).toMatchObject({ segredo_definido: true });
    // The audit trail has each change, its before and after, and no secret.
    const audit = await testApp.database.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('route', 'like', '%recursos-eletronicos%')
      .execute();
    expect(audit.filter((row) => row.method === 'PUT').length).toBeGreaterThanOrEqual(6);
    expect(JSON.stringify(audit)).not.toContain(DOUBLE_SECRETS.ezproxy);
    expect(audit.find((row) => row.params_json?.includes('ezproxy'))?.after_json).toContain('EZproxy da biblioteca');
  });

  it('EZproxy: a ticket the proxy accepts within TimeValid, and refuses tampered or expired', async () => {
    fixedClock();
    const answer = await open(1);
    expect(answer.json()).toMatchObject({ pearson: false, recurso: 'EZproxy da biblioteca' });
    const url = new URL(answer.json().url);
    expect(url.searchParams.get('user')).toBe('2026001');
    expect(url.searchParams.get('url')).toBe('https://periodicos.ezproxied.example/artigo/7');
    // md5("ezproxy-shared-key" + "2026001" + "$cYYYYMMDDHHMMSS$e") in UTC, by OCLC's ticket rule.
    const stamp = `${now.getUTCFullYear()}${two(now.getUTCMonth() + 1)}${two(now.getUTCDate())}${two(now.getUTCHours())}${two(now.getUTCMinutes())}00`;
    const packet = `$c${stamp}$e`;
    const digest = crypto.createHash('md5').update(`ezproxy-shared-key2026001${packet}`).digest('hex');
    expect(url.searchParams.get('ticket')).toBe(`${digest}${packet}`);
    expect((await fetch(url)).status).toBe(200);
    const tampered = new URL(url);
    tampered.searchParams.set('user', '2026999');
    expect((await fetch(tampered)).status).toBe(403);
    double.now = new Date(now.getTime() + 11 * 60_000);
    expect((await fetch(url)).status).toBe(403);
    double.now = now;
    systemClock();
  });

  it('signed URL: HMAC-SHA256 over user, time, nonce and target, under the provider’s parameter names', async () => {
    fixedClock();
    const url = new URL((await open(2)).json().url);
    const [u, t, n, dest] = ['u', 't', 'n', 'dest'].map((name) => url.searchParams.get(name) ?? '');
    expect([u, t, dest]).toEqual([
      '2026001',
      String(now.getTime() / 1000),
      'https://plataforma.signed.example/livro/9',
    ]);
    expect(url.searchParams.get('s')).toBe(
      crypto.createHmac('sha256', DOUBLE_SECRETS.signed).update(`${u}\n${t}\n${n}\n${dest}`).digest('hex'),
    );
    const tampered = new URL(url);
    tampered.searchParams.set('dest', 'https://plataforma.signed.example/livro/10');
    expect((await fetch(tampered)).status).toBe(403);
    double.now = new Date(now.getTime() + 301_000);
    expect((await fetch(url)).status).toBe(403);
    double.now = now;
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).status).toBe(403); // the nonce again: a replay
    systemClock();
  });

  it('one-time token: the provider redeems it at our server once, for its own name only', async () => {
    const url = new URL((await open(3)).json().url);
    expect(url.searchParams.get('url')).toBe('https://ebooks.proquest.example/obra/3');
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { identity: unknown }).identity).toMatchObject({
      nome: 'Ana Leitora',
      login: '2026001',
    });
    expect((await fetch(url)).status).toBe(403);
    const other = new URL((await open(3)).json().url);
    other.searchParams.set('nome', 'pearson');
    expect((await fetch(other)).status).toBe(403);
    const tampered = new URL((await open(3)).json().url);
    tampered.searchParams.set('token', `${tampered.searchParams.get('token')}x`);
    expect((await fetch(tampered)).status).toBe(403);
  });

  it('Pearson: the answer is flagged and names /pearson, whose token link Pearson redeems once', async () => {
    expect((await open(5)).json()).toEqual({
      pearson: true,
      url: '/pearson?url=https%3A%2F%2Fbv.pearson.example%2Flivro%2F1',
      recurso: 'Biblioteca Virtual Pearson',
    });
    const link = await inject({
      url: '/api/pessoas/token-redireciona?nome=pearson&url=https://bv.pearson.example/livro/1',
      headers: bearer(reader),
    });
    const url = new URL(link.json().url);
    expect(url.origin + url.pathname).toBe(`${double.origin}/ott/sso`);
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).status).toBe(403);
    const foreign = await inject({
      url: '/api/pessoas/token-redireciona?nome=pearson&url=https://evil.example/x',
      headers: bearer(reader),
    });
    expect(foreign.json().error.code).toBe('DestinoNaoPermitido');
  });

  it('Grupo A: posts sessionid and e-mail with the API key; no e-mail is the MinhaBibliotecaEmail 500', async () => {
    const answer = await inject({
      method: 'POST',
      url: '/api/vinculos/grupoa',
      headers: bearer(reader),
      payload: { sessionid: 'S-123' },
    });
    expect(answer.json()).toEqual({ url: `${double.origin}/grupoa/leitor?sessao=S-123` });
    expect(double.received.at(-1)).toMatchObject({
      path: '/grupoa/sessao',
      authorization: `Bearer ${DOUBLE_SECRETS.grupoa}`,
      body: { sessionid: 'S-123', email: '2026001@example.edu', nome: 'Ana Leitora', id: '2026001' },
    });
    expect((await open(4)).json().url).toBe(`${double.origin}/grupoa/leitor?sessao=nova`);
    const failed = await inject({
      method: 'POST',
      url: '/api/vinculos/grupoa',
      headers: bearer(noEmail),
      payload: { sessionid: 'S-124' },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error.code).toBe('MinhaBibliotecaEmail');
    expect(failed.json().error.message).toContain('[minhabiblioteca]');
    const visitor = await inject({ method: 'POST', url: '/api/vinculos/grupoa', payload: { sessionid: 'x' } });
    expect(visitor.statusCode).toBe(401);
  });

  it('Target GEDWeb: asks the document server for a viewing link of the standard', async () => {
    const answer = await inject({ url: '/api/vinculos/target/5410', headers: bearer(reader) });
    expect(answer.json()).toEqual({ url: `${double.origin}/target/visualizar/5410?u=2026001` });
    expect(double.received.at(-1)).toMatchObject({ body: { documento: 5410, usuario: '2026001' } });
    expect((await inject({ url: '/api/vinculos/target/404', headers: bearer(reader) })).statusCode).toBe(404);
    expect((await inject({ url: '/api/vinculos/target/5410' })).statusCode).toBe(401);
  });

  it('Target GEDWeb: /consulta/produtos-target lists the document server’s products; its errors keep the key', async () => {
    const all = await inject({ url: '/api/consulta/produtos-target' });
    expect(all.json()).toEqual([
      { codigo: 'ABNT', descricao: 'Normas Técnicas ABNT' },
      { codigo: 'ISO', descricao: 'ISO Standards' },
      { codigo: 'NR', descricao: 'Normas Regulamentadoras' },
    ]);
    expect(double.received.at(-1)).toMatchObject({ path: '/target/produtos', body: {}, status: 200 });
    const some = await inject({ url: '/api/consulta/produtos-target?termoPesquisa=normas' });
    expect(some.json().map((item: { codigo: string }) => item.codigo)).toEqual(['ABNT', 'NR']);
    expect(double.received.at(-1)).toMatchObject({ body: { termoPesquisa: 'normas' } });

    const standards = await inject({ url: '/api/consulta/documentos-target?coluna_um=ABNT&termo=referências' });
    expect(standards.json()).toEqual([
      { id: 6023, codigo: 'NBR 6023', titulo: 'Informação e documentação: referências' },
    ]);
    expect(double.received.at(-1)).toMatchObject({ body: { produto: 'ABNT', termo: 'referências' } });
    expect((await inject({ url: '/api/consulta/documentos-target' })).statusCode).toBe(400);

    // The provider refusing (here a wrong key it echoes back) is the spec's error shape, without the secret.
    await testApp.database.db
      .updateTable('eresource_providers')
      .set({ secret: 'wrong-key-of-the-library' })
      .where('connector', '=', 'target')
      .execute();
    const refused = await inject({ url: '/api/consulta/produtos-target' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('RecursoEletronicoIndisponivel');
    expect(refused.body).not.toContain('wrong-key-of-the-library');
    expect(double.received.at(-1)).toMatchObject({ path: '/target/produtos', status: 401 });
    await testApp.database.db
      .updateTable('eresource_providers')
      .set({ secret: DOUBLE_SECRETS.target })
      .where('connector', '=', 'target')
      .execute();

    // The search screen offers the standards guide while a Target provider is active, and not once it is off.
    const guides = async () =>
      ((await inject({ url: '/api/consulta/guias' })).json() as { guia: string }[]).map((entry) => entry.guia);
    expect(await guides()).toContain('target_gedweb');
    await testApp.database.db
      .updateTable('eresource_providers')
      .set({ active: 0 })
      .where('connector', '=', 'target')
      .execute();
    expect(await guides()).not.toContain('target_gedweb');
    await testApp.database.db
      .updateTable('eresource_providers')
      .set({ active: 1 })
      .where('connector', '=', 'target')
      .execute();
  });

  it('a restriction note alone opens the catalogued link after sign-in; an open link is not restricted', async () => {
    expect((await open(6)).json()).toEqual({ url: 'https://repositorio.example.org/tese.pdf', pearson: false });
    expect((await open(7)).json().error.code).toBe('LinkSemAcessoRestrito');
    const visitor = await inject({ method: 'POST', url: `/api/vinculos/acesso-restrito/${recordId}/s/1`, payload: {} });
    expect(visitor.statusCode).toBe(401);
  });

  it('signed /pergamum_redireciona links: redeemed once; tampered, expired, replayed or foreign refused', async () => {
    const sign = (url: string, horas?: number) =>
      inject({
        method: 'POST',
        url: '/api/equipe/recursos-eletronicos/link-assinado',
        headers: bearer(admin),
        payload: { url, ...(horas ? { horas } : {}) },
      });
    const redeem = (token: string) => inject({ method: 'POST', url: '/api/vinculos/redireciona', payload: { token } });
    expect((await sign('https://evil.example/phish')).json().error.code).toBe('DestinoNaoPermitido');
    const link = new URL((await sign('https://ebooks.proquest.example/obra/3')).json().url);
    expect(link.pathname).toBe('/pergamum_redireciona');
    const token = link.searchParams.get('token') ?? '';
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        url: 'https://evil.example/',
      }),
    ).toString('base64url');
    expect((await redeem(`${header}.${forged}.${signature}`)).json().error.code).toBe('LinkAssinadoInvalido');
    expect((await redeem(token)).json()).toEqual({ url: 'https://ebooks.proquest.example/obra/3' });
    expect((await redeem(token)).json().error.code).toBe('LinkAssinadoInvalido');
    const short = new URL((await sign('/meupergamum', 1)).json().url).searchParams.get('token') ?? '';
    testApp.app.context.now = () => new Date(Date.now() + 2 * 3600_000);
    expect((await redeem(short)).json().error.code).toBe('LinkAssinadoInvalido');
    systemClock();
    // A provider removed after signing: its links lead to a host no longer configured.
    const gone =
      new URL((await sign('https://plataforma.signed.example/livro/9')).json().url).searchParams.get('token') ?? '';
    await configure('gale', {
      rotulo: 'Gale',
      conector: 'signed-url',
      url_base: `${double.origin}/signed/entry`,
      hosts: ['plataforma.signed.example'],
      ativo: false,
    });
    expect((await redeem(gone)).json().error.code).toBe('DestinoNaoPermitido');
  });

  it('personal area by body (redirect-base) and the deposit service link', async () => {
    const base = await inject({
      method: 'PUT',
      url: '/api/pessoas/meupergamum/redirect-base',
      headers: bearer(reader),
      payload: { base: '/meupergamum/emprestimos' },
    });
    const url = new URL(base.json().url);
    expect(url.pathname).toBe('/meupergamum');
    expect(new URLSearchParams(url.hash.slice(1)).get('redirect')).toBe('/meupergamum/emprestimos');
    const foreign = await inject({
      method: 'PUT',
      url: '/api/pessoas/meupergamum/redirect-base',
      headers: bearer(reader),
      payload: { base: '//evil.example' },
    });
    expect(foreign.json().error.code).toBe('DestinoNaoPermitido');
    const deposit = () =>
      inject({ method: 'POST', url: '/api/pessoas/postagem-trabalho/redirect', headers: bearer(reader) });
    expect((await deposit()).json().error.code).toBe('RecursoExternoNaoConfigurado');
    await configure('dspace', {
      rotulo: 'Repositório institucional',
      conector: 'deposit',
      url_base: `${double.origin}/ott/sso?nome=dspace`,
      hosts: [],
    });
    const link = new URL((await deposit()).json().url);
    const first = await fetch(link);
    expect(((await first.json()) as { identity: unknown }).identity).toMatchObject({
      login: '2026001',
      email: '2026001@example.edu',
    });
    expect((await fetch(link)).status).toBe(403);
  });

  it('draws the QR code of the library’s own app-layers links only', async () => {
    const { db } = testApp.database;
    const institution = await ensureInstitution(db);
    await saveSiteSection(db, institution.id, 'app-layers', 'pt', [
      { nome: 'Estante no celular', link: 'https://app.biblioteca.example/instalar' },
    ]);
    const qr = await inject({ url: '/api/vinculos/app-layers/0/qrcode' });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(qr.body).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect((await inject({ url: '/api/vinculos/app-layers/1/qrcode' })).statusCode).toBe(404);
  });
});
