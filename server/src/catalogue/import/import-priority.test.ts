import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('./import-priority.ts', import.meta.url));
const PREPARER = fileURLToPath(new URL('./record-preparer.ts', import.meta.url));
/** Linux's number for SCHED_IDLE (sched.h), and for the usual SCHED_OTHER. */
const SCHED_IDLE = 5;
const SCHED_OTHER = 0;

/**
 * Runs yieldToTheServer in a process of its own (the import command's place) with a worker thread started after it
 * (a plain one, or the import's preparation workers as the command starts them), and reads back what the kernel
 * holds for each of that process's threads (/proc/self/task/N/stat: nice is the 19th field, the policy the 41st).
 */
function yieldedIn(nice: number, engine: string, workers: 'plain' | 'preparers' = 'plain') {
  const startWorkers =
    workers === 'plain'
      ? `const { Worker } = require('node:worker_threads');
         const worker = new Worker('setInterval(() => {}, 1000)', { eval: true });
         await new Promise((resolve) => worker.once('online', resolve));`
      : `const { startWorkerPreparer } = await import(${JSON.stringify(PREPARER)});
         const preparer = startWorkerPreparer(2, { idle: yielded.idleWorkers });
         // Answered once each worker has run its module, which sets its policy first.
         await Promise.all([preparer.prepare([]), preparer.prepare([])]);`;
  const script = `
    const fs = require('node:fs');
    import(${JSON.stringify(MODULE)}).then(async ({ yieldToTheServer }) => {
      const yielded = yieldToTheServer(${nice}, ${JSON.stringify(engine)});
      ${startWorkers}
      const threads = fs.readdirSync('/proc/self/task').map((task) => {
        const stat = fs.readFileSync('/proc/self/task/' + task + '/stat', 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return { main: Number(task) === process.pid, nice: Number(fields[16]), policy: Number(fields[38]) };
      });
      process.stdout.write(JSON.stringify({ yielded, threads }));
      process.exit(0);
    });`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8', timeout: 60_000 });
  expect(child.status, child.stderr).toBe(0);
  const answer = JSON.parse(child.stdout) as {
    yielded: { nice: number; idle: boolean; idleWorkers: boolean };
    threads: { main: boolean; nice: number; policy: number }[];
  };
  return {
    yielded: answer.yielded,
    main: answer.threads.find((thread) => thread.main)!,
    threads: answer.threads.map(({ nice, policy }) => ({ nice, policy })),
  };
}

// From the usual priority (a runner started under `nice` would have its children start above 10).
describe.runIf(process.platform === 'linux' && os.getPriority() === 0)(
  'the import command gives way to the server',
  () => {
    it('runs every thread, the workers started after included, under SCHED_IDLE at nice 10 on PostgreSQL', () => {
      const { yielded, threads } = yieldedIn(10, 'postgres');
      expect(yielded).toEqual({ nice: 10, idle: true, idleWorkers: false });
      expect(threads.length).toBeGreaterThan(2);
      for (const thread of threads) expect(thread).toEqual({ nice: 10, policy: SCHED_IDLE });
    });

    it('keeps the usual policy on SQLite, where its batch holds the one write lock, and lowers only the nice value', () => {
      const { yielded, threads } = yieldedIn(10, 'sqlite');
      expect(yielded).toEqual({ nice: 10, idle: false, idleWorkers: true });
      for (const thread of threads) expect(thread).toEqual({ nice: 10, policy: SCHED_OTHER });
    });

    it('on SQLite puts the two preparation workers alone under SCHED_IDLE, and the writing thread keeps the usual policy', () => {
      const { main, threads } = yieldedIn(10, 'sqlite', 'preparers');
      expect(main).toEqual({ main: true, nice: 10, policy: SCHED_OTHER });
      const idle = threads.filter((thread) => thread.policy === SCHED_IDLE);
      expect(idle).toEqual([
        { nice: 10, policy: SCHED_IDLE },
        { nice: 10, policy: SCHED_IDLE },
      ]);
      const others = threads.filter((thread) => thread.policy !== SCHED_IDLE);
      for (const thread of others) expect(thread).toEqual({ nice: 10, policy: SCHED_OTHER });
    });

    it('changes nothing at IMPORT_NICE=0', () => {
      const { yielded, threads } = yieldedIn(0, 'postgres');
      expect(yielded).toEqual({ nice: 0, idle: false, idleWorkers: false });
      for (const thread of threads) expect(thread).toEqual({ nice: 0, policy: SCHED_OTHER });
    });
  },
);
