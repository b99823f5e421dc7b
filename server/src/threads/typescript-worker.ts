import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module of Estante through tsx, like every Estante process. Node 20 does not
 * apply a loader given in a worker's execArgv, so the worker registers tsx itself, then loads the module.
 */
export function startTypeScriptWorker(module: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); })`,
    { ...options, eval: true },
  );
}
