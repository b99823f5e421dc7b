import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcDataDir } from '../server/src/testing/marc-data.ts';
import { launchChromium } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/** Index lists and authority pages against the search engineer's browse and authority API. */
describe('browse screens in the browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer([
      `${marcDataDir()}/evergreen_jazz_1k.xml`,
      `${marcDataDir()}/authorities/evergreen_concerto_authorities.xml`,
    ]);
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('browses the author index from a prefix, pages on, and lists the titles of a heading', async () => {
    const first = await fetch(`${server.url}/api/consulta/indice?tipo=autor&termo=Coltrane`).then((r) => r.json());
    const entry = first.entradas[0];
    const page = await browser.newPage({ locale: 'pt-BR' });
    await page.goto(`${server.url}/indice`);
    await page.getByLabel('Índice', { exact: true }).selectOption('autor');
    await page.getByLabel('Começa com').fill('Coltrane');
    await page.getByRole('button', { name: 'Ir' }).click();
    await page.waitForURL(/tipo=autor&termo=Coltrane/);
    await page.getByRole('link', { name: entry.descricao, exact: true }).click();
    await page.getByRole('heading', { name: `Títulos em “${entry.descricao}”` }).waitFor();
    const records = await fetch(
      `${server.url}/api/consulta/indice/acervos?tipo=autor&chave=${encodeURIComponent(entry.chave)}`,
    ).then((r) => r.json());
    await page.getByRole('link', { name: records.data[0].titulo, exact: true }).first().waitFor();
    expect(first.proxima).not.toBeNull();
    await page.getByRole('link', { name: /Próximos/ }).click();
    await page.waitForURL(/apos=/);
    const next = await fetch(
      `${server.url}/api/consulta/indice?tipo=autor&apos=${encodeURIComponent(first.proxima)}`,
    ).then((r) => r.json());
    await page.getByRole('link', { name: next.entradas[0].descricao, exact: true }).waitFor();
    await page.close();
  });

  it('lists authorities by type and opens an authority with its MARC view', async () => {
    const list = await fetch(`${server.url}/api/autoridade?tipo=personal`).then((r) => r.json());
    expect(list.total).toBeGreaterThan(0);
    const authority = list.data[0];
    const page = await browser.newPage({ locale: 'pt-BR' });
    await page.goto(`${server.url}/autoridades?tipo=personal`);
    await page.getByRole('link', { name: authority.cabecalho, exact: true }).click();
    await page.waitForURL(new RegExp(`/autoridade/${authority.cod_autoridade}$`));
    await page.getByRole('heading', { level: 1, name: authority.cabecalho }).waitFor();
    await page.getByRole('link', { name: 'MARC', exact: true }).click();
    await page.waitForURL(/\/marc$/);
    await page.getByText('100', { exact: true }).first().waitFor();
    await page.goto(`${server.url}/autoridade/99999999`);
    await page.getByRole('heading', { level: 1, name: 'Autoridade não encontrada' }).waitFor();
    await page.close();
  });
});
