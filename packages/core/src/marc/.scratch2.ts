import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readMarcFile, type MarcRecord } from './index.ts';
const dir = '/work/shared/data/marc';
async function all(file: string) { const out: MarcRecord[] = []; for await (const r of readMarcFile(file)) { if (!r.ok) throw new Error(r.reason); out.push(r.record); } return out; }
const sets = new Map<string, string[]>();
for (const sub of ['', 'authorities']) for (const f of readdirSync(join(dir, sub))) { if (!/\.(mrc|xml)$/.test(f)) continue; const key = join(sub, f.replace(/\.(marc8|latin1|utf8)?\.?(mrc|xml)$/, '')); sets.set(key, [...(sets.get(key) ?? []), join(dir, sub, f)]); }
const strip = (r: MarcRecord) => ({ leader: r.leader.slice(5, 12) + r.leader.slice(17), fields: r.fields });
for (const [key, files] of sets) {
  const [xml] = files.filter((f) => f.endsWith('.xml'));
  const ref = (await all(xml!)).map(strip);
  for (const f of files.filter((f) => f.endsWith('.mrc'))) {
    const got = (await all(f)).map(strip);
    let diffs = 0;
    for (let i = 0; i < ref.length; i++) {
      const a = JSON.stringify(ref[i]), b = JSON.stringify(got[i]);
      if (a !== b) { diffs++; if (diffs <= 2) { let k = 0; while (a[k] === b[k]) k++; console.log(key, f.split('/').pop(), i + 1, '\n  xml:', a.slice(Math.max(0,k - 60), k + 80), '\n  mrc:', b.slice(Math.max(0,k - 60), k + 80)); } }
    }
    console.log(key, f.split('/').pop(), ref.length, got.length, 'diffs', diffs);
  }
}
