// A search thread's entry (search-threads.ts): worker threads do not inherit the server's `--import tsx`, so the
// thread registers tsx itself before loading the TypeScript of search-thread.worker.ts.
import { register } from 'tsx/esm/api';

register();
await import('./search-thread.worker.ts');
