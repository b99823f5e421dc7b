import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readMarcFile } from './index.ts';
const dir = '/work/shared/data/marc';
const files = [...readdirSync(dir).map((f) => join(dir, f)), ...readdirSync(join(dir, 'authorities')).map((f) => join(dir, 'authorities', f))].filter((f) => /\.(mrc|xml)$/.test(f));
for (const file of files) {
  const t0 = performance.now();
  let ok = 0, bad = 0; const warn = new Map<string, number>(); const reasons: string[] = [];
  for await (const r of readMarcFile(file)) {
    if (r.ok) { ok++; for (const w of r.warnings) warn.set(w, (warn.get(w) ?? 0) + 1); } else { bad++; reasons.push(`${r.position}: ${r.reason}`); }
  }
  console.log(file.replace(dir + '/', '').padEnd(50), ok, bad, Math.round(performance.now() - t0) + 'ms', [...warn].join(' | '), reasons.slice(0, 3).join(' | '));
}
