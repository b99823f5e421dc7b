import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateAuthSettings } from '../auth/auth-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
  setPolicy,
} from './circulation-fixtures.testing.ts';

const HOLD_FORM = { biblioteca: 'BC', volume: '', tomo: '', parte: '', material_adicional: '', localizacao: '' };

/** Parallel requests against one app and one database (SQLite, or PostgreSQL with DATABASE_URL). */
describe('circulation under concurrent requests', () => {
  let testApp: TestApp;
  let ids: Record<string, number>;
  let desk: ReturnType<typeof caller>;
  let lender: Session;

  beforeAll(async () => {
    testApp = await createTestApp();
    // Sixty patrons sign in from 127.0.0.1 here; the per-address sign-in throttle is tested in auth.
    await updateAuthSettings(testApp.database.db, {
      loginThrottle: { perAccount: 3, perAddress: 500, windowSeconds: 60 },
    });
    ids = await importTitles(testApp, [
      { key: 'fila', title: 'Memórias póstumas de Brás Cubas', copies: [{ library: 'BC', barcode: 'Q-1' }] },
      { key: 'renova', title: 'Macunaíma', copies: [{ library: 'BC', barcode: 'R-1' }] },
      { key: 'ultima-a', title: 'A hora da estrela', copies: [{ library: 'BC', barcode: 'U-A' }] },
      { key: 'ultima-b', title: 'Capitães da areia', copies: [{ library: 'BC', barcode: 'U-B' }] },
      { key: 'disputa', title: 'O guarani', copies: [{ library: 'BC', barcode: 'D-1' }] },
      { key: 'devolve', title: 'Senhora', copies: [{ library: 'BC', barcode: 'V-1' }] },
      { key: 'duas-mesas', title: 'O mulato', copies: [{ library: 'BC', barcode: 'M-1' }] },
      { key: 'transito', title: 'Inocência', copies: [{ library: 'BC', barcode: 'T-1' }] },
      { key: 'outra', title: 'Canaã', copies: [{ library: 'BCS', barcode: 'BCS-1' }] },
    ]);
    await setPolicy(testApp, { loanDays: 14, renewalLimit: 3, holdLimit: 5, loanLimit: 10 });
    // Staff ('08') may hold a single title at a time: the "last place" two requests race for.
    await setPolicy(testApp, { patronCategory: '08', loanDays: 14, renewalLimit: 3, holdLimit: 1, loanLimit: 10 });
    desk = caller(testApp, await deskSession(testApp));
    lender = await patronSession(testApp, 'leitor');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const checkOut = (login: string, barcode: string) =>
    desk('POST', '/api/circulacao/emprestimos', { usuario: login, codigo_barras: barcode });

  it('gives 50 simultaneous holds on one title the queue positions 1..50, no gap or duplicate', async () => {
    expect((await checkOut('leitor', 'Q-1')).statusCode).toBe(201);
    const patrons: Session[] = [];
    for (let index = 0; index < 50; index += 1) patrons.push(await patronSession(testApp, `fila${index}`));
    const responses = await Promise.all(
      patrons.map((patron) => caller(testApp, patron)('POST', '/api/reserva', { cod_acervo: ids.fila, ...HOLD_FORM })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const answered = responses.map((response) => response.json().posicao_fila).sort((a, b) => a - b);
    expect(answered).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    const stored = await testApp.database.db
      .selectFrom('holds')
      .select('queue_position')
      .where('record_id', '=', ids.fila!)
      .where('status', '=', 'queued')
      .orderBy('queue_position')
      .execute();
    expect(stored.map((row) => row.queue_position)).toEqual(answered);
  });

  it('renews a loan hit by 20 simultaneous renewals exactly up to the limit, never past it', async () => {
    expect((await checkOut('leitor', 'R-1')).statusCode).toBe(201);
    const loan = await testApp.database.db
      .selectFrom('loans')
      .select('id')
      .where('person_id', '=', lender.personId)
      .where('returned_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const renew = caller(testApp, lender);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => renew('POST', '/api/emprestimo/renovacao', { emprestimos: [loan.id] })),
    );
    const items = responses.map((response) => response.json().itens[0]);
    expect(items.filter((item) => item.renovado)).toHaveLength(3);
    expect(items.filter((item) => !item.renovado).every((item) => item.codigo === 'LimiteRenovacoesAtingido')).toBe(
      true,
    );
    expect(new Set(items.filter((item) => item.renovado).map((item) => item.renovacoes))).toEqual(new Set([1, 2, 3]));
    const stored = await testApp.database.db
      .selectFrom('loans')
      .select('renewal_count')
      .where('id', '=', loan.id)
      .executeTakeFirstOrThrow();
    expect(stored.renewal_count).toBe(3);
  });

  it('lets only one of two simultaneous holds take a patron’s last hold place', async () => {
    await checkOut('leitor', 'U-A');
    await checkOut('leitor', 'U-B');
    const staff = await patronSession(testApp, 'servidor', { category: '08' });
    const place = caller(testApp, staff);
    const responses = await Promise.all([
      place('POST', '/api/reserva', { cod_acervo: ids['ultima-a'], ...HOLD_FORM }),
      place('POST', '/api/reserva', { cod_acervo: ids['ultima-b'], ...HOLD_FORM }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    expect(responses.find((response) => response.statusCode === 422)!.json().error.code).toBe('LimiteReservasAtingido');
    expect((await place('GET', '/api/reserva')).json()).toHaveLength(1);
  });

  it('lends one copy once when two desks check it out to two patrons at the same moment', async () => {
    await patronSession(testApp, 'rival1');
    await patronSession(testApp, 'rival2');
    const responses = await Promise.all([checkOut('rival1', 'D-1'), checkOut('rival2', 'D-1')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    expect(responses.find((response) => response.statusCode === 422)!.json().error.code).toBe('ExemplarIndisponivel');
    const open = await testApp.database.db
      .selectFrom('loans')
      .innerJoin('copies', 'copies.id', 'loans.copy_id')
      .select('loans.id')
      .where('copies.barcode', '=', 'D-1')
      .where('loans.returned_at', 'is', null)
      .execute();
    expect(open).toHaveLength(1);
  });

  it('keeps a loan consistent when it is checked in while the patron renews it', async () => {
    expect((await checkOut('leitor', 'V-1')).statusCode).toBe(201);
    const loan = await testApp.database.db
      .selectFrom('loans')
      .innerJoin('copies', 'copies.id', 'loans.copy_id')
      .select(['loans.id'])
      .where('copies.barcode', '=', 'V-1')
      .executeTakeFirstOrThrow();
    const [renewal, checkIn] = await Promise.all([
      caller(testApp, lender)('POST', '/api/emprestimo/renovacao', { emprestimos: [loan.id] }),
      desk('POST', '/api/circulacao/devolucoes', { codigo_barras: 'V-1' }),
    ]);
    expect(checkIn.statusCode).toBe(200);
    const item = renewal.json().itens[0];
    const stored = await testApp.database.db
      .selectFrom('loans')
      .selectAll()
      .where('id', '=', loan.id)
      .executeTakeFirstOrThrow();
    expect(stored.returned_at).not.toBeNull();
    // Either the renewal came first (and counted) or the check-in did (and the renewal found no open loan).
    if (item.renovado) expect(stored.renewal_count).toBe(1);
    else {
      expect(item.codigo).toBe('EmprestimoNaoEncontrado');
      expect(stored.renewal_count).toBe(0);
    }
    const copy = await testApp.database.db
      .selectFrom('copies')
      .select('status')
      .where('barcode', '=', 'V-1')
      .executeTakeFirstOrThrow();
    expect(copy.status).toBe('available');
  });
  it('checks a copy in once when two desks scan it at the same moment; the queue moves by one', async () => {
    expect((await checkOut('leitor', 'M-1')).statusCode).toBe(201);
    const first = await patronSession(testApp, 'mesa1');
    const second = await patronSession(testApp, 'mesa2');
    for (const patron of [first, second])
      expect(
        (await caller(testApp, patron)('POST', '/api/reserva', { cod_acervo: ids['duas-mesas'], ...HOLD_FORM }))
          .statusCode,
      ).toBe(201);
    const checkIn = () => desk('POST', '/api/circulacao/devolucoes', { codigo_barras: 'M-1' });
    const responses = await Promise.all([checkIn(), checkIn()]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    const winner = responses.find((response) => response.statusCode === 200)!.json();
    expect(winner.reserva).toMatchObject({ cod_pessoa: first.personId, pronta: true });
    expect(responses.find((response) => response.statusCode === 422)!.json().error.code).toBe('ExemplarNaoEmprestado');
    const holds = await testApp.database.db
      .selectFrom('holds')
      .select(['person_id', 'status', 'queue_position'])
      .where('record_id', '=', ids['duas-mesas']!)
      .orderBy('id')
      .execute();
    expect(holds).toEqual([
      { person_id: first.personId, status: 'released', queue_position: null },
      { person_id: second.personId, status: 'queued', queue_position: 1 },
    ]);
    const loans = await testApp.database.db
      .selectFrom('loans')
      .innerJoin('copies', 'copies.id', 'loans.copy_id')
      .select(['loans.returned_at'])
      .where('copies.barcode', '=', 'M-1')
      .execute();
    expect(loans).toHaveLength(1);
    expect(loans[0]!.returned_at).not.toBeNull();
    const alerts = await testApp.database.db
      .selectFrom('alerts')
      .select('id')
      .where('person_id', 'in', [first.personId, second.personId])
      .execute();
    expect(alerts).toHaveLength(1);
  });

  it('receives a copy in transit once when two desks scan it at the same moment', async () => {
    expect((await checkOut('leitor', 'T-1')).statusCode).toBe(201);
    const waiting = caller(testApp, await patronSession(testApp, 'transito1'));
    const placed = (await waiting('POST', '/api/reserva', { cod_acervo: ids.transito, ...HOLD_FORM })).json();
    expect(
      (await waiting('PUT', `/api/reserva/${placed.cod_reserva}/biblioteca-retirada`, { biblioteca: 'BCS' }))
        .statusCode,
    ).toBe(200);
    expect((await desk('POST', '/api/circulacao/devolucoes', { codigo_barras: 'T-1' })).json().transito).toMatchObject({
      destino: 'BCS',
    });
    const receive = () => desk('POST', '/api/circulacao/transitos/recebimento', { codigo_barras: 'T-1' });
    const responses = await Promise.all([receive(), receive()]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    expect(responses.find((response) => response.statusCode === 422)!.json().error.code).toBe('ExemplarNaoEmTransito');
    const [hold] = (await waiting('GET', '/api/reserva')).json();
    expect(hold).toMatchObject({ cod_reserva: placed.cod_reserva, situacao: 'LIBERADA', biblioteca_retirada: 'BCS' });
    const transits = await testApp.database.db.selectFrom('copy_transits').select(['received_at']).execute();
    expect(transits).toHaveLength(1);
    expect(transits[0]!.received_at).not.toBeNull();
  });
});
