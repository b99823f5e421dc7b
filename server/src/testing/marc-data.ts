import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(new URL('../../..', import.meta.url).pathname);

/** The real MARC records shared beside the project (../shared/data/marc). Fails loudly when missing. */
export function marcDataDir(): string {
  const dir = path.resolve(REPO_ROOT, '../shared/data/marc');
  if (!fs.existsSync(dir)) {
    throw new Error(`The real MARC test data is missing: expected ${dir} (see ../shared/data/marc/SOURCES.md)`);
  }
  return dir;
}

/** Bibliographic, holdings and authority files in ISO 2709 form, MFHD after their bibliographic set. */
export function marcFiles(extension: '.mrc' | '.xml'): string[] {
  const dir = marcDataDir();
  const top = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(dir, name));
  const authorities = fs
    .readdirSync(path.join(dir, 'authorities'))
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(dir, 'authorities', name));
  const ordered = [...top.filter((file) => !file.includes('_mfhd')), ...top.filter((file) => file.includes('_mfhd'))];
  return [...ordered, ...authorities];
}
