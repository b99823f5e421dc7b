/**
 * `npm run bench:web-profile -- [path] [runs]`: where a first visit's main-thread time goes. Builds nothing (run
 * `npm run build -w web` first, or point E2E_WEB_DIST at a build); starts the real server with a real MARC file,
 * opens `path` (default a title page, `/acervo/1`) in a fresh context of Debian's Chromium at a phone's width with
 * the CPU slowed four times (as Lighthouse's mobile profile simulates), samples V8's profiler until the network is
 * idle, and prints per load: the stretches of work longer than 40 ms with the sources they ran, then the time by
 * source file and by function, mapped through the build's source maps. Lighthouse (`npm run bench:web`) says how
 * much blocking time a page has; this says which code it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { launchChromium } from '../e2e/support/browser.ts';
import { spawnWebServer } from './web-server.ts';

const WEB_DIST = process.env.E2E_WEB_DIST ?? path.resolve(new URL('../web/dist', import.meta.url).pathname);
const target = process.argv[2] ?? '/acervo/1';
const runs = Number(process.argv[3] ?? 3);
/** Stretches of uninterrupted work longer than this are listed (Lighthouse's long tasks are over 50 ms). */
const LONG_WORK_MS = 40;

const maps = new Map<string, SourceMapConsumer | undefined>();
async function sourceMapOf(scriptUrl: string): Promise<SourceMapConsumer | undefined> {
  const file = path.join(WEB_DIST, new URL(scriptUrl).pathname);
  if (!maps.has(file)) {
    const map = `${file}.map`;
    maps.set(
      file,
      fs.existsSync(map) ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : undefined,
    );
  }
  return maps.get(file);
}

interface Frame {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
}

/** The source file (node_modules/… shortened to nm/) and function a sample ran, through the source map. */
async function placeOf(frame: Frame): Promise<{ source: string; fn: string }> {
  const fallback = frame.url ? frame.url.replace(/^https?:\/\/[^/]+/, '') : `(${frame.functionName || 'program'})`;
  if (!frame.url.includes('/assets/')) return { source: fallback, fn: frame.functionName || fallback };
  const position = (await sourceMapOf(frame.url))?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  if (!position?.source) return { source: fallback, fn: frame.functionName || fallback };
  const source = position.source.replace(/^.*node_modules\//, 'nm/').replace(/^.*\/src\//, 'src/');
  return { source, fn: `${position.name ?? frame.functionName}@${source}:${position.line}` };
}

const server = await spawnWebServer();
const browser = await launchChromium();
const bySource = new Map<string, number>();
const byFunction = new Map<string, number>();
/** Time by the app's own function nearest on the stack: what a component costs, the libraries it calls included. */
const byAppFunction = new Map<string, number>();
const add = (into: Map<string, number>, key: string, ms: number) => into.set(key, (into.get(key) ?? 0) + ms);
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}${target}`);
    await page.waitForLoadState('networkidle');
    const { profile } = await cdp.send('Profiler.stop');
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
    const appFunctionOf = async (id: number): Promise<string | undefined> => {
      for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
        const place = await placeOf(nodes.get(at)!.callFrame);
        if (place.source.startsWith('src/')) return place.fn;
      }
      return undefined;
    };
    let time = profile.startTime;
    let stretch: { start: number; end: number; sources: Map<string, number>; app: Map<string, number> } | undefined;
    const report = () => {
      if (!stretch || (stretch.end - stretch.start) / 1000 < LONG_WORK_MS) return;
      const top = [...stretch.sources]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([source, ms]) => `${source.split('/').slice(-2).join('/')} ${ms.toFixed(0)}`)
        .join(', ');
      const app = [...stretch.app]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([fn, ms]) => `${fn.replace(/@src\//, ' ').replace(/^@/, '')} ${ms.toFixed(0)}`)
        .join(', ');
      const at = ((stretch.start - profile.startTime) / 1000).toFixed(0);
      console.log(
        `load ${run + 1}: work at ${at} ms for ${((stretch.end - stretch.start) / 1000).toFixed(0)} ms: ${top}\n    by the app's code: ${app}`,
      );
    };
    const samples = profile.samples ?? [];
    for (let index = 0; index < samples.length; index++) {
      const delta = profile.timeDeltas?.[index] ?? 0;
      time += delta;
      const frame = nodes.get(samples[index]!)!.callFrame;
      if (frame.functionName === '(idle)') {
        report();
        stretch = undefined;
        continue;
      }
      const { source, fn } = await placeOf(frame);
      stretch ??= { start: time, end: time, sources: new Map(), app: new Map() };
      stretch.end = time;
      add(stretch.sources, source, delta / 1000);
      add(bySource, source, delta / 1000);
      add(byFunction, fn, delta / 1000);
      const appFunction = (await appFunctionOf(samples[index]!)) ?? `(no app code) ${source}`;
      add(byAppFunction, appFunction, delta / 1000);
      add(stretch.app, appFunction, delta / 1000);
    }
    report();
    await context.close();
  }
  const show = (totals: Map<string, number>, count: number) =>
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, ms]) => `${(ms / runs).toFixed(1).padStart(8)} ms  ${key}`)
      .join('\n');
  console.log(
    `\nBy source file, per load (CPU slowed 4×; (program) is the browser's own work):\n${show(bySource, 30)}`,
  );
  console.log(`\nBy function, per load:\n${show(byFunction, 30)}`);
  console.log(
    `\nBy the app's function nearest on the stack (the libraries it calls included), per load:\n${show(byAppFunction, 40)}`,
  );
} finally {
  await browser.close();
  await server.close();
}
