/**
 * The architecture check of `npm run check` (docs/architecture.md):
 * 1. the import rules of .dependency-cruiser.cjs (feature public modules, layering, package boundaries, file cycles);
 * 2. no cycle between folders: modules collapsed to their folder (packages/<x>, server/src/<x>, web/src/features/<x>,
 *    web/src/<x>) must form an acyclic graph, which a file-level cycle check does not see;
 * 3. every `@estante/*` package a workspace imports is listed in its package.json's dependencies;
 * 4. SQL lives in repositories: Kysely's query builders appear in server files only in `*.repository.ts`,
 *    server/src/database/, migrations, tests, test helpers and the demo seeders.
 *
 * Run with `node --import tsx scripts/check-architecture.ts`; exits 1 on any finding.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IResolveOptions } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

const CRUISED = ['packages', 'server/src', 'web/src'];

/**
 * Left out of the folder graph: tests and test helpers import across folders (fixtures of another feature) and
 * command-line entry points (`*.cli.ts`) build the whole app; they are leaves and roots, not layers.
 */
const TEST_CODE = /(\.test\.tsx?|\.testing\.tsx?|\.cli\.ts)$|(^|\/)testing\//;

/** The node a module belongs to in the folder graph; files at server/src's and web/src's top stand for themselves. */
export function folderOf(path: string): string | undefined {
  const match =
    /^packages\/[^/]+/.exec(path) ??
    /^web\/src\/features\/[^/]+/.exec(path) ??
    /^(server|web)\/src\/[^/]+(?=\/)/.exec(path) ??
    /^(server|web)\/src\/[^/]+$/.exec(path);
  return match?.[0];
}

/** Every elementary cycle would be too many to read: one shortest cycle through each strongly connected component. */
export function folderCycles(edges: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const reported = new Set<string>();
  for (const start of [...edges.keys()].sort()) {
    if (reported.has(start)) continue;
    // Breadth-first from start's successors back to start: the shortest cycle through start, if any.
    const previous = new Map<string, string>();
    const queue = [...(edges.get(start) ?? [])].sort();
    for (const next of queue) previous.set(next, start);
    let found = false;
    while (queue.length > 0 && !found) {
      const node = queue.shift()!;
      if (node === start) {
        found = true;
        break;
      }
      for (const next of [...(edges.get(node) ?? [])].sort()) {
        if (!previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    if (!found) continue;
    const cycle = [start];
    for (let node = previous.get(start)!; node !== start; node = previous.get(node)!) cycle.unshift(node);
    cycle.unshift(start);
    for (const node of cycle) reported.add(node);
    cycles.push(cycle);
  }
  return cycles;
}

function folderGraph(result: ICruiseResult): { edges: Map<string, Set<string>>; witnesses: Map<string, string> } {
  const edges = new Map<string, Set<string>>();
  const witnesses = new Map<string, string>();
  for (const module of result.modules) {
    if (TEST_CODE.test(module.source)) continue;
    const from = folderOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      if (TEST_CODE.test(dependency.resolved)) continue;
      const to = folderOf(dependency.resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
      const key = `${from} -> ${to}`;
      if (!witnesses.has(key)) witnesses.set(key, `${module.source} -> ${dependency.resolved}`);
    }
  }
  return { edges, witnesses };
}

/** Query builders of Kysely; a call outside a repository is SQL in a use-case or a route. */
const QUERY_BUILDER = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(/;
const SQL_ALLOWED = [
  /\.repository\.ts$/,
  /^server\/src\/database\//,
  /(^|\/)migrations\//,
  /\.test\.ts$/,
  /\.testing\.ts$/,
  /^server\/src\/testing\//,
  // The demo seeders are data scripts that fill a demo library, not request code.
  /^server\/src\/demo\/seed-[^/]*\.ts$/,
];

function* typeScriptFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* typeScriptFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield relative(root, path);
  }
}

function queryBuildersOutsideRepositories(): string[] {
  const findings: string[] = [];
  for (const file of typeScriptFiles('server/src')) {
    if (SQL_ALLOWED.some((pattern) => pattern.test(file))) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const call = QUERY_BUILDER.exec(line);
        if (call) findings.push(`${file}:${index + 1}: ${call[0]}`);
      });
  }
  return findings;
}

/** The workspace a module belongs to: its package.json's folder. */
const WORKSPACE = /^(packages\/[^/]+|server|web)\//;

/** `@estante/*` imports a workspace does not list in its package.json's dependencies (npm would not link them). */
function undeclaredWorkspaceImports(result: ICruiseResult): string[] {
  const declared = new Map<string, Set<string>>();
  const findings = new Map<string, string>();
  for (const module of result.modules) {
    const workspace = WORKSPACE.exec(module.source)?.[1];
    if (!workspace) continue;
    if (!declared.has(workspace)) {
      const manifest = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8'));
      declared.set(
        workspace,
        new Set([manifest.name, ...Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })]),
      );
    }
    for (const dependency of module.dependencies) {
      const name = /^@estante\/[^/]+/.exec(dependency.module)?.[0];
      const finding = `${workspace}/package.json lacks ${name}`;
      if (name && !declared.get(workspace)!.has(name) && !findings.has(finding)) {
        findings.set(finding, `${finding} (imported by ${module.source}, among others)`);
      }
    }
  }
  return [...findings.values()].sort();
}

