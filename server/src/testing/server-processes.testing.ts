import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/**
 * Real server processes for tests and drills: `main.ts` started as `npm run serve` would, with SERVER_PROCESSES
 * workers on a free loopback port, and the probes that tell which of them listen (server-processes.test.ts, the
 * hold-burst test and the kill -9 drill).
 */

const SERVER_DIR = new URL('../..', import.meta.url).pathname;

/** A free loopback port (the server processes share it through node:cluster). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Server processes (children of the primary whose command line runs main.ts; tsx's helpers left out). */
export function workerPids(primary: number): number[] {
  let children: number[];
  try {
    children = fs
      .readFileSync(`/proc/${primary}/task/${primary}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return children.filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.ts');
    } catch {
      return false;
    }
  });
}

/** Inodes of the established TCP connections whose local port is `port` (Linux /proc/net/tcp and tcp6). */
function connectionInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = fs.readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const columns = line.trim().split(/\s+/);
      // local_address is ADDRESS:PORT in hex; state 01 is ESTABLISHED; the inode is the tenth column.
      if (columns[1]?.endsWith(`:${hexPort}`) && columns[3] === '01' && columns[9]) inodes.add(columns[9]);
    }
  }
  return inodes;
}

/** Whether the process holds one of the connections (node:cluster hands each accepted connection to one process). */
function holdsConnection(pid: number, inodes: Set<string>): boolean {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        return target.startsWith('socket:[') && inodes.has(target.slice(8, -1));
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

export interface ServerProcesses {
  base: string;
  primary: ChildProcess;
  workers(): number[];
  /** Server processes that hold a client connection, so have listened. */
  serving(): number[];
  /** Waits until `count` processes listen and answer. */
  ready(count: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts `npm run serve`'s main.ts with SERVER_PROCESSES=`count` on a free 127.0.0.1 port over the test database. */
export async function startServerProcesses(
  database: { dataDir: string; databaseUrl?: string; schema?: string },
  options: { count: number; stderr?: 'inherit' | 'ignore' | number; env?: Record<string, string> },
): Promise<ServerProcesses> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const primary = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      SERVER_PROCESSES: String(options.count),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      DATABASE_SCHEMA: database.schema ?? '',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      // Each patron of a burst writes faster than a person: the per-client write limit (a 429 before any work)
      // would keep requests from the database, whose concurrency is what a burst tests.
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', options.stderr ?? 'inherit'],
  });
  let exitedWith = '';
  const exited = new Promise<void>((resolve) =>
    primary.once('exit', (code, signal) => {
      exitedWith = `; the primary process ended (${signal ?? code})`;
      resolve();
    }),
  );
  const workers = () => (primary.pid ? workerPids(primary.pid) : []);
  const processes: ServerProcesses = {
    base,
    primary,
    workers,
    serving() {
      const inodes = connectionInodes(port);
      return workers().filter((pid) => holdsConnection(pid, inodes));
    },
    async ready(count) {
      let last = '';
      await waitFor(`${count} listening server processes`, async () => {
        last = `${workers().length} processes`;
        const response = await fetch(`${base}/api/health`);
        last += `, health ${response.status}`;
        return response.ok && workers().length === count ? true : undefined;
      }).catch((error: Error) => {
        throw new Error(`${error.message} (last seen: ${last}${exitedWith})`);
      });
    },
    async stop() {
      if (primary.exitCode !== null || primary.signalCode !== null) return;
      primary.kill('SIGTERM');
      const timer = setTimeout(() => primary.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  await processes.ready(options.count);
  return processes;
}
