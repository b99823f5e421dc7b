/**
 * Import rules of Estante (docs/architecture.md explains the layering). `npm run check:architecture` runs
 * dependency-cruiser with these rules, then scripts/check-architecture.ts adds what dependency-cruiser cannot say in a
 * rule: no cycles between folders, and Kysely query builders only in repositories.
 *
 * Paths are relative to the repository root; workspace packages resolve to their source (packages/<name>/src).
 */

/** Server folders below the features: they serve every feature and know none. */
const SERVER_INFRASTRUCTURE = ['database', 'http', 'i18n', 'mail', 'jobs', 'threads'];
const serverInfrastructure = `^server/src/(${SERVER_INFRASTRUCTURE.join('|')})/`;
/** The files at server/src's top that features may read: configuration and the context type the root hands them. */
const serverSharedRoots = '^server/src/(config|app-context)\\.ts$';
/** Folders that are not features: infrastructure, the test kit (imports the whole app) and the demo seeders. */
const serverNotFeature = `^server/src/(${[...SERVER_INFRASTRUCTURE, 'testing'].join('|')})/`;

/** Command-line entry points: like main.ts, the top of the graph wherever their file sits. */
const entryPoint = '\\.cli\\.ts$';
/** Test files and test helpers: they may reach any helper a test needs. */
const testFile = '(\\.test\\.tsx?|\\.testing\\.tsx?)$';
const testKit = '(\\.testing\\.tsx?$|^server/src/testing/|^web/src/testing/|/testing/)';

