import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** How the import command gave way to the server (docs/performance.md, "Import"). */
export interface YieldedPriority {
  /** The nice value its threads were given, or 0 when they kept the usual priority. */
  nice: number;
  /** Whether its threads run under SCHED_IDLE: only when the cores have nothing else to run. */
  idle: boolean;
  /**
   * Whether the preparation workers are to put themselves under SCHED_IDLE (`idleThisThread`) where the rest of the
   * import does not: on SQLite, where only the writing thread holds the write lock.
   */
  idleWorkers: boolean;
}

/**
 * Lowers the priority of every thread of this process (IMPORT_NICE, default 10; 0 keeps it): on Linux a priority
 * belongs to a thread, and threads started later (the preparation workers, the checkpointer) take their creator's.
 * The import then runs on what the server leaves, and the server's searches keep answering near their idle pace.
 *
 * On PostgreSQL the threads also go under SCHED_IDLE. At a million records, beside an import of 250,000 updates, the
 * searches' p95 was 2.75 times the idle one at nice 10, 2.28 at nice 19 and 2.13 under SCHED_IDLE: a nice-0 thread
 * waking (a search's request, a query's answer) takes the core from a SCHED_IDLE one at once. On SQLite only the
 * preparation workers go under it (`idleWorkers`): the writing thread holds the database's one write lock during
 * its batch, and a starved writer would hold every write of the server; a worker holds no lock, and it is most of
 * the import's CPU. Node has no call for a scheduling policy; `chrt` (util-linux, on every Debian) sets it, for all
 * of the process's threads or for one; where it is missing or refused, the nice value stands.
 */
export function yieldToTheServer(nice: number, engine: 'sqlite' | 'postgres'): YieldedPriority {
  if (!Number.isInteger(nice) || nice <= 0) return { nice: 0, idle: false, idleWorkers: false };
  const value = Math.min(19, nice);
  let threads = [0];
  try {
    threads = fs.readdirSync('/proc/self/task').map(Number);
  } catch {
    // Not Linux: the process's priority, where the system has one per process.
  }
  let lowered = 0;
  for (const thread of threads) {
    try {
      os.setPriority(thread, value);
      lowered = value;
    } catch {
      // Not allowed here (a container without the right): the import runs at the usual priority.
    }
  }
  if (process.platform !== 'linux') return { nice: lowered, idle: false, idleWorkers: false };
  if (engine === 'sqlite') return { nice: lowered, idle: false, idleWorkers: true };
  return {
    nice: lowered,
    idle: underIdlePolicy(['--all-tasks', '--pid', '0', String(process.pid)]),
    idleWorkers: false,
  };
}

/**
 * Puts the calling thread alone under SCHED_IDLE (a preparation worker, `idleWorkers` above); whether it could. Its
 * thread id is read from /proc/thread-self (`PID/task/TID`), as Node does not give it.
 */
export function idleThisThread(): boolean {
  if (process.platform !== 'linux') return false;
  let thread: string;
  try {
    thread = fs.readlinkSync('/proc/thread-self').split('/').pop()!;
  } catch {
    return false;
  }
  return underIdlePolicy(['--pid', '0', thread]);
}

function underIdlePolicy(target: string[]): boolean {
  const chrt = spawnSync('chrt', ['--idle', ...target], { stdio: 'ignore', timeout: 5_000 });
  return chrt.status === 0;
}
