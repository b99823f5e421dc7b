import fs from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LANGUAGES } from '@estante/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcDataDir } from '../server/src/testing/marc-data.ts';
import { launchChromium } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { configureDemoSite, waitForShell } from './support/shell-fixtures.ts';

const LOCALES_DIR = path.resolve(new URL('../web/src/locales', import.meta.url).pathname);

/** Every leaf text of one language's translation files, keyed "<namespace>:<dotted key>". */
function localeTexts(language: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (namespace: string, tree: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const dotted = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'object' && value !== null) walk(namespace, value as Record<string, unknown>, dotted);
      else texts.set(`${namespace}:${dotted}`, String(value));
    }
  };
  for (const file of fs.readdirSync(path.join(LOCALES_DIR, language))) {
    if (!file.endsWith('.json')) continue;
    walk(file.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, file), 'utf8')), '');
  }
  return texts;
}

/**
 * Portuguese interface texts that the language translates differently: seeing one of them on a page in that
 * language means a string was not translated (Spanish "Cesta" or "Idioma" are the same words, and stay allowed).
 * Language names are left out: the language switcher names each language in itself ("Português" on every page).
 */
function portugueseOnlyTexts(language: string): Set<string> {
  const portuguese = localeTexts('pt');
  const translated = localeTexts(language);
  const own = new Set(translated.values());
  return new Set(
    [...portuguese]
      .filter(
        ([key, text]) =>
          translated.get(key) !== text &&
          !own.has(text) &&
          !text.includes('{{') &&
          !key.startsWith('common:languageNames.'),
      )
      .map(([, text]) => text.replace(/\s+/g, ' ').trim()),
  );
}

/**
 * Visible interface text of a page: every text node of header and footer, and in main the texts of controls and
 * labels (buttons, labels, legends, tabs, table and list headers, section headings). Catalogue data (titles,
 * authors, subjects) is the same in every language and stays out.
 */
function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null || element.tagName === 'BODY';
    const texts = new Set<string>();
    const collect = (root: Element) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.replace(/\s+/g, ' ').trim();
        if (text && node.parentElement && visible(node.parentElement)) texts.add(text);
      }
    };
    for (const root of document.querySelectorAll('header, footer')) collect(root);
    for (const element of document.querySelectorAll(
      'main :is(button, label, legend, th, dt, h2, [role="tab"], .page__lead, nav a)',
    )) {
      collect(element);
    }
    return [...texts];
  });
}

describe('every visible interface string changes with the language', () => {
  let server: RunningServer;
  let browser: Browser;
  let paths: string[];

  beforeAll(async () => {
    server = await startServer([`${marcDataDir()}/biblivre_pt_br_school_library.utf8.mrc`]);
    await configureDemoSite(server);
    browser = await launchChromium();
    const { db } = server.testApp.app.context;
    const record = await db.selectFrom('records').select('id').orderBy('id').executeTakeFirstOrThrow();
    paths = ['/', '/?termo=educacao', `/acervo/${record.id}`, '/cesta', '/pagina/que/nao/existe'];
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('leaves no Portuguese interface text in English, Spanish, French or Italian', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const textsOf = async (path: string, language: string) => {
      const separator = path.includes('?') ? '&' : '?';
      await page.goto(`${server.url}${path}${separator}lng=${language}`);
      await waitForShell(page);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Let the page's own data arrive (results, sections) before reading it.
      await page.waitForLoadState('networkidle');
      return interfaceTexts(page);
    };
    const untranslated: Record<string, string[]> = {};
    for (const path of paths) {
      // The detector sees the interface: in Portuguese, the page shows many of these texts.
      const portugueseTexts = await textsOf(path, 'pt');
      const english = portugueseOnlyTexts('en');
      expect(portugueseTexts.filter((text) => english.has(text)).length).toBeGreaterThan(3);
      for (const language of SUPPORTED_LANGUAGES.filter((tag) => tag !== 'pt')) {
        const portugueseOnly = portugueseOnlyTexts(language);
        const left = (await textsOf(path, language)).filter((text) => portugueseOnly.has(text));
        if (left.length > 0) untranslated[`${language} ${path}`] = left;
      }
    }
    expect(untranslated).toEqual({});
    await context.close();
  });
});
