import { STAFF_FUNCTIONS, STAFF_MODULE } from '@estante/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { patronSession, type Session } from '../circulation/circulation-fixtures.testing.ts';
import type { TestApp } from '../testing/test-app.ts';

/** A librarian holding the cataloguing function (9003) only. */
export async function cataloguerSession(testApp: TestApp, login = 'catalogacao'): Promise<Session> {
  const session = await patronSession(testApp, login, { name: 'Catalogação' });
  await testApp.database.db
    .insertInto('person_permissions')
    .values({ person_id: session.personId, module_code: STAFF_MODULE, activity_code: STAFF_FUNCTIONS.cataloguing })
    .execute();
  return session;
}

/** Uploads a file as the raw body of POST /api/equipe/importacoes. */
export function uploadMarc(
  testApp: TestApp,
  session: Session,
  bytes: Buffer,
  name: string,
  contentType = 'application/octet-stream',
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/equipe/importacoes?nome=${encodeURIComponent(name)}`,
    headers: { authorization: `Bearer ${session.token}`, 'content-type': contentType, idioma: '5' },
    payload: bytes,
  });
}

export interface ImportJobBody {
  id: number;
  situacao: string;
  previstos: number;
  lidos: number;
  importados: number;
  atualizados: number;
  rejeitados: number;
  avisos: number;
  progresso: number;
  motivo_falha: string | null;
  iniciada_em: string | null;
  concluida_em: string | null;
  relatorio: {
    rejeitados: { posicao: number; motivo: string }[];
    avisos: { posicao: number; motivo: string }[];
    rejeitados_omitidos: number;
    avisos_omitidos: number;
  };
}

/**
 * Reads the job until it has ended (done or failed), as the console's progress bar does: the import runs in the
 * background of the app, so there is no call to await. Gives up after `timeoutMs`.
 */
export async function waitForImport(
  testApp: TestApp,
  session: Session,
  id: number,
  timeoutMs = 60_000,
): Promise<ImportJobBody> {
  const started = Date.now();
  for (;;) {
    const response = await testApp.app.inject({
      url: `/api/equipe/importacoes/${id}`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const job = response.json() as ImportJobBody;
    if (job.situacao === 'concluida' || job.situacao === 'falhou') return job;
    if (Date.now() - started > timeoutMs) throw new Error(`import ${id} still ${job.situacao} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Two MARCXML records for the readers' notes: the first read with two warnings (an indicator of two characters read
 * as blank, no <leader> supplied), the second rejected (a subfield code of two characters).
 */
export const MARCXML_WITH_NOTES = `<?xml version="1.0" encoding="UTF-8"?>
<collection xmlns="http://www.loc.gov/MARC21/slim">
  <record>
    <controlfield tag="001">aviso-1</controlfield>
    <datafield tag="245" ind1="10" ind2="0"><subfield code="a">Memórias póstumas de Brás Cubas</subfield></datafield>
  </record>
  <record>
    <leader>00000nam a2200000 a 4500</leader>
    <controlfield tag="001">aviso-2</controlfield>
    <datafield tag="245" ind1="1" ind2="0"><subfield code="ab">Dom Casmurro</subfield></datafield>
  </record>
</collection>`;
