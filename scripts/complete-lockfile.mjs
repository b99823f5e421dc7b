/**
 * `npm run lock:complete`: adds to package-lock.json the platform-specific optional packages that npm
 * left out because the registry this project is built from does not serve them (Biome's darwin, win32,
 * android and musl CLIs answer 404 there). `npm ci` insists that every optional dependency of a locked
 * package has a lock entry, and fails without them; with an entry carrying `os`/`cpu`/`libc`, npm skips
 * them on other platforms without downloading anything. Run it after any `npm install`.
 */
import fs from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
const PLATFORM = /-(android|darwin|linux|win32|freebsd)-(arm64|x64|arm|ia32)(?:-(musl|gnu|msvc))?$/;

const added = [];
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`;
    if (packages[target] || packages[`${key}/${target}`]) continue;
    const platform = name.match(PLATFORM);
    if (!platform) continue;
    const [, os, cpu, variant] = platform;
    packages[target] = {
      version,
      cpu: [cpu],
      optional: true,
      os: [os],
      ...(os === 'linux' ? { libc: [variant === 'musl' ? 'musl' : 'glibc'] } : {}),
    };
    added.push(`${name}@${version}`);
  }
}

const sorted = Object.fromEntries(
  // npm's own order (localeCompare in English), so that the file does not churn between the two.
  Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')),
);
lock.packages = sorted;
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.join(', ')}` : 'package-lock.json is complete');
