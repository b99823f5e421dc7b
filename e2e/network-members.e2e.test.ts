import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import type { Session } from '../server/src/circulation/circulation-fixtures.testing.ts';
import { importBooks } from '../server/src/network/network-fixtures.testing.ts';
import { ensureInstitution } from '../server/src/site-parameters/index.ts';
import { staffSession } from '../server/src/staff/staff-fixtures.testing.ts';
import { freePort } from '../server/src/testing/server-processes.testing.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { expectAccessible } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

const ADMIN_LOGIN = '9000024';

/**
 * The network's members in Chromium (docs/network.md, "Members"): the site administrator adds the deployment's own
 * OAI-PMH provider, after a refused address that keeps what was typed; harvests it now and reads the result; adds a
 * member nobody answers for and reads why its harvest failed; changes a member; removes one after confirming; and
 * the visitor's network page shows the union the screen built. Desktop in Portuguese, a phone in English, axe.
 */
describe('staff: network members', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;
  let admin: Session;

  const staffCall = (method: 'GET' | 'DELETE', path: string) =>
    testApp.app.inject({ method, url: path, headers: { authorization: `Bearer ${admin.token}` } });

  beforeAll(async () => {
    testApp = await createWebTestApp();
    const { db } = testApp.database;
    await importBooks(testApp, [
      { key: 'm1', title: 'Vidas secas', author: 'Ramos, Graciliano', year: 1938, libraries: ['BC'] },
      { key: 'm2', title: 'Iracema', author: 'Alencar, José de', year: 1865, libraries: ['BC'] },
    ]);
    const institution = await ensureInstitution(db);
    await db
      .updateTable('institutions')
      .set({ login_denomination: 'Matrícula' })
      .where('id', '=', institution.id)
      .execute();
    admin = await staffSession(testApp, ADMIN_LOGIN, ['siteAdmin'], { name: 'Rita Administração' });
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  /** The sign-in form's password label and button in each language the tests read. */
  const SIGN_IN: Record<string, [string, string]> = {
    'pt-BR': ['Senha', 'Acessar'],
    'en-GB': ['Password', 'Sign in'],
    'fr-FR': ['Mot de passe', 'Se connecter'],
  };

  async function signedIn(width: number, locale: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/equipe/rede`);
    await page.waitForURL(/\/login\?redirect=/);
    const [password, submit] = SIGN_IN[locale]!;
    await page.getByLabel('Matrícula', { exact: true }).fill(ADMIN_LOGIN);
    await page.getByLabel(password, { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: submit, exact: true }).click();
    await page.waitForURL(`${url}/equipe/rede`);
    return { context, page };
  }

  const row = (page: Page, repository: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(repository) }) });

  it('adds the own provider after a refused address, harvests it, and explains a failed harvest', async () => {
    // A retried run starts from no members again (removed as the screen does, records and all).
    for (const member of (await staffCall('GET', '/api/equipe/rede/membros')).json())
      await staffCall('DELETE', `/api/equipe/rede/membros/${member.codigo}`);
    const { context, page } = await signedIn(1280, 'pt-BR');
    await page.getByRole('heading', { level: 1, name: 'Membros da rede' }).waitFor();
    await page.getByText('Nenhum membro ainda: o catálogo da rede fica indisponível').waitFor();
    await page
      .getByRole('navigation', { name: 'Console da equipe' })
      .getByRole('link', { name: 'Rede: membros colhidos' })
      .waitFor();

    const form = page.getByRole('form', { name: 'Adicionar um repositório' });
    await form.getByLabel('Nome do repositório').fill('Catálogo da Biblioteca Central');
    // A valid URL to the browser, refused by the server: only http(s) providers are harvested.
    await form.getByLabel('Endereço do provedor OAI-PMH').fill('ftp://127.0.0.1/oai');
    await form.getByLabel('Instituição', { exact: true }).fill('Universidade Exemplo');
    await form.getByLabel('Código da instituição').fill('101');
    await form.getByLabel('Intervalo entre colheitas, em minutos').fill('60');
    await form.getByRole('button', { name: 'Adicionar' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'O endereço do provedor OAI-PMH deve começar com http:// ou https://.' })
      .waitFor();
    // Nothing typed is lost: only the address is corrected.
    expect(await form.getByLabel('Nome do repositório').inputValue()).toBe('Catálogo da Biblioteca Central');
    expect(await form.getByLabel('Código da instituição').inputValue()).toBe('101');
    await form.getByLabel('Endereço do provedor OAI-PMH').fill(`${url}/oai`);
    await form.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByText('Catálogo da Biblioteca Central foi adicionado.').waitFor();

    const central = row(page, 'Catálogo da Biblioteca Central');
    await expect.poll(() => central.textContent()).toContain('Universidade Exemplo (101)');
    await expect.poll(() => central.textContent()).toContain('Ainda não colhido');
    await expect.poll(() => central.textContent()).toContain('Colhido a cada 60 minutos');
    await central.getByRole('button', { name: 'Colher agora Catálogo da Biblioteca Central' }).click();
    await page
      .getByText(
        'Colheita de Catálogo da Biblioteca Central concluída: 2 gravados e 0 apagados; 2 no catálogo da rede.',
      )
      .waitFor();
    await expect.poll(() => central.textContent()).toContain('2 registros no catálogo da rede');
    await expect.poll(() => central.textContent()).toMatch(/Colhido em \d{2}\/\d{2}\/\d{4}/);

    await form.getByLabel('Nome do repositório').fill('Acervo da Faculdade Fechada');
    await form.getByLabel('Endereço do provedor OAI-PMH').fill(`http://127.0.0.1:${await freePort()}/oai`);
    await form.getByLabel('Instituição', { exact: true }).fill('Faculdade Fechada');
    await form.getByLabel('Código da instituição').fill('404');
    await form.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByText('Acervo da Faculdade Fechada foi adicionado.').waitFor();
    const closed = row(page, 'Acervo da Faculdade Fechada');
    // The form's default interval: once a day.
    await expect.poll(() => closed.textContent()).toContain('Colhido a cada 1.440 minutos');
    await closed.getByRole('button', { name: 'Colher agora Acervo da Faculdade Fechada' }).click();
    await page.getByText('A colheita de Acervo da Faculdade Fechada falhou: o provedor não respondeu.').waitFor();
    await expect.poll(() => closed.textContent()).toContain('A última colheita falhou: o provedor não respondeu.');
    await expect
      .poll(() => closed.textContent())
      .toContain('Detalhe técnico: The provider could not be reached: fetch failed (ECONNREFUSED)');
    await page.screenshot({ path: '/tmp/network-members-1280.png', fullPage: true });
    await expectAccessible(page);

    // The visitor's network page searches what the screen harvested.
    const visitor = await context.newPage();
    await visitor.goto(`${url}/rede?termo=vidas`);
    await visitor.getByRole('heading', { level: 2, name: '1 obra encontrada' }).waitFor();
    await visitor.close();
    await context.close();
  }, 90_000);

  it('changes a member and removes one after confirming, on a phone in English', async () => {
    const { context, page } = await signedIn(375, 'en-GB');
    await page.getByRole('heading', { level: 1, name: 'Network members' }).waitFor();
    const closed = row(page, 'Acervo da Faculdade Fechada');
    await expect.poll(() => closed.textContent()).toContain('The last harvest failed: the provider did not answer.');

    await closed.getByRole('button', { name: 'Change Acervo da Faculdade Fechada' }).click();
    const form = page.getByRole('form', { name: 'Change Acervo da Faculdade Fechada' });
    expect(await form.getByLabel('OAI-PMH provider address').inputValue()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/oai$/);
    await form.getByLabel('Interval between harvests, in minutes').fill('120');
    await form.getByLabel('Active (harvested at its interval)').uncheck();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Acervo da Faculdade Fechada was changed.').waitFor();
    await expect.poll(() => closed.textContent()).toContain('Inactive: not harvested');
    await page.getByRole('form', { name: 'Add a repository' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: '/tmp/network-members-375.png', fullPage: true });
    await expectAccessible(page);

    // Dismissing the confirmation keeps the member; accepting it removes the member and its records.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await closed.getByRole('button', { name: 'Remove Acervo da Faculdade Fechada' }).click();
    await page.getByRole('button', { name: 'Remove Acervo da Faculdade Fechada' }).waitFor();
    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await closed.getByRole('button', { name: 'Remove Acervo da Faculdade Fechada' }).click();
    await page
      .getByText('Acervo da Faculdade Fechada was removed, and its records left the network catalogue.')
      .waitFor();
    expect(question).toBe(
      'Remove Acervo da Faculdade Fechada? The records harvested from it leave the network catalogue.',
    );
    await expect
      .poll(() => page.getByRole('rowheader').allTextContents())
      .toEqual(['Catálogo da Biblioteca CentralUniversidade Exemplo (101)']);
    const stored = await testApp.database.db.selectFrom('network_members').select('repository_name').execute();
    expect(stored).toEqual([{ repository_name: 'Catálogo da Biblioteca Central' }]);
    await context.close();
  }, 90_000);

  it('reads in French in the high-contrast palette, with no axe violation', async () => {
    const { context, page } = await signedIn(1280, 'fr-FR');
    await page.evaluate(() =>
      localStorage.setItem(
        'estante.acessibilidade',
        JSON.stringify({ zoom: 0, cor: 'alto-contraste', negrito: false, libras: false, escuro: false }),
      ),
    );
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Membres du réseau' }).waitFor();
    const central = row(page, 'Catálogo da Biblioteca Central');
    await expect.poll(() => central.textContent()).toContain('2 notices dans le catalogue du réseau');
    await expect.poll(() => central.textContent()).toContain('Moissonné toutes les 60 minutes');
    await central.getByRole('button', { name: 'Moissonner maintenant Catálogo da Biblioteca Central' }).click();
    // Nothing changed since the last harvest: the provider sends no record.
    await page
      .getByText(
        'Moisson de Catálogo da Biblioteca Central terminée : 0 enregistrées et 0 supprimées ; 2 dans le catalogue du réseau.',
      )
      .waitFor();
    await page.screenshot({ path: '/tmp/network-members-fr-contrast.png', fullPage: true });
    await expectAccessible(page);
    await context.close();
  }, 60_000);
});
