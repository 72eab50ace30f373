/**
 * Import rules for the product code (issue 22), enforced in CI by `npm run deps`:
 * - feature-door: a feature (server or web) enters another only through its index.ts, so each
 *   feature's public surface is one file and the rest can change freely.
 * - no-circular: a cycle makes load order matter and ties two modules into one, so any cycle fails.
 * Type-only imports count too (tsPreCompilationDeps), because a cycle made of `import type` still
 * ties the modules' designs together.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-door',
      severity: 'error',
      comment:
        'Una feature entra en otra solo por su puerta: importa desde features/<otra>/index.ts. Si lo que necesitas no está en ese index.ts, expórtalo allí; si lo usan muchas, muévelo a un hogar compartido.',
      // $1 is the package (server or web) and $2 the importing feature, captured from the `from` path.
      from: { path: '^packages/(server|web)/src/features/([^/]+)/' },
      to: {
        path: '^packages/$1/src/features/[^/]+/',
        pathNot: ['^packages/$1/src/features/$2/', '^packages/$1/src/features/[^/]+/index[.]ts$'],
        // A lazy import(): a page or dialog loaded on demand keeps its own chunk; through index.ts
        // it would be pulled into the importer's bundle with the rest of the door.
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Este módulo forma parte de un ciclo de importaciones. Rompe el ciclo moviendo el tipo o la función compartida a un archivo propio.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist[^/]*|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
