/**
 * The form service's one-way rule (issue 36), checked by dependency-cruiser in `npm run lint`:
 *
 *   app.ts, server.ts, maintenance.ts, host-config.ts, cli/   the composition: builds the service from the parts
 *        |
 *   features/<name>/   one folder per feature; another feature only through its index.ts
 *        |
 *   sign-in/           accounts, sessions, roles and the route table, audit, the staff area
 *        |
 *   staff-shell/       the staff pages' layout, menu and problem page
 *        |
 *   core/              settings, database, mail outbox, uploads, HTTP plugins and replies, HTML
 *
 * Imports run down only (type-only imports too), never in a cycle, and lib/ (shared with the browser) never imports
 * server/. README.md, "Architecture of the form service", draws it.
 */
const layer = (name, allowed) => ({
  name: `${name}-imports-down-only`,
  comment: `server/${name}/ may import only ${allowed.join(', ')} (README.md, "Architecture of the form service").`,
  severity: 'error',
  from: { path: `^server/${name}/` },
  to: { path: '^server/', pathNot: allowed.map((folder) => `^server/${folder}/`) },
});

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No module imports, directly or through others, a module that imports it back.',
      severity: 'error',
      from: { path: '^(server|lib)/' },
      to: { circular: true },
    },
    layer('core', ['core']),
    layer('staff-shell', ['staff-shell', 'core']),
    layer('sign-in', ['sign-in', 'staff-shell', 'core']),
    {
      name: 'features-import-down-only',
      comment: 'A feature imports its own files, the layers below it and other features (through their index.ts): never the composition.',
      severity: 'error',
      from: { path: '^server/features/' },
      to: { path: '^server/', pathNot: ['^server/(core|staff-shell|sign-in|features)/'] },
    },
    {
      name: 'features-through-their-index',
      comment: "A feature never imports another feature's inside, only its public entry (features/<name>/index.ts).",
      severity: 'error',
      from: { path: '^server/features/([^/]+)/' },
      to: { path: '^server/features/', pathNot: ['^server/features/$1/', '^server/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'composition-through-feature-index',
      comment: 'The composition (app.ts, maintenance.ts, the command-line tools) uses a feature through its index.ts too.',
      severity: 'error',
      from: { path: '^server/(cli/|[^/]+\\.ts$)' },
      to: { path: '^server/features/[^/]+/', pathNot: '^server/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'lib-never-imports-server',
      comment: 'lib/ is shared with the browser and the build: it never imports the form service.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-never-imports-tests-or-scripts',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(__tests__|e2e|scripts|bench|app|components)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|out|dist|\\.next)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
