/**
 * `npm run bench:import [-- COUNT]`: writes a large generated MARC file (the shared deterministic
 * generator), imports it with the real import command into a fresh SQLite database (and PostgreSQL
 * when DATABASE_URL is set), and prints the rate and the peak memory of the import process.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toIso2709 } from '@estante/core';
import { generateRecords } from '@estante/demo-data';

const count = Number(process.argv[2] ?? 200_000);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-bench-import-'));
const file = path.join(work, `generated-${count}.mrc`);

async function writeFile(): Promise<void> {
  const started = Date.now();
  const out = fs.createWriteStream(file);
  const libraries = [{ code: 'BC' }, { code: 'BCS' }, { code: 'BSA' }];
  for (const record of generateRecords({ seed: 1, count, libraries })) {
    if (!out.write(toIso2709(record))) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  const megabytes = fs.statSync(file).size / 1e6;
  console.log(
    `generated ${count} records (${megabytes.toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Runs the import command as a child process, sampling its resident memory from /proc. */
async function runImport(label: string, env: NodeJS.ProcessEnv): Promise<void> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/catalogue/import/import.cli.ts', file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let peakKb = 0;
  const timer = setInterval(() => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const rss = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      peakKb = Math.max(peakKb, rss);
    } catch {
      // the process has ended
    }
  }, 100);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  let errors = 0;
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk
      .toString()
      .split('\n')
      .filter((line) => line.includes('rejected:')).length;
  });
  const code = await new Promise<number>((resolve) => child.on('close', (exit) => resolve(exit ?? 1)));
  clearInterval(timer);
  const seconds = (Date.now() - started) / 1000;
  console.log(`[${label}] ${output.trim().split('\n').at(-1)}`);
  console.log(
    `[${label}] ${count} records in ${seconds.toFixed(1)} s = ${Math.round(count / seconds)} records/s (including start-up), peak RSS ${(peakKb / 1024).toFixed(0)} MB, exit ${code}, rejected lines ${errors}`,
  );
}

await writeFile();
await runImport('sqlite', { DATA_DIR: path.join(work, 'data'), DATABASE_URL: '' });
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const schema = `bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await runImport('postgres', { DATA_DIR: path.join(work, 'data-pg'), DATABASE_SCHEMA: schema });
  await client.query(`drop schema ${schema} cascade`);
  await client.end();
}
fs.rmSync(work, { recursive: true, force: true });
