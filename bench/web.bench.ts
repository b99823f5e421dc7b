/**
 * `npm run bench:web`: builds nothing (run `npm run build -w web` first); starts the real server on 127.0.0.1
 * with a real MARC file imported, opens `/`, a results page and a title page in Debian's Chromium, and prints
 * the JavaScript each page downloads (raw and gzip-compressed, as served over a compressing proxy) and the
 * translation files (JSON) beside it, then
 * Lighthouse's performance and accessibility scores for `/` and the title page (Lighthouse from npm, driving
 * Debian's Chromium through chrome-launcher), with Lighthouse's default mobile profile and its desktop preset.
 * Each page opens in a fresh browser context (empty cache), so each counts everything it downloads.
 * The budget: at most 100 KB of gzipped JavaScript for `/`; aim: mobile performance 95+, accessibility 100.
 * It also checks that the visitor's pages download none of the staff console's code (issue 21): each downloaded
 * file's source map names the sources it was built from, and none may come from web/src/features/staff* or
 * app/staff-routes.tsx. /equipe is measured too, as the proof that the check sees staff code where there is some.
 * `BENCH_WEB_FILES=1` lists each downloaded file with its gzipped size; `BENCH_WEB_LIGHTHOUSE=0` skips Lighthouse
 * (the bytes alone take seconds, Lighthouse minutes); `BENCH_WEB_PROFILES=mobile` runs one profile only;
 * `BENCH_WEB_REPORTS=dir` writes each Lighthouse report (JSON, with the audits behind the score: long tasks,
 * main-thread work, request chains, the LCP element) to `dir/<page>-<profile>.json`, and the page's trace beside it (`.trace.json`, for Chromium's performance panel).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launchChromium } from '../e2e/support/browser.ts';
import { describeMachine } from './machine.ts';
import { spawnWebServer } from './web-server.ts';

const BUDGET_KB = 100;

/** The built web app the server serves (as e2e/support/server.ts picks it). */
const WEB_DIST = process.env.E2E_WEB_DIST ?? path.resolve(new URL('../web/dist', import.meta.url).pathname);

/** Sources of the staff console: its frame, its route table and every area (features/staff-desk, …). */
const STAFF_SOURCE = /(^|\/)src\/(features\/staff(-[a-z]+)?\/|app\/staff-routes\.tsx$)/;

/**
 * The staff sources a downloaded script was built from, read from its source map beside it in the build. The
 * bundler's own runtime has no map and none of our sources; any other file without a map stops the check.
 */
