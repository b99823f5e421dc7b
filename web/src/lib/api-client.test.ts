import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiDownload, buildQueryString, setUnauthorizedHandler } from './api-client.ts';
import { authStore } from './auth-store.ts';

type FetchArgs = [input: string, init: RequestInit];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

function headersOf(call: number): Headers {
  return new Headers(fetchMock.mock.calls[call]![1].headers);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  authStore.signOut();
  authStore.setPublicCredentials(false);
  setUnauthorizedHandler(undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildQueryString', () => {
  it('skips empty values, repeats arrays and encodes the rest', () => {
    expect(
      buildQueryString({ termo: 'são paulo & cia', pagina: 2, vazio: '', nada: undefined, tipo: ['T', 'A'] }),
    ).toBe('?termo=s%C3%A3o+paulo+%26+cia&pagina=2&tipo=T&tipo=A');
    expect(buildQueryString({ a: null })).toBe('');
  });
});

describe('api client', () => {
  it('calls /api with the language header and no token when none is held', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(api.get('/consulta', { query: { termo: 'x' } })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/consulta?termo=x');
    expect(headersOf(0).get('idioma')).toBe('1');
    expect(headersOf(0).has('authorization')).toBe(false);
  });

  it('sends the user token before the public one', async () => {
    authStore.setPublicCredentials({ token: 'public' });
    fetchMock.mockImplementation(async () => json(200, {}));
    await api.get('/a');
    expect(headersOf(0).get('authorization')).toBe('Bearer public');
    authStore.signIn({ token: 'user', refresh: 'r' }, { login: 'ana', cod_pessoa: 1 });
    await api.get('/b');
    expect(headersOf(1).get('authorization')).toBe('Bearer user');
  });

  it('turns an error body into an ApiError with status and code', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { error: { code: 'RegistroNaoEncontrado', message: 'Não encontrado' } }));
    const error = await api.get('/acervo/9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'RegistroNaoEncontrado', message: 'Não encontrado' });
  });

  it('derives a code from the status when the body has none', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, code: 'NaoFoiPossivelComunicarServidor' });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 500, code: 'OcorreuErroInesperado' });
  });

  it('maps no response to NaoFoiPossivelComunicarServidor', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, code: 'NaoFoiPossivelComunicarServidor' });
  });

  it('lets an aborted call stay an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(api.get('/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  /** A signed-in user whose token has expired, and a refresh that takes a moment and brings the token 'new'. */
  function expiredSessionWithSlowRefresh() {
    authStore.signIn({ token: 'old', refresh: 'r' }, { login: 'ana', cod_pessoa: 1 });
    const handler = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      authStore.setCredentials({ token: 'new', refresh: 'r2' });
      return true;
    });
    setUnauthorizedHandler(handler);
    return handler;
  }

  it('runs one refresh for concurrent 401s and retries each call with the new token', async () => {
    const handler = expiredSessionWithSlowRefresh();
    fetchMock.mockImplementation(async (_url, init) =>
      new Headers(init.headers).get('authorization') === 'Bearer new'
        ? json(200, { ok: true })
        : json(401, { error: { code: 'NaoAutorizado', message: '' } }),
    );

    // 20 calls fail together with the expired token: one refresh, then every call is retried and succeeds.
    const calls = Array.from({ length: 20 }, (_, index) => api.get(`/call/${index}`));
    await expect(Promise.all(calls)).resolves.toHaveLength(20);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(40);
  });

  it('refreshes a file download on 401 through the same single refresh as the other calls', async () => {
    const handler = expiredSessionWithSlowRefresh();
    fetchMock.mockImplementation(async (_url, init) =>
      new Headers(init.headers).get('authorization') === 'Bearer new'
        ? new Response('TY  - BOOK', {
            status: 200,
            headers: {
              'content-type': 'application/x-research-info-systems',
              'content-disposition': 'attachment; filename="cesta.ris"',
            },
          })
        : json(401, { error: { code: 'NaoAutorizado', message: '' } }),
    );

    // A download and a JSON call fail together: one refresh serves both, and the download is retried.
    const [file] = await Promise.all([
      apiDownload('/acervo/exportar-cesta', { method: 'POST', body: { tipo: 'ris', acervos: [1] } }),
      api.get('/pessoas').catch(() => undefined),
    ]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(file.fileName).toBe('cesta.ris');
    expect(await file.blob.text()).toBe('TY  - BOOK');
    const downloadCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/acervo/exportar-cesta');
    expect(downloadCalls.map(([, init]) => new Headers(init.headers).get('authorization'))).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });

  it('rejects a download with SessaoExpirada when the refresh fails', async () => {
    authStore.signIn({ token: 'old' }, { login: 'ana', cod_pessoa: 1 });
    setUnauthorizedHandler(async () => false);
    fetchMock.mockImplementation(async () => json(401, { error: { code: 'NaoAutorizado', message: '' } }));
    await expect(apiDownload('/acervo/exportar-cesta', { method: 'POST' })).rejects.toMatchObject({
      status: 401,
      code: 'SessaoExpirada',
    });
  });

  it('rejects with SessaoExpirada when the refresh fails', async () => {
    authStore.signIn({ token: 'old' }, { login: 'ana', cod_pessoa: 1 });
    setUnauthorizedHandler(async () => false);
    fetchMock.mockImplementation(async () => json(401, { error: { code: 'NaoAutorizado', message: '' } }));
    await expect(api.get('/a')).rejects.toMatchObject({ status: 401, code: 'SessaoExpirada' });
  });

  it('never refreshes for the token call itself', async () => {
    const handler = vi.fn(async () => true);
    setUnauthorizedHandler(handler);
    fetchMock.mockImplementation(async () =>
      json(401, { error: { code: 'UsuarioOuSenhaIncorretaCustom', message: '' } }),
    );
    await expect(api.post('/oauth/token', {}, { basePath: '', auth: 'none' })).rejects.toMatchObject({
      code: 'UsuarioOuSenhaIncorretaCustom',
    });
    expect(handler).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls[0]![0]).toBe('/oauth/token');
  });
});
