// The import rules of the workspace, checked by `npm test` (scripts/test.mjs, after lint): no import cycle, type-only
// imports included (a cycle of types is still two modules that cannot be read apart), and the arrows of the
// workspace run apps → packages → contract: no app imports another, no package imports an app, the contract
// imports no other package.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: move what both sides need to a module of its own, or the lower side.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-app-to-app',
      severity: 'error',
      comment: 'An app imports another app: share it through a package.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'no-package-to-app',
      severity: 'error',
      comment: 'A package imports an app: arrows run apps → packages.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'The contract imports another package: arrows run packages → contract.',
      from: { path: '^packages/contract/' },
      to: { path: '^packages/', pathNot: '^packages/contract/' },
    },
  ],
  options: {
    // Type-only imports count: `import type` is an edge of the graph too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)storybook-static/', '(^|/)test-results/'] },
    doNotFollow: { path: ['(^|/)node_modules/', '(^|/)dist/'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
