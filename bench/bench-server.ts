import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../server/src/testing/server-processes.testing.ts';

/**
 * The real server in a child process on 127.0.0.1 (a free port), as the benchmarks run it: no demo data, warnings
 * only, and no per-client rate limit (the load generator is one client on one address: the search limit would
 * answer it 429). Resolves once `readyPath` answers 200, polled every 100 ms: short, since bench:search measures
 * the time from start to the first search answered through this wait.
 */
export async function startBenchServer(options: {
  env: NodeJS.ProcessEnv;
  processes: number;
  readyPath: string;
  timeoutMs: number;
  stdout?: 'pipe' | 'ignore';
}): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      ...options.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: 'off',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      SERVER_PROCESSES: String(options.processes),
      RATE_LIMIT: 'off',
    },
    stdio: ['ignore', options.stdout ?? 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + options.timeoutMs;
  let exited: number | string | null | undefined;
  child.once('exit', (code, signal) => {
    exited = code ?? signal;
  });
  while (Date.now() < deadline) {
    // A server that cannot start (the port taken since, a broken catalogue) fails the benchmark now, not at the timeout.
    if (exited !== undefined) throw new Error(`the server exited before answering ${options.readyPath}: ${exited}`);
    try {
      if ((await fetch(`${base}${options.readyPath}`)).ok) return { base, child };
    } catch {
      // not listening yet, or still loading its index
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`the server did not answer ${options.readyPath} within ${options.timeoutMs / 1000} s`);
}
