/**
 * `npm run bench:reference`: the reference tab (GET /api/acervo/{id}/referencia) on the demo catalogue. Seeds the
 * demo library into a throwaway DATA_DIR, starts the real app on 127.0.0.1 (one process) and prints:
 * - the per-request cost of the former design (a fresh citeproc engine for each of ABNT and APA, text and HTML),
 *   measured in process on a few titles;
 * - the time to build the six styles' engines, which the server does before listening (main.ts), then the
 *   p50/p95/p99 of BENCH_REQUESTS (default 200) requests over distinct titles in the default style (ABNT), then
 *   those of each style;
 * - the whole basket (POST /api/acervo/exportar-cesta, 50 titles) in each style.
 * The issue's budget: p95 under 100 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CITATION_STYLES, type CitationStyle } from '@estante/contracts';
import { CitationFormatter, toCslItem } from '@estante/core/citation';
import { buildApp } from '../server/src/app.ts';
import { extractedOf } from '../server/src/catalogue/record.presenter.ts';
import { loadConfig } from '../server/src/config.ts';
import { seedDemoLibrary } from '../server/src/demo/seed-demo.ts';
import { describeMachine } from './machine.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PER_STYLE = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1)!)} (${sorted.length} requests)`;
}

async function timed(run: () => Promise<unknown> | unknown): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-bench-reference-'));
const app = await buildApp(
  loadConfig({ DATA_DIR: work, DEMO_DATA: 'on', WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'warn' }),
);
console.log(describeMachine());
try {
  await seedDemoLibrary(app.context);
  const rows = await app.context.db.selectFrom('records').selectAll().orderBy('id').execute();
  process.stdout.write(`Demo catalogue: ${rows.length} titles\n\n`);

  // Before: each request built a new engine for every style and output it answered (four engines).
  const before: number[] = [];
  for (const row of rows.slice(0, 5)) {
    const item = toCslItem(extractedOf(row), row.id, { accessed: new Date() });
    before.push(
      await timed(() => {
        for (const style of ['abnt', 'apa'] as const)
          for (const format of ['text', 'html'] as const) new CitationFormatter().reference(item, style, format);
      }),
    );
  }
  process.stdout.write(`Former design (fresh engines per request, in process): ${summary(before)}\n`);

  const build = await timed(() => app.context.citations.prepare());
  process.stdout.write(`Building the six styles' engines (once, before listening): ${build.toFixed(0)} ms\n`);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const get = async (recordId: number, style?: CitationStyle) => {
    const response = await fetch(`${url}/api/acervo/${recordId}/referencia${style ? `?estilo=${style}` : ''}`);
    if (response.status !== 200) throw new Error(`referencia ${recordId} ${style}: HTTP ${response.status}`);
    await response.json();
  };

  process.stdout.write(`First request: ${(await timed(() => get(rows[0]!.id))).toFixed(0)} ms\n`);
  const tab: number[] = [];
  for (let index = 0; index < REQUESTS; index++) tab.push(await timed(() => get(rows[(index + 1) % rows.length]!.id)));
  process.stdout.write(`Reference tab (ABNT, the default): ${summary(tab)}\n`);

  for (const style of CITATION_STYLES) {
    const first = await timed(() => get(rows[0]!.id, style));
    const samples: number[] = [];
    for (let index = 0; index < PER_STYLE; index++)
      samples.push(await timed(() => get(rows[(index * 7 + 3) % rows.length]!.id, style)));
    process.stdout.write(`  ${style.padEnd(10)} first ${first.toFixed(0)} ms; then ${summary(samples)}\n`);
  }

  const basket = rows.slice(0, 50).map((row) => row.id);
  process.stdout.write(`\nBasket of ${basket.length} titles (POST /api/acervo/exportar-cesta):\n`);
  for (const style of CITATION_STYLES) {
    const samples: number[] = [];
    for (let index = 0; index < 10; index++)
      samples.push(
        await timed(async () => {
          const response = await fetch(`${url}/api/acervo/exportar-cesta`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ tipo: style, acervos: basket }),
          });
          if (response.status !== 200) throw new Error(`basket ${style}: HTTP ${response.status}`);
          await response.text();
        }),
      );
    process.stdout.write(`  ${style.padEnd(10)} ${summary(samples)}\n`);
  }
} finally {
  await app.close();
  fs.rmSync(work, { recursive: true, force: true });
}
