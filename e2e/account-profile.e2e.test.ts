import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron, TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
  setPolicy,
} from '../server/src/circulation/circulation-fixtures.testing.ts';
import { ensureInstitution } from '../server/src/site-parameters/institution.repository.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const NEW_PASSWORD = 'Estante#Nova2027';

/** Personal data, password change, alerts and user swap of the personal area, in Chromium against the real server. */
describe('personal area: personal data, password, alerts, user swap', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  let desk: ReturnType<typeof caller>;
  let lucia: Session;

  beforeAll(async () => {
    testApp = await createWebTestApp();
    const { db } = testApp.database;
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ login_denomination: 'Matrícula' })
      .where('id', '=', institution.id)
      .execute();
    const ids = await importTitles(testApp, [
      { key: 'ateneu', title: 'O Ateneu', copies: [{ library: 'BC', barcode: 'E2E-ATE' }] },
    ]);
    await setPolicy(testApp, { holdLimit: 5 });
    desk = caller(testApp, await deskSession(testApp));
    lucia = await patronSession(testApp, '2025001', {
      name: 'Lúcia Fernandes Prado',
      email: 'lucia@aluno.example.edu',
    });
    await patronSession(testApp, '2025002', { name: 'Otávio Reis' });
    // One human with a student and an employee record (same tax id), for the user swap. Made here, once, so
    // that a retry of that test does not create the same logins again.
    await createPatron(db, { logins: ['2025100'], name: 'Renata Alves', taxId: '71428793860' });
    await createPatron(db, { logins: ['func.renata'], name: 'Renata Alves', taxId: '71428793860', category: '08' });
    // Otávio has the only copy of O Ateneu; Lúcia waits for it.
    const loan = await desk('POST', '/api/circulacao/emprestimos', { usuario: '2025002', codigo_barras: 'E2E-ATE' });
    expect(loan.statusCode).toBe(201);
    const hold = await caller(testApp, lucia)('POST', '/api/reserva', {
      cod_acervo: ids.ateneu,
      biblioteca: 'BC',
      volume: '',
      tomo: '',
      parte: '',
      material_adicional: '',
      localizacao: '',
    });
    expect(hold.json().posicao_fila).toBe(1);
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  };
  const signIn = async (page: Page, login: string, password: string) => {
    await page.getByLabel('Matrícula', { exact: true }).fill(login);
    await page.getByLabel('Senha', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Acessar' }).click();
  };
  const person = () =>
    testApp.database.db
      .selectFrom('people')
      .select(['email', 'phone', 'city'])
      .where('id', '=', lucia.personId)
      .executeTakeFirstOrThrow();

  it('edits personal data, changes the password, and reads and removes an alert from a check-in', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/meupergamum/dados-pessoais`);
    await page.waitForURL(/\/login\?redirect=%2Fmeupergamum%2Fdados-pessoais$/);
    await signIn(page, '2025001', TEST_PASSWORD);
    await page.waitForURL(`${url}/meupergamum/dados-pessoais`);
    await page.getByRole('heading', { name: 'Dados pessoais' }).waitFor();
    await page.getByText('Lúcia Fernandes Prado').waitFor();
    const email = page.getByLabel('E-mail', { exact: true });
    expect(await email.inputValue()).toBe('lucia@aluno.example.edu');

    // A wrong e-mail: the spec's message beside the field, and nothing saved.
    await email.fill('lucia.prado@exemplo');
    await page.getByLabel('Cidade').fill('Belo Horizonte');
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await page.getByText('Preencha um e-mail válido.').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    await shot(page, 'profile-personal-data-invalid');
    await expectAccessible(page);
    expect(await person()).toEqual({ email: 'lucia@aluno.example.edu', phone: null, city: null });

    // The phone input keeps only what the spec allows.
    await page.getByLabel('Telefone').fill('(31) 3409-4000 ramal 12');
    expect(await page.getByLabel('Telefone').inputValue()).toBe('(31) 3409-4000 ');
    await page.getByLabel('Telefone').fill('(31) 3409-4000');
    await email.fill('lucia.prado@exemplo.edu.br');
    await page.getByLabel('Sexo').selectOption({ label: 'Feminino' });
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await page.getByText('Dados pessoais salvos.').waitFor();
    expect(await person()).toEqual({
      email: 'lucia.prado@exemplo.edu.br',
      phone: '(31) 3409-4000',
      city: 'Belo Horizonte',
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Dados pessoais' }).waitFor();
    await expect.poll(() => page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('lucia.prado@exemplo.edu.br');
    expect(await page.getByLabel('Cidade').inputValue()).toBe('Belo Horizonte');
    expect(await page.getByLabel('Sexo').inputValue()).toBe('F');

    // Password change, with the recovery screen's live rules; then sign in again with the new password.
    await page.getByRole('link', { name: 'Alterar senha' }).click();
    await page.getByRole('heading', { name: 'Alterar senha' }).waitFor();
    await page.getByLabel('Senha atual', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Nova senha', { exact: true }).fill('prado2027');
    const rules = page.getByRole('list', { name: 'Critérios da nova senha' });
    await rules.getByText('Nenhuma palavra do seu nome (não atendido)').waitFor();
    await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await rules.getByText('Nenhuma palavra do seu nome (atendido)').waitFor();
    await rules.getByText('Letras maiúsculas e minúsculas (atendido)').waitFor();
    await page.getByLabel('Confirme a nova senha', { exact: true }).fill(NEW_PASSWORD);
    await shot(page, 'profile-password');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.waitForURL(/\/login\?redirect=%2Fmeupergamum$/);
    await page.getByText('Senha alterada com sucesso. Entre com a nova senha.').waitFor();
    await signIn(page, '2025001', TEST_PASSWORD);
    await page
      .getByRole('alert')
      .getByText(/senha incorretos/)
      .waitFor();
    await signIn(page, '2025001', NEW_PASSWORD);
    await page.waitForURL(`${url}/meupergamum`);

    // The desk checks the copy in: the hold is released to Lúcia, which leaves her an alert.
    const checkIn = await desk('POST', '/api/circulacao/devolucoes', { codigo_barras: 'E2E-ATE' });
    expect(checkIn.json().reservado_para).toBeTruthy();
    // The menu tells her (after the next look at the server).
    await page.reload();
    await page.getByRole('link', { name: 'Alertas (1 alerta não lido)' }).click();
    await page.getByRole('heading', { name: 'Alertas' }).waitFor();
    const alert = page.getByRole('listitem').filter({ hasText: 'Reserva disponível' });
    await alert.getByText(/“O Ateneu” está disponível para retirada em .+ até \d{2}\/\d{2}\/\d{4}\./).waitFor();
    await alert.getByText('Não lido').waitFor();
    await page.getByRole('region', { name: 'Alertas' }).getByText('1 alerta não lido').waitFor();
    await shot(page, 'profile-alerts');
    await expectAccessible(page);
    await alert.getByRole('button', { name: 'Marcar como lido' }).click();
    await alert.getByText('Lido', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /Marcar como lido/ }).count()).toBe(0);
    await alert.getByRole('button', { name: /Remover/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Remover alerta' });
    await dialog.getByText('Deseja remover o alerta “Reserva disponível”?').waitFor();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Alerta removido.').waitFor();
    await page.getByText('Nenhum alerta.').waitFor();
    await page.getByRole('link', { name: 'Alertas', exact: true }).waitFor();
    const left = await testApp.database.db
      .selectFrom('alerts')
      .select('id')
      .where('person_id', '=', lucia.personId)
      .execute();
    expect(left).toEqual([]);
    await context.close();
  });

  it('swaps to the person’s other user, which ends the current session', async () => {
    // Renata (2025100 and func.renata) is one human with a student and an employee record: see beforeAll.
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${url}/login?redirect=%2Fmeupergamum%2Ftroca-usuario&lng=en`);
    await page.getByLabel('Matrícula', { exact: true }).fill('2025100');
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Several logins: the sign-in asks which one first (spec 000 §4); she stays the student.
    await page.getByRole('heading', { name: 'Choose the record' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${url}/meupergamum/troca-usuario`);
    await page.getByRole('heading', { name: 'Switch user' }).waitFor();
    await page.getByText('In use now: 2025100').waitFor();
    await page.getByRole('button', { name: 'Switch user' }).click();
    await page.getByText('Please fill in the User field.').waitFor();
    await page.getByLabel('User', { exact: true }).selectOption('func.renata');
    await page.getByRole('button', { name: 'Switch user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch user' });
    await dialog.getByText('The current session will end and you will continue as func.renata.').waitFor();
    await shot(page, 'profile-user-swap');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${url}/meupergamum`);
    await page.getByRole('link', { name: 'Switch user' }).click();
    await page.getByText('In use now: func.renata').waitFor();
    // The student sign-in was revoked on the server.
    const live = await testApp.database.db
      .selectFrom('refresh_tokens')
      .innerJoin('people', 'people.id', 'refresh_tokens.person_id')
      .select(['people.category_code'])
      .where('people.tax_id', '=', '71428793860')
      .where('refresh_tokens.revoked_at', 'is', null)
      .where('refresh_tokens.used_at', 'is', null)
      .execute();
    expect(live.map((row) => row.category_code)).toEqual(['08']);
    await context.close();
  });
});
