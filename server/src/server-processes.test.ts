import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

/** A free loopback port (the server processes share it through node:cluster). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The pids of a process's children (Linux /proc). */
function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Server processes whose command line runs main.ts (tsx's own helper processes left out). */
function serverProcesses(primary: number): number[] {
  return childrenOf(primary).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.ts');
    } catch {
      return false;
    }
  });
}

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
      return response.ok && serverProcesses(primary.pid!).length === 2 ? true : undefined;
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
    const [victim] = serverProcesses(primary.pid!);
    process.kill(victim!, 'SIGKILL');
    const replaced = await waitFor('a replacement process', () => {
      const now = serverProcesses(primary.pid!);
      return now.length === 2 && !now.includes(victim!) ? now : undefined;
    });
    expect(replaced).toHaveLength(2);
    replacedOnce = replaced;
    await waitFor('answers after the replacement', async () =>
      (await fetch(`${base}/api/health`)).ok ? true : undefined,
    );
  }, 120_000);

  it('replaces a replacement killed while it starts, instead of stopping a server that answers', async () => {
    const [victim] = serverProcesses(primary.pid!);
    process.kill(victim!, 'SIGKILL');
    // The replacement is forked a second later and takes seconds to load: killed as soon as it exists.
    const starting = await waitFor(
      'a replacement being started',
      () => serverProcesses(primary.pid!).find((pid) => pid !== victim && !replacedOnce.includes(pid)),
      30_000,
    );
    process.kill(starting, 'SIGKILL');
    await waitFor('the early death logged', () =>
      primaryLog.includes(`${starting} ended before it listened`) ? true : undefined,
    );
    expect(primary.exitCode).toBeNull();
    const again = await waitFor('another replacement', () => {
      const now = serverProcesses(primary.pid!);
      return now.length === 2 && !now.includes(starting) && !now.includes(victim!) ? now : undefined;
    });
    expect(again).toHaveLength(2);
    await waitFor('answers after the second replacement', async () =>
      (await fetch(`${base}/api/health`)).ok ? true : undefined,
    );
  }, 120_000);

  it('stops every process on SIGTERM', async () => {
    const workers = serverProcesses(primary.pid!);
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
  }, 60_000);
});
