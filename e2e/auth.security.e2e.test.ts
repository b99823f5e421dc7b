import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { runAdminCommand } from '../server/src/admin/admin-commands.ts';
import { createPatron, TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import type { TestApp } from '../server/src/testing/test-app.ts';
import { launchChromium } from './support/browser.ts';
import { createWebTestApp } from './support/server.ts';

/**
 * Issue 27, finding 8 in a real browser: redirect targets with tab and newline tricks stay on this site, a patron the
 * library blocked reads the reason at sign-in, and an open session ends as soon as staff block the patron.
 */
describe('sign-in security in the browser', () => {
  let testApp: TestApp;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    testApp = await createWebTestApp();
    const { db } = testApp.database;
    await createPatron(db, { logins: ['2024301'], name: 'Bruno Carvalho' });
    await createPatron(db, { logins: ['2024302'], name: 'Clara Dias' });
    await createPatron(db, { logins: ['2024303'], name: 'Diego Souza' });
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  async function signIn(page: Page, user: string) {
    await page.getByLabel('Usuário', { exact: true }).fill(user);
    await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
  }

  it('drops redirect targets that tab, newline or encoding tricks would turn into another site', async () => {
    for (const target of ['/\t/evil.example', '/%09/evil.example', '\n//evil.example']) {
      const context = await browser.newContext({ locale: 'pt-BR' });
      const page = await context.newPage();
      await page.goto(`${url}/login?redirect=${encodeURIComponent(target)}`);
      await signIn(page, '2024301');
      // The target was refused, so no page asked for this sign-in: function 8 gets "Direcionar para".
      await page.getByLabel('Direcionar para').selectOption({ label: 'Catálogo online' });
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.waitForURL(`${url}/`);
      await page.getByText('Olá, Bruno').waitFor();
      await context.close();
    }
  });

  it('shows a blocked patron the reason staff gave', async () => {
    await runAdminCommand(testApp.database.db, ['block', '2024302', 'Devolva', 'o', 'livro', 'atrasado.']);
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await signIn(page, '2024302');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Acesso bloqueado pela biblioteca. Devolva o livro atrasado.' })
      .waitFor();
    await context.close();
  });

  it('ends an open session as soon as staff block the patron', async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${url}/login?redirect=%2Fmeupergamum`);
    await signIn(page, '2024303');
    await page.waitForURL(`${url}/meupergamum`);
    await page.getByText('Olá, Diego').waitFor();
    await runAdminCommand(testApp.database.db, ['block', '2024303', 'Cadastro em revisão.']);
    await page.reload();
    await page.waitForURL(/\/login\?redirect=%2Fmeupergamum$/);
    await context.close();
  });
});
