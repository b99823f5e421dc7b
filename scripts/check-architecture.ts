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
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IResolveOptions } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

const CRUISED = ['packages', 'server/src', 'web/src'];

/** Tests and test helpers may import across folders (fixtures of another feature); they are leaves, not layers. */
const TEST_CODE = /(\.test\.tsx?|\.testing\.tsx?)$|(^|\/)testing\//;

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

async function main(): Promise<number> {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
  const { enhancedResolveOptions, ...cruiseOptions } = options as typeof options & {
    enhancedResolveOptions?: Partial<IResolveOptions>;
  };
  const { output } = await cruise(CRUISED, { ...cruiseOptions, validate: true }, enhancedResolveOptions ?? {});
  const result = output as ICruiseResult;
  let failures = 0;

  const violations = result.summary.violations.filter((violation) => violation.rule.severity === 'error');
  if (violations.length > 0) {
    console.log(`Import rules (.dependency-cruiser.cjs): ${violations.length} violation(s)`);
    for (const violation of violations) {
      const cycle = violation.cycle ? `  [cycle: ${violation.cycle.map((step) => step.name).join(' -> ')}]` : '';
      console.log(`  ${violation.rule.name}: ${violation.from} -> ${violation.to}${cycle}`);
    }
    failures += violations.length;
  }

  const { edges, witnesses } = folderGraph(result);
  const cycles = folderCycles(edges);
  if (cycles.length > 0) {
    console.log(`Folder cycles: ${cycles.length}`);
    for (const cycle of cycles) {
      console.log(`  ${cycle.join(' -> ')}`);
      for (let index = 0; index + 1 < cycle.length; index++) {
        console.log(`      ${witnesses.get(`${cycle[index]} -> ${cycle[index + 1]}`)}`);
      }
    }
    failures += cycles.length;
  }

  const undeclared = undeclaredWorkspaceImports(result);
  if (undeclared.length > 0) {
    console.log(`Workspace dependencies not declared: ${undeclared.length}`);
    for (const finding of undeclared) console.log(`  ${finding}`);
    failures += undeclared.length;
  }

  const sql = queryBuildersOutsideRepositories();
  if (sql.length > 0) {
    console.log(`Kysely query builders outside repositories: ${sql.length}`);
    for (const finding of sql) console.log(`  ${finding}`);
    failures += sql.length;
  }

  if (failures === 0) {
    console.log(
      `Architecture: ${result.summary.totalCruised} modules, no violation, no folder cycle, SQL in repositories.`,
    );
  }
  return failures === 0 ? 0 : 1;
}

process.exitCode = await main();