/** Web folders below the features. */
const webLower = '^web/src/(lib|components|hooks|config|types|styles|locales)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle between modules: one of them belongs lower, or the shared piece moves out of both.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-imports-nothing-of-ours',
      severity: 'error',
      comment: '@estante/core is the pure domain: it imports no other package, no server and no web code.',
      from: { path: '^packages/core/' },
      to: { path: '^(packages/(?!core/)|server/|web/|bench/|e2e/|drill/)' },
    },
    {
      name: 'contracts-imports-only-core',
      severity: 'error',
      comment: '@estante/contracts is the wire: it builds on core alone.',
      from: { path: '^packages/contracts/' },
      to: { path: '^(packages/(?!(core|contracts)/)|server/|web/|bench/|e2e/|drill/)' },
    },
    {
      name: 'search-imports-only-core-and-contracts',
      severity: 'error',
      comment: '@estante/search is the pure search engine: core and contracts only (no SQL, no HTTP).',
      from: { path: '^packages/search/' },
      to: { path: '^(packages/(?!(core|contracts|search)/)|server/|web/|bench/|e2e/|drill/)' },
    },
    {
      name: 'demo-data-imports-only-core',
      severity: 'error',
      comment: '@estante/demo-data generates MARC records: core only.',
      from: { path: '^packages/demo-data/' },
      to: { path: '^(packages/(?!(core|demo-data)/)|server/|web/|bench/|e2e/|drill/)' },
    },
    {
      name: 'web-imports-only-contracts',
      severity: 'error',
      comment: 'The browser bundle reads the wire schemas and constants of contracts, never server code nor core.',
      from: { path: '^web/' },
      to: { path: '^(packages/(?!contracts/)|server/)' },
    },
    {
      name: 'server-imports-no-web',
      severity: 'error',
      comment: 'The server serves the built web app from disk; it imports none of its source.',
      from: { path: '^server/' },
      to: { path: '^web/' },
    },
    {
      name: 'packages-through-their-entry-points',
      severity: 'error',
      comment:
        'Another package is imported by its name (@estante/x or a subpath listed in its exports), ' +
        'never by a relative path into its src.',
      // $1 is the importing package's folder name (core, contracts, …, server, web).
      from: { path: '^(?:packages/)?([^/]+)/' },
      // A relative import is 'local'; an import by package name resolves through node_modules' workspace link.
      to: { path: '^packages/', pathNot: '^packages/$1/', dependencyTypes: ['local'] },
    },

    // ---- server ----
    {
      name: 'server-feature-through-its-public-module',
      severity: 'error',
      comment:
        'A server feature reaches another feature only through server/src/<other>/index.ts, its public module. ' +
        'Tests and test helpers may reach *.testing.ts helpers.',
      from: { path: '^server/src/([^/]+)/', pathNot: [serverNotFeature, testFile] },
      to: {
        path: '^server/src/([^/]+)/',
        pathNot: ['^server/src/$1/', '^server/src/[^/]+/index\\.ts$', serverNotFeature],
      },
    },
    {
      name: 'server-infrastructure-below-features',
      severity: 'error',
      comment:
        'database, http, i18n, mail and jobs serve every feature and know none of them; ' +
        'the feature hands them what they need (docs/architecture.md).',
      from: { path: serverInfrastructure, pathNot: testFile },
      to: { path: '^server/src/', pathNot: [serverInfrastructure, serverSharedRoots] },
    },
    {
      name: 'server-features-below-the-root',
      severity: 'error',
      comment:
        'app.ts and app-services.ts build the features; a feature never imports them, main.ts or the process ' +
        'supervisor. Command-line entry points (*.cli.ts) are roots too: they build the services they run on.',
      from: { path: '^server/src/[^/]+/', pathNot: [testFile, entryPoint, '^server/src/testing/'] },
      to: { path: '^server/src/(app|app-services|main|server-processes)\\.ts$' },
    },
    {
      name: 'server-config-at-the-bottom',
      severity: 'error',
      comment: 'config.ts and app-context.ts are read by every folder; they import only infrastructure types.',
      from: { path: serverSharedRoots },
      to: { path: '^server/src/', pathNot: [serverInfrastructure, serverSharedRoots] },
    },

    // ---- web ----
    {
      name: 'web-feature-through-its-public-module',
      severity: 'error',
      comment: 'A web feature reaches another feature only through web/src/features/<other>/index.ts(x).',
      from: { path: '^web/src/features/([^/]+)/', pathNot: testFile },
      to: {
        path: '^web/src/features/([^/]+)/',
        pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'web-lower-folders-know-no-feature',
      severity: 'error',
      comment: 'lib, components, hooks, config and types serve every feature: they import no feature and not the app.',
      from: { path: webLower, pathNot: testFile },
      to: { path: '^web/src/(features|app)/|^web/src/main\\.tsx$' },
    },
    {
      name: 'web-lib-at-the-bottom',
      comment:
        'web/src/lib (API client, stores, formatting, i18n) is below hooks and components: it imports neither; ' +
        'a piece of lib that needs a component takes it as a parameter or moves up.',
      severity: 'error',
      from: { path: '^web/src/lib/', pathNot: testFile },
      to: { path: '^web/src/(hooks|components)/' },
    },
    {
      name: 'web-hooks-below-components',
      severity: 'error',
      comment: 'Shared hooks sit between lib and components: components use hooks, not the other way round.',
      from: { path: '^web/src/hooks/', pathNot: testFile },
      to: { path: '^web/src/components/' },
    },
    {
      name: 'web-features-below-the-app',
      severity: 'error',
      comment: 'web/src/app (router, providers) assembles the features; features never import it.',
      from: { path: '^web/src/features/', pathNot: testFile },
      to: { path: '^web/src/app/|^web/src/main\\.tsx$' },
    },

    // ---- tests ----
    {
      name: 'test-kit-only-in-tests',
      severity: 'error',
      comment: 'Test helpers (*.testing.ts, testing/ folders) and test files are imported by tests only.',
      from: { path: '^(packages|server|web)/', pathNot: [testFile, testKit] },
      to: { path: [testKit, '\\.test\\.tsx?$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|test-results)/' },
    tsPreCompilationDeps: true,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: false,
  },
};
