/**
 * The layering of src/, as rules CI runs (`npm run lint:imports`). Data flows one way:
 * surface (rest, mcp, developer) -> graph (graphql, schema) -> engine/auth -> data -> domain.
 * A broken rule fails the build and names the import.
 */
const layer = (name) => `^src/${name}(/|\\.ts$)`;
const SURFACES = '^src/(rest|mcp|developer)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other cannot be understood apart.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain holds the rules: no I/O, nothing of the project but other rules.',
      from: { path: layer('domain') },
      to: { path: '^src/', pathNot: layer('domain') },
    },
    {
      name: 'domain-has-no-io',
      severity: 'error',
      comment: 'src/domain is pure: no database, network or file system.',
      from: { path: layer('domain') },
      to: { dependencyTypes: ['npm', 'core'], pathNot: '^(node:crypto|crypto)$' },
    },
    {
      name: 'errors-and-config-stand-alone',
      severity: 'error',
      from: { path: '^src/(errors|config)\\.ts$' },
      to: { path: '^src/' },
    },
    {
      name: 'data-below-everything-but-domain',
      severity: 'error',
      comment: 'src/data holds the queries; it knows rules and errors, nothing above.',
      from: { path: layer('data') },
      to: { path: '^src/', pathNot: [layer('data'), layer('domain'), '^src/errors\\.ts$'] },
    },
    {
      name: 'auth-below-the-graph',
      severity: 'error',
      from: { path: layer('auth') },
      to: { path: '^src/', pathNot: [layer('auth'), layer('data'), layer('domain'), '^src/errors\\.ts$'] },
    },
    {
      name: 'engine-below-the-graph',
      severity: 'error',
      comment: 'The evaluator reads facts and writes results; it knows no GraphQL and no HTTP.',
      from: { path: layer('engine') },
      to: {
        path: '^src/',
        pathNot: [
          layer('engine'),
          layer('data'),
          layer('domain'),
          layer('observability'),
          '^src/(errors|config)\\.ts$',
        ],
      },
    },
    {
      name: 'events-below-the-graph',
      severity: 'error',
      comment:
        'Webhook delivery and change notification know the change sets of the engine, no GraphQL and no HTTP surface.',
      from: { path: layer('events') },
      to: {
        path: '^src/',
        pathNot: [
          layer('events'),
          layer('engine'),
          layer('data'),
          layer('domain'),
          layer('observability'),
          '^src/(errors|config)\\.ts$',
        ],
      },
    },
    {
      name: 'delivery-below-surfaces',
      severity: 'error',
      comment:
        'Notifications and client reports are jobs below the surfaces: they read the graph in process (the report model) and the data, never an HTTP surface.',
      from: { path: layer('delivery') },
      to: { path: ['^src/(http|ops)/', SURFACES, '^src/(server|main)\\.ts$'] },
    },
    {
      name: 'psa-below-the-graph',
      severity: 'error',
      comment: 'PSA tickets know the outbox, the SSRF guard and the data below them; no GraphQL and no HTTP surface.',
      from: { path: '^src/delivery/psa/' },
      to: {
        path: '^src/',
        pathNot: [
          layer('delivery'),
          layer('events'),
          layer('engine'),
          layer('data'),
          layer('domain'),
          layer('observability'),
          '^src/(errors|config)\\.ts$',
        ],
      },
    },
    {
      name: 'schema-below-transports',
      severity: 'error',
      comment: 'The graph is transport-free: no HTTP, no surface, no process wiring.',
      from: { path: layer('schema') },
      to: { path: ['^src/(graphql|http|ops|observability)/', SURFACES, '^src/(server|main)\\.ts$'] },
    },
    {
      name: 'graphql-core-knows-no-http',
      severity: 'error',
      comment: 'src/graphql (yoga, execute, operations) is used by every HTTP surface, never the reverse.',
      from: { path: layer('graphql') },
      to: { path: ['^src/(http|ops)/', SURFACES, '^src/(server|main)\\.ts$'] },
    },
    {
      name: 'http-is-shared-by-surfaces',
      severity: 'error',
      comment: 'src/http holds what every surface shares; it imports no surface.',
      from: { path: layer('http') },
      to: { path: ['^src/ops/', SURFACES, '^src/(server|main)\\.ts$'] },
    },
    {
      name: 'rest-and-mcp-are-siblings',
      severity: 'error',
      comment: 'REST and MCP sit side by side on the graph; neither imports the other.',
      from: { path: '^src/rest/' },
      to: { path: '^src/(mcp|developer)/' },
    },
    {
      name: 'mcp-and-rest-are-siblings',
      severity: 'error',
      from: { path: '^src/mcp/' },
      to: { path: '^src/(rest|developer)/' },
    },
    {
      name: 'ops-is-below-surfaces',
      severity: 'error',
      comment: 'Migrations and the embedded server run without any HTTP surface.',
      from: { path: layer('ops') },
      to: { path: ['^src/(http|graphql|schema)/', SURFACES, '^src/(server|main)\\.ts$'] },
    },
    {
      name: 'seeds-are-below-surfaces',
      severity: 'error',
      comment:
        'Seeds write data the way the engine and the data layer do (a start, a script, a test loads them); they know no graph and no surface.',
      from: { path: layer('seeds') },
      to: {
        path: '^src/',
        pathNot: [layer('seeds'), layer('auth'), layer('data'), layer('domain'), layer('engine'), '^src/errors\\.ts$'],
      },
    },
    {
      name: 'only-data-touches-prisma',
      severity: 'error',
      comment:
        'Every query lives in src/data: elsewhere (src, scripts, bench) the generated Prisma client is imported for its types only.',
      from: { pathNot: layer('data') },
      to: { path: '^src/data/generated/prisma/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'only-entries-open-the-database',
      severity: 'error',
      comment:
        'src/data/client.ts opens the database; the process entries (src/main.ts, scripts, bench) call it, and everything else receives the client and imports only its type.',
      from: { pathNot: [layer('data'), '^src/main\\.ts$', '^(scripts|bench)/'] },
      to: { path: '^src/data/client\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'client-package-stands-alone',
      severity: 'error',
      comment:
        'packages/client and packages/connector are installed apart from the server: they import nothing of the repository outside the packages (the connector builds on the client, a client of the public API).',
      from: { path: '^packages/(client|connector)/' },
      to: { path: '^(src|scripts|test|bench)/' },
    },
    {
      name: 'server-does-not-use-the-client',
      severity: 'error',
      comment: 'The server runs its documents in process; the client package is for its callers.',
      from: { path: '^(src|scripts|bench)/' },
      to: { path: '^packages/' },
    },
    {
      name: 'src-stands-alone',
      severity: 'error',
      comment: 'Nothing the service runs may depend on tests, scripts or benchmarks.',
      from: { path: '^src/' },
      to: { path: '^(test|scripts|bench)/' },
    },
  ],
  options: {
    // Generated code is not cruised, but imports of it stay visible (only-data-touches-prisma).
    doNotFollow: { path: ['node_modules', '(^|/)generated/'] },
    // The fixtures break the rules on purpose (test/architecture/imports.test.ts cruises them alone).
    exclude: { path: ['^test/architecture/fixtures/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
