import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitFor, workerPids } from './testing/server-processes.testing.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

describe('several server processes on one port (SERVER_PROCESSES)', () => {
  let database: TestDatabase;
  let primary: ChildProcess;
  let base: string;
  let exited: Promise<number | null>;
  let primaryLog = '';
  let replacedOnce: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: new URL('..', import.meta.url).pathname,
      env: {
        ...process.env,
        SERVER_PROCESSES: '2',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        DATABASE_SCHEMA: database.schema ?? '',
        DEMO_DATA: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    primary.stderr!.on('data', (chunk: Buffer) => {
      primaryLog += chunk.toString();
      process.stderr.write(chunk);
    });
    exited = new Promise((resolve) => primary.once('exit', (code) => resolve(code)));
    await waitFor('two listening processes', async () => {
      const response = await fetch(`${base}/api/health`);
      return response.ok && workerPids(primary.pid!).length === 2 ? true : undefined;
    });
  }, 120_000);

  afterAll(async () => {
    if (primary && primary.exitCode === null) primary.kill('SIGKILL');
    await database?.destroy();
  });

  it('answers concurrent searches and replaces a process that dies', async () => {
    const searches = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${base}/api/consulta?termo=qualquer`).then((response) => response.status),
      ),
    );
    expect(searches).toEqual(Array(12).fill(200));
    const [victim] = workerPids(primary.pid!);
    process.kill(victim!, 'SIGKILL');
    const replaced = await waitFor('a replacement process', () => {
      const now = workerPids(primary.pid!);
      return now.length === 2 && !now.includes(victim!) ? now : undefined;
    });
    expect(replaced).toHaveLength(2);
    replacedOnce = replaced;
    await waitFor('answers after the replacement', async () =>
      (await fetch(`${base}/api/health`)).ok ? true : undefined,
    );
  }, 120_000);

  it('replaces a replacement killed while it starts, instead of stopping a server that answers', async () => {
    const [victim] = workerPids(primary.pid!);
    process.kill(victim!, 'SIGKILL');
    // The replacement is forked a second later and takes seconds to load: killed as soon as it exists.
    const starting = await waitFor(
      'a replacement being started',
      () => workerPids(primary.pid!).find((pid) => pid !== victim && !replacedOnce.includes(pid)),
      30_000,
    );
    process.kill(starting, 'SIGKILL');
    await waitFor('the early death logged', () =>
      primaryLog.includes(`${starting} ended before it listened`) ? true : undefined,
    );
    expect(primary.exitCode).toBeNull();
    const again = await waitFor('another replacement', () => {
      const now = workerPids(primary.pid!);
      return now.length === 2 && !now.includes(starting) && !now.includes(victim!) ? now : undefined;
    });
    expect(again).toHaveLength(2);
    await waitFor('answers after the second replacement', async () =>
      (await fetch(`${base}/api/health`)).ok ? true : undefined,
    );
  }, 120_000);

  it('stops every process on SIGTERM', async () => {
    const workers = workerPids(primary.pid!);
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
  }, 60_000);
});
