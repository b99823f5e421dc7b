import cluster, { type Worker } from 'node:cluster';

/** Replacements that die before listening, in a row, after which the server stops (the cause is not passing). */
const MAX_EARLY_DEATHS_IN_A_ROW = 5;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * Runs `count` server processes on one port (node:cluster: the primary hands out connections in turn), so a
 * machine with several cores answers searches on all of them. The first process migrates the database and
 * seeds the demo alone; the others start once it listens. A process that ends is replaced, after a pause that
 * doubles while replacements keep dying before they listen. Only the first process's death before it ever listened
 * stops everything at once (a configuration error would only repeat); later, a replacement killed while starting (an
 * OOM kill, an operator's kill -9) must not take down a server that is answering on its other processes.
 */
export function runServerProcesses(count: number, log: (line: string) => void): void {
  let stopping = false;
  let served = false;
  let earlyDeathsInARow = 0;
  const listened = new WeakSet<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listened.add(worker);
      served = true;
      earlyDeathsInARow = 0;
    });
    return worker;
  };
  const stop = (reason: string, code: number) => {
    log(`${reason}; stopping`);
    stopping = true;
    for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
    process.exitCode = code || 1;
  };
  fork().once('listening', () => {
    for (let started = 1; started < count; started += 1) fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const how = signal ?? code;
    if (!listened.has(worker)) {
      if (!served) return stop(`a server process ended before it started (${how})`, code);
      earlyDeathsInARow += 1;
      if (earlyDeathsInARow > MAX_EARLY_DEATHS_IN_A_ROW) {
        return stop(`${earlyDeathsInARow} server processes in a row ended before they listened (${how})`, code);
      }
    }
    const delay = Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** earlyDeathsInARow);
    const when = listened.has(worker) ? 'ended' : 'ended before it listened';
    log(`server process ${worker.process.pid} ${when} (${how}); starting another in ${delay / 1000} s`);
    setTimeout(fork, delay).unref();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
}
