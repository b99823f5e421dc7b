import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron, ensureProfessorCategory, TEST_PASSWORD } from '../server/src/auth/auth-fixtures.testing.ts';
import { marcDataDir } from '../server/src/testing/marc-data.ts';
import { launchChromium } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { configureDemoSite, presetAccessibility, waitForShell } from './support/shell-fixtures.ts';

/** WCAG 2.0/2.1/2.2 level A and AA rules of axe-core. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 375, height: 800 },
} as const;

const SCHEMES = ['normal', 'alto-contraste', 'invertida', 'cinza'] as const;

describe('accessibility of the shell and its screens (axe-core, WCAG 2.2 A/AA)', () => {
  let server: RunningServer;
  let browser: Browser;
  let routes: { name: string; path: string; ready: (page: Page) => Promise<unknown> }[];
  const SIGN_IN = { name: 'sign-in', path: '', ready: async () => undefined };
  /** The personal area's screens (web/src/features/account/utils/account-paths.ts), for a signed-in patron. */
  const accountRoutes = [
    '',
    '/reservas',
    '/historico',
    '/debitos',
    '/solicitacoes-emprestimo',
    '/nada-consta',
    '/comentarios',
    '/sugestoes-aquisicao',
    '/dados-pessoais',
    '/senha',
    '/troca-usuario',
    '/alertas',
    '/plano-ensino',
    '/cesta-permanente',
    '/bases-dados',
    '/perfil-interesse',
    '/solicitacoes/levantamento-bibliografico',
  ].map((suffix) => ({
    name: `meupergamum${suffix.replaceAll('/', '-')}`,
    path: `/meupergamum${suffix}`,
    ready: (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  }));

  beforeAll(async () => {
    server = await startServer([`${marcDataDir()}/biblivre_pt_br_school_library.utf8.mrc`]);
    await configureDemoSite(server);
    browser = await launchChromium();
    const { db } = server.testApp.app.context;
    // A professor, so that the teaching-plan screen is in the menu too.
    await ensureProfessorCategory(db);
    const professor = await createPatron(db, { logins: ['a11y.prof'], name: 'Helena Duarte', category: '04' });
    await db
      .insertInto('professors')
      .values({ code: 'P-A11Y', name: 'Helena Duarte', person_id: professor.personId })
      .execute();
    const record = await db.selectFrom('records').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
    routes = [
      { name: 'home', path: '/', ready: h1 },
      {
        name: 'results',
        path: '/?termo=educacao',
        ready: (page) => page.locator('main a[href^="/acervo/"]').first().waitFor(),
      },
      { name: 'record', path: `/acervo/${record.id}`, ready: h1 },
      { name: 'basket', path: '/cesta', ready: h1 },
      { name: 'not-found', path: '/esta/pagina/nao/existe', ready: h1 },
      { name: 'login', path: '/login', ready: (page) => page.getByLabel('Matrícula ou CPF').waitFor() },
      { name: 'browse', path: '/indice', ready: h1 },
      { name: 'authorities', path: '/autoridades', ready: h1 },
    ];
    if (SCREENSHOT_DIR) fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function violationsOf(page: Page) {
    const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    return result.violations.map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  }

  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    for (const scheme of SCHEMES) {
      it(`has no violations on every screen, the personal area's included, at ${viewportName} width, colours "${scheme}"`, async () => {
        const context = await browser.newContext({ viewport, locale: 'pt-BR' });
        const page = await context.newPage();
        await presetAccessibility(page, { zoom: 0, cor: scheme, negrito: false, libras: false, escuro: false });
        const found: Record<string, unknown> = {};
        for (const route of [...routes, SIGN_IN, ...accountRoutes]) {
          if (route === SIGN_IN) {
            await page.goto(`${server.url}/login?redirect=%2Fcesta`);
            await page.getByLabel('Matrícula ou CPF').fill('a11y.prof');
            await page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
            await page.getByRole('button', { name: 'Acessar' }).click();
            await page.waitForURL(`${server.url}/cesta`);
            continue;
          }
          await page.goto(`${server.url}${route.path}`);
          await waitForShell(page);
          await route.ready(page);
          if (scheme === 'alto-contraste') {
            await expect(page.evaluate(() => document.documentElement.className)).resolves.toContain(
              'scheme-high-contrast',
            );
          }
          const violations = await violationsOf(page);
          if (violations.length > 0) found[route.name] = violations;
          if (SCREENSHOT_DIR && (scheme === 'normal' || scheme === 'alto-contraste')) {
            await page.screenshot({
              path: `${SCREENSHOT_DIR}/${route.name}-${viewportName}-${scheme}.png`,
              fullPage: true,
            });
          }
        }
        expect(found).toEqual({});
        await context.close();
      });
    }
  }

  it('has no violations with the accessibility panel and a footer dialog open, in dark mode with bold text', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'pt-BR' });
    const page = await context.newPage();
    await presetAccessibility(page, { zoom: 40, cor: 'normal', negrito: true, libras: true, escuro: true });
    await page.goto(server.url);
    await waitForShell(page);
    await page.getByRole('button', { name: 'Acessibilidade' }).click();
    await page.getByRole('heading', { name: 'Opções de acessibilidade' }).waitFor();
    expect(await violationsOf(page)).toEqual([]);
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/panel-dark-bold-zoom40.png` });
    await page.getByRole('button', { name: 'Sugestão de aquisição' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await violationsOf(page)).toEqual([]);
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/suggestion-dialog-visitor.png` });
    await context.close();
  });

  it('keeps screenshots of the shell in English, desktop and mobile', async () => {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport, locale: 'pt-BR' });
      const page = await context.newPage();
      await page.goto(`${server.url}/?lng=en`);
      await waitForShell(page);
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
      expect(await violationsOf(page)).toEqual([]);
      if (SCREENSHOT_DIR)
        await page.screenshot({ path: `${SCREENSHOT_DIR}/home-${viewportName}-en.png`, fullPage: true });
      await context.close();
    }
  });
});
