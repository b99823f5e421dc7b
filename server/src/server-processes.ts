import cluster, { type Worker } from 'node:cluster';

/**
 * Runs `count` server processes on one port (node:cluster: the primary hands out connections in turn), so a
 * machine with several cores answers searches on all of them. The first process migrates the database and
 * seeds the demo alone; the others start once it listens. A process that ends after it served is replaced; one
 * that ends before it ever listened stops everything (a configuration error would only repeat).
 */
export function runServerProcesses(count: number, log: (line: string) => void): void {
  let stopping = false;
  const listened = new WeakSet<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listened.add(worker));
    return worker;
  };
  fork().once('listening', () => {
    for (let started = 1; started < count; started += 1) fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!listened.has(worker)) {
      log(`a server process ended before it started (${signal ?? code}); stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = code || 1;
      return;
    }
    log(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, 1000).unref();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
}
