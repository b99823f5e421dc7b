/**
 * The throughput phase's load: `clients` keep-alive connections for `seconds`, each request taking the next path of
 * the mix in turn. The load generator shares the machine's two cores with the server, so the lighter it is, the
 * more of the machine the server gets and the closer the figure is to the server's own: wrk (Debian's `wrk`, C)
 * spends ~0.08 ms of CPU per search, autocannon (npm, the fallback when wrk is not installed) 0.30–0.35 and the
 * node:http loop used until stop 19 0.49 (docs/performance.md, stop 19).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export interface Load {
  base: string;
  paths: readonly string[];
  clients: number;
  seconds: number;
  headers: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  /** How long the load ran, as the load generator timed it. */
  seconds: number;
  /** CPU the load generator used, in ms. */
  clientCpuMs: number;
  tool: 'wrk' | 'autocannon';
}

export async function runLoad(load: Load): Promise<LoadResult> {
  return hasWrk() ? runWrk(load) : runAutocannon(load);
}

function hasWrk(): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((folder) => fs.existsSync(path.join(folder, 'wrk')));
}

/** CPU of this process's finished children (Linux /proc/self/stat cutime + cstime, in ticks of 10 ms), in ms. */
function childrenCpuMs(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** A wrk script: a request function cycling through the paths, and a summary line for the caller to read. */
function wrkScript(load: Load): string {
  const lua = (text: string) => `"${text.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
  return [
    `local paths = { ${load.paths.map(lua).join(', ')} }`,
    ...Object.entries(load.headers).map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`),
    'local next = 0',
    'request = function()',
    '  next = next + 1',
    '  return wrk.format("GET", paths[((next - 1) % #paths) + 1])',
    'end',
    'done = function(summary)',
    '  local errors = summary.errors',
    '  io.write(string.format("ESTANTE requests=%d microseconds=%d status=%d socket=%d\\n", summary.requests,',
    '    summary.duration, errors.status, errors.connect + errors.read + errors.write + errors.timeout))',
    'end',
  ].join('\n');
}

async function runWrk(load: Load): Promise<LoadResult> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-wrk-'));
  const script = path.join(folder, 'mix.lua');
  fs.writeFileSync(script, wrkScript(load));
  const cpuBefore = childrenCpuMs();
  try {
    // One thread: a single Lua state, so the paths are taken in turn across all connections.
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        'wrk',
        ['-t1', `-c${load.clients}`, `-d${load.seconds}s`, '--timeout', '10s', '-s', script, load.base],
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      );
    });
    const summary = output.match(/ESTANTE requests=(\d+) microseconds=(\d+) status=(\d+) socket=(\d+)/);
    if (!summary) throw new Error(`wrk printed no summary:\n${output}`);
    const [, requests, microseconds, status, socket] = summary.map(Number);
    if (status! > 0 || socket! > 0)
      throw new Error(`throughput: ${status} answers not 2xx/3xx, ${socket} socket errors`);
    return { requests: requests!, seconds: microseconds! / 1e6, clientCpuMs: childrenCpuMs() - cpuBefore, tool: 'wrk' };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function runAutocannon(load: Load): Promise<LoadResult> {
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: load.base,
    connections: load.clients,
    duration: load.seconds,
    headers: load.headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: load.paths[next++ % load.paths.length]! }) }],
  });
  const used = process.cpuUsage(cpuBefore);
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`throughput: ${result.errors} errors and ${result.non2xx} answers other than 2xx`);
  }
  return {
    requests: result.requests.total,
    seconds: result.duration,
    clientCpuMs: (used.user + used.system) / 1000,
    tool: 'autocannon',
  };
}
