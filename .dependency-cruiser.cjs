/**
 * Layer rules of DESIGN.md §3, checked in `npm test` by scripts/deps.mjs, which adds the one rule
 * these cannot say: two API modules never import each other's values (modules-meet-one-way, §18).
 */

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      comment: 'packages/domain holds pure rules: no other package or app of ours.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/(contract|i18n)|apps)/' },
    },
    {
      name: 'contract-imports-only-domain',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(packages/i18n|apps)/' },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-never-import-each-other',
      severity: 'error',
      from: { path: '^apps/(api|web)/' },
      to: { path: '^apps/(api|web)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'web-features-are-independent',
      comment: 'A web feature never imports another; shared code moves to shared/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-does-not-import-features',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'api-modules-reach-others-through-services',
      comment: "A module uses another module's service, never its repository or routes.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/([^/]+)/.+\\.(repository|routes)\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
    {
      name: 'modules-own-their-tables',
      comment:
        "A module's tables (*.schema.ts) are imported by that module only; others ask its service or " +
        'compose the read-only SQL it publishes (e.g. master-data.queries.ts, search-match.ts; ' +
        "DESIGN.md §10, decision 022). A schema file may name another module's table for a foreign " +
        'key. The seed (db/seed) builds the demo data and imports every schema through db/schema.ts.',
      severity: 'error',
      from: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: '\\.(schema|test)\\.ts$',
      },
      to: {
        path: '^apps/api/src/modules/([^/]+)/.+\\.schema\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
    {
      name: 'modules-never-import-the-whole-schema',
      comment:
        'db/schema.ts exists for drizzle-kit, the relational API and the seed; a module imports its own *.schema.ts.',
      severity: 'error',
      from: { path: '^apps/api/src/(modules|app\\.ts)' },
      to: { path: '^apps/api/src/db/schema\\.ts$' },
    },
    {
      name: 'no-cycles-between-modules',
      comment:
        'No import cycle through files of two modules; that two modules meet one way at all is ' +
        "scripts/deps.mjs's check (DESIGN.md §10, §18).",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { circular: true, path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-shared-does-not-import-modules',
      comment: 'apps/api/src/shared/ holds helpers several modules use; it knows no module.',
      severity: 'error',
      from: { path: '^apps/api/src/shared/' },
      to: { path: '^apps/api/src/(modules/|app\\.ts$)' },
    },
    {
      name: 'only-repositories-touch-tables',
      comment: 'Services and routes go through their repository; seed, tests and the db layer are exempt.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/[^/]+/.+\\.(service|routes)\\.ts$' },
      to: { path: '^apps/api/src/(db/schema|modules/[^/]+/.+\\.schema\\.ts$)' },
    },
    {
      name: 'no-barrel-index-files',
      severity: 'error',
      from: {},
      to: { path: '(^|/)index\\.tsx?$', pathNot: 'node_modules' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-server|var|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
