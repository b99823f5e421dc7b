import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MarcDataField, MarcReadResult, MarcRecord } from '@estante/core';
import { importMarcRecords } from '../catalogue/index.ts';
import type { TestApp } from '../testing/test-app.ts';

/** What a provider double received and how it answered: tests assert on both. */
export interface Received {
  path: string;
  query: Record<string, string>;
  body?: Record<string, unknown>;
  authorization?: string;
  status: number;
}

export interface ProviderDouble {
  origin: string;
  received: Received[];
  /** The double's own clock, so a test can make it judge a link as expired. */
  now: Date;
  /** Where the one-time-token double redeems tokens (our server's validar endpoint). */
  validateUrl: string;
  close(): Promise<void>;
}

export const DOUBLE_SECRETS = {
  ezproxy: 'ezproxy-shared-key',
  signed: 'hmac-shared-secret-2026',
  grupoa: 'grupo-a-api-key-2026',
  target: 'target-gedweb-key-2026',
};

/**
 * One loopback HTTP server playing five providers, each checking what it receives the way the real one does:
 * EZproxy (/ezproxy/login: ticket digest and TimeValid 10 minutes), a signed-URL platform (/signed/entry: HMAC-SHA256,
 * 300 s, nonce once), a one-time-token platform (/ott/sso: redeems the token at our server), Grupo A (/grupoa/sessao)
 * and Target GEDWeb (/target/documentos/link, /target/documentos/busca, /target/produtos), the last two checking their API key.
 */
export async function startProviderDouble(): Promise<ProviderDouble> {
  const received: Received[] = [];
  const nonces = new Set<string>();
  const state = { now: new Date(), validateUrl: '' };
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://double');
    const query = Object.fromEntries(url.searchParams);
    let body: Record<string, unknown> | undefined;
    if (request.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    }
    const answer = (status: number, json: unknown) => {
      received.push({ path: url.pathname, query, body, authorization: request.headers.authorization, status });
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    };
    const origin = `http://${request.headers.host}`;
    switch (url.pathname) {
      case '/ezproxy/login': {
        const ticket = query.ticket ?? '';
        const at = ticket.indexOf('$');
        const digest = ticket.slice(0, at);
        const packet = ticket.slice(at);
        const expected = crypto
          .createHash('md5')
          .update(DOUBLE_SECRETS.ezproxy + (query.user ?? '') + packet)
          .digest('hex');
        const stamp = /^\$c(\d{14})/.exec(packet)?.[1] ?? '';
        const issued = Date.UTC(
          Number(stamp.slice(0, 4)),
          Number(stamp.slice(4, 6)) - 1,
          Number(stamp.slice(6, 8)),
          Number(stamp.slice(8, 10)),
          Number(stamp.slice(10, 12)),
          Number(stamp.slice(12, 14)),
        );
        if (digest !== expected) return answer(403, { error: 'bad ticket' });
        if (state.now.getTime() - issued > 10 * 60_000) return answer(403, { error: 'expired' });
        return answer(200, { user: query.user, url: query.url });
      }
      case '/signed/entry': {
        const message = `${query.u}\n${query.t}\n${query.n}\n${query.dest}`;
        const expected = crypto.createHmac('sha256', DOUBLE_SECRETS.signed).update(message).digest('hex');
        if (query.s !== expected) return answer(403, { error: 'bad signature' });
        if (state.now.getTime() / 1000 - Number(query.t) > 300) return answer(403, { error: 'expired' });
        if (nonces.has(query.n ?? '')) return answer(403, { error: 'replayed' });
        nonces.add(query.n ?? '');
        return answer(200, { user: query.u, url: query.dest });
      }
      case '/ott/sso': {
        const validation = await fetch(state.validateUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: query.token, nome: query.nome ?? 'proquest' }),
        });
        if (!validation.ok) return answer(403, { error: 'token refused' });
        return answer(200, { identity: await validation.json(), url: query.url });
      }
      case '/grupoa/sessao': {
        if (request.headers.authorization !== `Bearer ${DOUBLE_SECRETS.grupoa}`) return answer(401, {});
        if (typeof body?.email !== 'string' || body.email.endsWith('.invalid')) return answer(422, { error: 'email' });
        return answer(200, { url: `${origin}/grupoa/leitor?sessao=${body.sessionid ?? 'nova'}` });
      }
      case '/target/documentos/link': {
        if (request.headers.authorization !== `Bearer ${DOUBLE_SECRETS.target}`) return answer(401, {});
        if (body?.documento === 404) return answer(404, {});
        return answer(200, { url: `${origin}/target/visualizar/${body?.documento}?u=${body?.usuario}` });
      }
      case '/target/documentos/busca': {
        if (request.headers.authorization !== `Bearer ${DOUBLE_SECRETS.target}`) return answer(401, {});
        const standards = [
          { id: 5410, produto: 'ABNT', codigo: 'NBR 5410', titulo: 'Instalações elétricas de baixa tensão' },
          { id: 6023, produto: 'ABNT', codigo: 'NBR 6023', titulo: 'Informação e documentação: referências' },
          { id: 9001, produto: 'ISO', codigo: 'ISO 9001', titulo: 'Quality management systems' },
        ];
        const term = typeof body?.termo === 'string' ? body.termo.toLowerCase() : '';
        return answer(200, {
          documentos: standards
            .filter((item) => item.produto === body?.produto)
            .filter((item) => `${item.codigo} ${item.titulo}`.toLowerCase().includes(term))
            .map(({ produto: _produto, ...item }) => item),
        });
      }
      case '/target/produtos': {
        if (request.headers.authorization !== `Bearer ${DOUBLE_SECRETS.target}`) {
          // A careless server echoes what it got: the test checks none of it reaches the reader.
          return answer(401, { error: `bad key ${request.headers.authorization}` });
        }
        const products = [
          { codigo: 'ABNT', descricao: 'Normas Técnicas ABNT' },
          { codigo: 'ISO', descricao: 'ISO Standards' },
          { codigo: 'NR', descricao: 'Normas Regulamentadoras' },
        ];
        const term = typeof body?.termoPesquisa === 'string' ? body.termoPesquisa.toLowerCase() : '';
        return answer(200, { produtos: products.filter((item) => item.descricao.toLowerCase().includes(term)) });
      }
      default:
        return answer(404, {});
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    get now() {
      return state.now;
    },
    set now(value: Date) {
      state.now = value;
    },
    get validateUrl() {
      return state.validateUrl;
    },
    set validateUrl(value: string) {
      state.validateUrl = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function link(url: string, note?: string): MarcDataField {
  return {
    tag: '856',
    ind1: '4',
    ind2: '0',
    subfields: [{ code: 'u', value: url }, ...(note ? [{ code: 'z', value: note }] : [])],
  };
}

/** Imports one title with these 856 links (url, optional $z note); answers its id. */
export async function importTitleWithLinks(
  testApp: TestApp,
  controlNumber: string,
  title: string,
  links: { url: string; note?: string }[],
): Promise<number> {
  const record: MarcRecord = {
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: controlNumber },
      { tag: '003', value: 'BR-EST' },
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: title }] },
      ...links.map((entry) => link(entry.url, entry.note)),
    ],
  };
  async function* one(): AsyncGenerator<MarcReadResult> {
    yield { ok: true, position: 1, record, warnings: [] };
  }
  await importMarcRecords(testApp.app.context, one());
  const row = await testApp.database.db
    .selectFrom('records')
    .select('id')
    .where('control_number', '=', controlNumber)
    .executeTakeFirstOrThrow();
  return row.id;
}