/**
 * Known findings (scripts/architecture-known.json) are violations recorded while a restructuring is under way: they
 * are listed but do not fail the check, so that `npm run check` fails on every new one while the known ones are fixed
 * one by one. A query-builder count per file may only go down. `--strict` ignores the file (the check as it will be
 * once the file is empty); `--write-known` records the current findings (say why in the commit).
 */
const KNOWN_FILE = 'scripts/architecture-known.json';

interface Known {
  findings: string[];
  queryBuildersPerFile: Record<string, number>;
}

function readKnown(): Known {
  if (process.argv.includes('--strict')) return { findings: [], queryBuildersPerFile: {} };
  try {
    return JSON.parse(readFileSync(KNOWN_FILE, 'utf8')) as Known;
  } catch {
    return { findings: [], queryBuildersPerFile: {} };
  }
}

interface Section {
  title: string;
  /** One stable key per finding (what the known file lists), with the lines that explain it. */
  findings: { key: string; detail: string[] }[];
}

async function main(): Promise<number> {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
  const { enhancedResolveOptions, ...cruiseOptions } = options as typeof options & {
    enhancedResolveOptions?: Partial<IResolveOptions>;
  };
  const { output } = await cruise(CRUISED, { ...cruiseOptions, validate: true }, enhancedResolveOptions ?? {});
  const result = output as ICruiseResult;

  const { edges, witnesses } = folderGraph(result);
  const sections: Section[] = [
    {
      title: 'Import rules (.dependency-cruiser.cjs)',
      findings: result.summary.violations
        .filter((violation) => violation.rule.severity === 'error')
        .map((violation) => ({
          key: `${violation.rule.name}: ${violation.from} -> ${violation.to}`,
          detail: violation.cycle ? [`cycle: ${violation.cycle.map((step) => step.name).join(' -> ')}`] : [],
        })),
    },
    {
      title: 'Folder cycles',
      findings: folderCycles(edges).map((cycle) => ({
        key: `folder cycle: ${cycle.join(' -> ')}`,
        detail: cycle.slice(1).map((to, index) => witnesses.get(`${cycle[index]} -> ${to}`)!),
      })),
    },
    {
      title: 'Workspace dependencies not declared',
      findings: undeclaredWorkspaceImports(result).map((finding) => ({ key: finding, detail: [] })),
    },
  ];

  const calls = queryBuildersOutsideRepositories();
  const perFile: Record<string, number> = {};
  for (const call of calls) {
    const file = call.slice(0, call.indexOf(':'));
    perFile[file] = (perFile[file] ?? 0) + 1;
  }
  if (process.argv.includes('--write-known')) {
    const written: Known = {
      findings: sections.flatMap((section) => section.findings.map((finding) => finding.key)).sort(),
      queryBuildersPerFile: Object.fromEntries(Object.entries(perFile).sort()),
    };
    writeFileSync(KNOWN_FILE, `${JSON.stringify(written, null, 2)}\n`);
    console.log(`${KNOWN_FILE}: ${written.findings.length} findings, ${calls.length} query-builder calls recorded.`);
    return 0;
  }

  const known = readKnown();
  const knownKeys = new Set(known.findings);
  let failures = 0;
  let tolerated = 0;
  for (const section of sections) {
    const fresh = section.findings.filter((finding) => !knownKeys.has(finding.key));
    tolerated += section.findings.length - fresh.length;
    if (fresh.length === 0) continue;
    console.log(`${section.title}: ${fresh.length}`);
    for (const finding of fresh) {
      console.log(`  ${finding.key}`);
      for (const line of finding.detail) console.log(`      ${line}`);
    }
    failures += fresh.length;
  }

  const overKnown = calls.filter((call) => {
    const file = call.slice(0, call.indexOf(':'));
    return perFile[file]! > (known.queryBuildersPerFile[file] ?? 0);
  });
  tolerated += calls.length - overKnown.length;
  if (overKnown.length > 0) {
    console.log(`Kysely query builders outside repositories: ${overKnown.length}`);
    for (const call of overKnown) console.log(`  ${call}`);
    failures += overKnown.length;
  }

  if (tolerated > 0) console.log(`Known findings still to fix (${KNOWN_FILE}): ${tolerated}.`);
  const current = new Set(sections.flatMap((section) => section.findings.map((finding) => finding.key)));
  const fixed = known.findings.filter((key) => !current.has(key)).length;
  if (fixed > 0)
    console.log(`${fixed} known finding(s) fixed: run with --write-known to drop them from ${KNOWN_FILE}.`);
  if (failures === 0 && tolerated === 0) {
    console.log(
      `Architecture: ${result.summary.totalCruised} modules, no violation, no folder cycle, SQL in repositories.`,
    );
  }
  return failures === 0 ? 0 : 1;
}

process.exitCode = await main();