function staffSourcesOf(scriptUrl: string): string[] {
  const file = path.join(WEB_DIST, new URL(scriptUrl).pathname);
  const map = `${file}.map`;
  if (!fs.existsSync(map)) {
    if (/\/rolldown-runtime-[\w-]+\.js$/.test(file)) return [];
    throw new Error(`no source map for ${scriptUrl}: the staff check needs the build's maps`);
  }
  const sources = (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  return sources.filter((source) => STAFF_SOURCE.test(source));
}

async function javascriptOf(url: string, browser: Awaited<ReturnType<typeof launchChromium>>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map<string, Buffer>();
  // Translations are fetched as JSON (web/vite.config.ts): not script, but bytes the first render waits for.
  const translations = new Map<string, Buffer>();
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const into = type.includes('javascript')
      ? scripts
      : /\/assets\/locales-[^/]+\//.test(response.url())
        ? translations
        : undefined;
    if (!into) return;
    bodies.push(
      response.body().then(
        (body) => void into.set(response.url(), body),
        // A response without a body (redirect): nothing to count.
        () => undefined,
      ),
    );
  });
  // Until the page has rendered its heading and its network has been quiet for a second: on a loaded machine the
  // first script can run for longer than 'networkidle's half second with nothing on the wire, which once ended
  // the count before the translations and the screen's code had even been asked for.
  let inFlight = 0;
  let lastActivity = Date.now();
  const activity = (change: number) => () => {
    inFlight += change;
    lastActivity = Date.now();
  };
  page.on('request', activity(1));
  page.on('requestfinished', activity(-1));
  page.on('requestfailed', activity(-1));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
  while (inFlight > 0 || Date.now() - lastActivity < 1000) await page.waitForTimeout(100);
  // Every body read before the page closes: a read still pending then would be lost, and its file not counted.
  await Promise.all(bodies);
  await context.close();
  let raw = 0;
  let gzip = 0;
  const perFile: { file: string; gzip: number }[] = [];
  for (const [url, body] of scripts) {
    const size = zlib.gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += size;
    perFile.push({ file: new URL(url).pathname, gzip: size });
  }
  if (process.env.BENCH_WEB_FILES === '1') {
    for (const { file, gzip: size } of perFile.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`    ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
    }
  }
  const staffFiles = [...scripts.keys()].filter((script) => staffSourcesOf(script).length > 0);
  let translationGzip = 0;
  for (const body of translations.values()) translationGzip += zlib.gzipSync(body, { level: 9 }).length;
  return { files: scripts.size, raw, gzip, staffFiles, translationFiles: translations.size, translationGzip };
}

/** How often a run Lighthouse could not record (a runtime error, e.g. NO_NAVSTART: no score at all) is tried again. */
const LIGHTHOUSE_ATTEMPTS = 3;

/** One Lighthouse run in a fresh Chromium profile; again when Lighthouse failed to record it (not when it scored low). */
async function lighthouseRun(url: string, profile: 'mobile' | 'desktop') {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
        profile === 'desktop' ? desktopConfig : undefined,
      );
      const failure = result?.lhr.runtimeError;
      if (!failure || attempt === LIGHTHOUSE_ATTEMPTS) return result;
      console.log(`lighthouse could not record ${url} (${failure.code}): run again`);
    } finally {
      chrome.kill();
    }
  }
}

/**
 * Lighthouse runs per page and profile (`BENCH_WEB_RUNS`). Lighthouse's own guidance (docs/variability.md in its
 * repository): a single run varies with the machine; the median of five is about twice as stable, and is the score
 * to judge by. Every run is printed as well.
 */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouseRun>>>;

/** A run's scores and the metrics the performance score is made of, so that a low score says where the time went. */
function scoresOf(result: LighthouseResult) {
  const score = (name: string) => Math.round((result.lhr.categories[name]?.score ?? 0) * 100);
  const metric = (id: string) => result.lhr.audits[id]?.displayValue ?? '?';
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]
    .map(
      (id) =>
        `${id
          .split('-')
          .map((word) => word[0]!.toUpperCase())
          .join('')} ${metric(id)}`,
    )
    .join(', ');
  return { performance: score('performance'), accessibility: score('accessibility'), metrics };
}

/**
 * LIGHTHOUSE_RUNS runs of one URL: each run's scores, then the median run as Lighthouse's own `computeMedianRun`
 * picks it (the run nearest the runs' median first contentful paint and time to interactive, as PageSpeed Insights
 * and Lighthouse CI do), whose report and trace go to `reportFile`.
 */
async function lighthouseScores(url: string, profile: 'mobile' | 'desktop', reportFile?: string) {
  const results: LighthouseResult[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const result = await lighthouseRun(url, profile);
    if (result) results.push(result);
  }
  const valid = filterToValidRuns(results.map((result) => result.lhr));
  const median = valid.length > 0 ? results.find((result) => result.lhr === computeMedianRun(valid)) : undefined;
  if (reportFile && median) {
    fs.mkdirSync(path.dirname(reportFile), { recursive: true });
    fs.writeFileSync(reportFile, JSON.stringify(median.lhr));
    fs.writeFileSync(reportFile.replace(/\.json$/, '.trace.json'), JSON.stringify(median.artifacts.Trace));
  }
  return { runs: results.map(scoresOf), median: median && scoresOf(median) };
}

const server = await spawnWebServer();
const browser = await launchChromium();
console.log(describeMachine());
try {
  const pages = { home: '/', results: '/?termo=blues', title: `/acervo/${server.firstRecordId}` };
  for (const [name, path] of Object.entries(pages)) {
    const js = await javascriptOf(`${server.url}${path}`, browser);
    if (js.staffFiles.length > 0) {
      console.log(`${name}: STAFF CODE downloaded by a visitor's page: ${js.staffFiles.join(', ')}`);
      process.exitCode = 1;
    }
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const flag =
      name === 'home'
        ? js.gzip / 1024 <= BUDGET_KB
          ? ` (within the ${BUDGET_KB} KB budget)`
          : ` (OVER the ${BUDGET_KB} KB budget)`
        : '';
    console.log(
      `${name.padEnd(8)} ${path.padEnd(16)} ${js.files} JS files, ${kb(js.raw)} KB raw, ${kb(js.gzip)} KB gzip${flag}, ${js.staffFiles.length} with staff code; translations ${js.translationFiles} JSON files, ${kb(js.translationGzip)} KB gzip`,
    );
  }
  // The control: the console's own page does download staff code, so the check above can see it.
  const consolePage = await javascriptOf(`${server.url}/equipe`, browser);
  console.log(
    `staff    /equipe          ${consolePage.files} JS files, ${consolePage.staffFiles.length} with staff code (the check's control)`,
  );
  if (consolePage.staffFiles.length === 0) {
    console.log('The staff check found no staff code on /equipe either: it is broken, not the pages clean.');
    process.exitCode = 1;
  }
  const profiles = (['mobile', 'desktop'] as const).filter(
    (profile) => !process.env.BENCH_WEB_PROFILES || process.env.BENCH_WEB_PROFILES.split(',').includes(profile),
  );
  const lighthousePages = process.env.BENCH_WEB_LIGHTHOUSE === '0' ? {} : { home: pages.home, title: pages.title };
  for (const [name, pagePath] of Object.entries(lighthousePages)) {
    for (const profile of profiles) {
      const reports = process.env.BENCH_WEB_REPORTS;
      const reportFile = reports ? path.resolve(reports, `${name}-${profile}.json`) : undefined;
      const scores = await lighthouseScores(`${server.url}${pagePath}`, profile, reportFile);
      const label = `lighthouse ${name.padEnd(6)} ${profile.padEnd(8)}`;
      for (const [index, run] of scores.runs.entries()) {
        console.log(`${label} run ${index + 1}: performance ${run.performance} (${run.metrics})`);
      }
      const median = scores.median;
      console.log(
        median
          ? `${label} MEDIAN RUN of ${scores.runs.length}: performance ${median.performance}, accessibility ${median.accessibility} (${median.metrics}); runs ${scores.runs.map((run) => run.performance).join(', ')}`
          : `${label} no valid run`,
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
}
