import fs from 'node:fs';
import path from 'node:path';
import { importMarcRecords } from '../../server/src/catalogue/import/import-marc.ts';
import { readMarcFile } from '../../server/src/catalogue/import/read-marc.ts';
import { createTestApp, type TestApp } from '../../server/src/testing/test-app.ts';

// E2E_WEB_DIST lets a run use its own build while someone else rebuilds web/dist.
const WEB_DIST = process.env.E2E_WEB_DIST ?? path.resolve(new URL('../../web/dist', import.meta.url).pathname);

export interface RunningServer {
  url: string;
  testApp: TestApp;
  close(): Promise<void>;
}

/** The real app on a fresh database, serving the built web app; fails loudly when the app is not built. */
export async function createWebTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`The web app is not built (${WEB_DIST}); npm test builds it first`);
  }
  return createTestApp({ ...env, WEB_DIST_DIR: WEB_DIST });
}

/** The real server on a fresh database, listening on a loopback port, serving the built web app. */
export async function startServer(importFiles: string[] = []): Promise<RunningServer> {
  const testApp = await createWebTestApp();
  for (const file of importFiles) await importMarcRecords(testApp.app.context, readMarcFile(file));
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, testApp, close: () => testApp.close() };
}
