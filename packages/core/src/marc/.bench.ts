import { createWriteStream, readFileSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { readMarcFile } from './index.ts';
const dir = '/work/shared/data/marc/';
async function build(out: string, files: string[], target: number) {
  if (statSync(out, { throwIfNoEntry: false })) return;
  const data = Buffer.concat(files.map((f) => readFileSync(dir + f)));
  const per = data.filter((b) => b === 0x1d).length;
  const w = createWriteStream(out);
  for (let n = 0; n * per < target; n++) if (!w.write(data)) await once(w, 'drain');
  w.end(); await once(w, 'finish');
}
async function time(file: string) {
  const mem0 = process.memoryUsage().rss;
  let maxRss = 0; let n = 0; let bad = 0;
  const t0 = performance.now();
  for await (const r of readMarcFile(file)) { n++; if (!r.ok) bad++; if ((n & 8191) === 0) maxRss = Math.max(maxRss, process.memoryUsage().rss); }
  const s = (performance.now() - t0) / 1000;
  console.log(file, n, 'records', bad, 'rejected', s.toFixed(2) + 's', Math.round(n / s), 'rec/s', (statSync(file).size / 1e6 / s).toFixed(1), 'MB/s', 'rss', Math.round(mem0 / 1e6), '->', Math.round(maxRss / 1e6), 'MB');
}
await build('/tmp/exp/utf8.mrc', ['loc_mds_books_sample.mrc', 'qa_catalogue_yale_thomas_mann.mrc', 'authorities/evergreen_iisg_auth_1066.mrc', 'trln_marc_to_argot.mrc', 'evergreen_nepali.mrc'], Number(process.argv[2] ?? 300000));
await build('/tmp/exp/marc8.mrc', ['evergreen_jazz_1k.marc8.mrc', 'evergreen_lul_fre_500.marc8.mrc'], 60000);
await build('/tmp/exp/big.xml.part', ['qa_catalogue_yale_thomas_mann.xml'], 1);
for (const f of process.argv.slice(3)) await time(f);
