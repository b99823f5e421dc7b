import { readMarcFile } from '@estante/core';
import type { Page } from 'playwright-core';
import { importMarcRecords } from '../../server/src/catalogue/import/import-marc.ts';
import { applyDemoSiteConfiguration } from '../../server/src/demo/demo-site-configuration.ts';
import { marcDataDir } from '../../server/src/testing/marc-data.ts';
import type { RunningServer } from './server.ts';

/** The demo institution's site configuration (activities, campuses, libraries, texts) on the test database. */
export async function configureDemoSite(server: RunningServer): Promise<void> {
  await applyDemoSiteConfiguration(server.testApp.app.context.db);
}

/** Stored accessibility settings, written before the app starts (the panel's own storage format). */
export async function presetAccessibility(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('estante.acessibilidade', value);
  }, JSON.stringify(settings));
}

/** Waits until the shell has rendered past the loading screen (the footer is the last landmark). */
export async function waitForShell(page: Page): Promise<void> {
  await page.locator('footer.site-footer').waitFor();
}

/** A small real catalogue (the Biblivre school library file) for screens that need titles. */
export async function importDemoRecords(server: RunningServer): Promise<void> {
  const { db } = server.testApp.app.context;
  if (await db.selectFrom('records').select('id').limit(1).executeTakeFirst()) return;
  await importMarcRecords(
    server.testApp.app.context,
    readMarcFile(`${marcDataDir()}/biblivre_pt_br_school_library.utf8.mrc`),
  );
}
