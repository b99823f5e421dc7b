/**
 * The server `bench:web` and `bench:web-profile` measure, in a process of its own: the real app on a fresh
 * database with a real MARC file imported, serving the built web app on a loopback port. In the benchmark's own
 * process it shared an event loop with Lighthouse, which takes in the page's trace while the page loads: the
 * server's answers waited behind that work, and Lighthouse's simulation counts a slow answer as the server's time.
 * Run as a script it prints `listening {url, firstRecordId}` once ready and closes on SIGTERM; `spawnWebServer` does both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import readline from 'node:readline';
import { startServer } from '../e2e/support/server.ts';
import { marcDataDir } from '../server/src/testing/marc-data.ts';

const READY = 'listening ';

export interface WebServer {
  url: string;
  /** The first title of the catalogue (its page is the title page measured). */
  firstRecordId: number;
  close(): Promise<void>;
}

/** Starts this file as a child process (same Node options, same environment) and waits for its address. */
export async function spawnWebServer(): Promise<WebServer> {
  const child: ChildProcess = spawn(process.execPath, [...process.execArgv, new URL(import.meta.url).pathname], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const ready = await new Promise<{ url: string; firstRecordId: number }>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith(READY)) resolve(JSON.parse(line.slice(READY.length)));
    });
    child.once('exit', (code) => reject(new Error(`the web server exited (${code}) before listening`)));
  });
  return {
    ...ready,
    async close() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const server = await startServer([`${marcDataDir()}/evergreen_jazz_1k.xml`]);
  process.once('SIGTERM', () => {
    void server.close().finally(() => process.exit(0));
  });
  const first = await server.testApp.app.context.db
    .selectFrom('records')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  console.log(`${READY}${JSON.stringify({ url: server.url, firstRecordId: first.id })}`);
}
